import type { Order, OrderState } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { PAID_SO_FAR_SQL } from "../../payments/store.server";
import { toOrder, type OrderRow } from "./orders.server";

export const ORDERS_PAGE_SIZE = 25;

export interface OrderQuery {
  /** Only orders in these states; all when absent. */
  states?: readonly OrderState[];
  /** A reference, a name, an email or a phone number, or part of one. */
  search?: string;
  /** Only deposit orders whose succeeded payments do not yet cover their total. */
  balanceDue?: boolean;
  page: number;
}

/** A deposit order whose succeeded payments do not yet cover its total (amounts in whole naira). */
const BALANCE_OPEN = `(deposit is not null and amount_kobo / 100 > ${PAID_SO_FAR_SQL})`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The phone digits worth matching: a Nigerian number typed as 0803… or +234803… matches either way. */
export function phoneDigits(search: string): string | null {
  const digits = search.replace(/\D/g, "").replace(/^(234|0)/, "");
  return digits.length >= 4 && /^[\d\s()+-]+$/.test(search.trim()) ? digits : null;
}

/** Orders newest first, a page at a time, with how many match in all. */
export async function findOrders(db: Db, q: OrderQuery): Promise<{ orders: Order[]; total: number }> {
  const search = q.search?.trim() ? `%${likeEscape(q.search.trim())}%` : null;
  const rows = await db.query<OrderRow & { total: number }>(
    `select *, count(*) over ()::int as total from orders
      where ($1::text[] is null or status = any($1::text[]))
        and ($2::text is null
             or reference ilike $2 or email ilike $2 or (first_name || ' ' || last_name) ilike $2
             or ($3::text is not null and regexp_replace(phone, '\\D', '', 'g') like '%' || $3 || '%'))
        and (not $6::boolean or ${BALANCE_OPEN})
      order by created_at desc, reference desc
      limit $4 offset $5`,
    [
      q.states ? [...q.states] : null,
      search,
      q.search ? phoneDigits(q.search) : null,
      ORDERS_PAGE_SIZE,
      (q.page - 1) * ORDERS_PAGE_SIZE,
      q.balanceDue ?? false,
    ],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) total = (await findOrders(db, { ...q, page: 1 })).total;
  return { orders: rows.map(toOrder), total };
}

/** How many orders are in each state. */
export async function countOrdersByState(db: Db): Promise<Partial<Record<OrderState, number>>> {
  const rows = await db.query<{ status: OrderState; n: number }>(
    "select status, count(*)::int as n from orders group by status",
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** How many orders in these states have a balance still open. */
export async function countBalanceDue(db: Db, states: readonly OrderState[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from orders where status = any($1::text[]) and ${BALANCE_OPEN}`,
    [[...states]],
  );
  return row?.n ?? 0;
}

/** The moment a day (YYYY-MM-DD) starts in Port Harcourt (WAT, UTC+1, no summer time). */
const lagosMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+01:00`));

/** Orders placed from the start of `from` to the end of `to` (days in WAT), oldest first. */
export async function ordersPlacedBetween(db: Db, from: string, to: string): Promise<Order[]> {
  const end = lagosMidnight(to);
  end.setUTCDate(end.getUTCDate() + 1);
  const rows = await db.query<OrderRow>(
    "select * from orders where created_at >= $1 and created_at < $2 order by created_at, reference",
    [lagosMidnight(from), end],
  );
  return rows.map(toOrder);
}
