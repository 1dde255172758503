import type { DayFilter, DayRange } from "~/features/orders";
import type { Order, OrderState } from "~/features/orders";
import { addDays, lagosMidnight } from "~/lib/lagos-clock";
import type { Db } from "../../db/db.server";
import { confirmedPaymentsSql } from "../../payments/store.server";
import { toOrder, type OrderRow } from "./orders.server";

export const ORDERS_PAGE_SIZE = 25;

export interface OrderQuery {
  /** Only orders in these states; all when absent. */
  states?: readonly OrderState[];
  /** A reference, a name, an email or a phone number, or part of one. */
  search?: string;
  /** Only these orders (the Balance due list's, which their accounts name: balance-due.server.ts). */
  among?: readonly string[];
  /** Only orders paid, with a payment confirmed, or with pieces promised on these Lagos days. */
  day?: { filter: DayFilter; range: DayRange };
  /** Only orders with pieces to make: never an appointment's fee nor a gift card (their one line is no piece). */
  piecesOnly?: boolean;
  page: number;
}

/**
 * The orders behind a figure of the admin's home, as its roll-ups count them (migration
 * 025-home-figures.sql): never a test order; a payment on the Lagos day of its confirmation (the
 * statement that confirms it stamps `updated_at`), unless its order was cancelled before (money
 * to return); pieces to make while paid or in production.
 */
/** Payments `p` counted as takings on these days: not those that came after their order was cancelled. */
const takenPayments = (from: string, to: string) =>
  `${confirmedPaymentsSql(from, to)} p
   where not exists (select 1 from order_events e
                      where e.reference = p.order_reference and e.to_status = 'cancelled' and e.at < p.updated_at)`;

const DAY_FILTER_SQL: Record<DayFilter, (from: string, to: string) => string> = {
  paid: (from, to) => `paid_at is not null and lagos_day(paid_at) between ${from} and ${to}`,
  taken: (from, to) => `reference in (select p.order_reference from ${takenPayments(from, to)})`,
  make: (from, to) => `status in ('paid', 'in_production') and ready_by between ${from} and ${to}`,
};

const dayBounds = (r: DayRange) => [r.from ?? "0000-00-00", r.to];

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
        and ($6::text[] is null or reference = any($6::text[]))
        ${q.piecesOnly ? "and origin not in ('appointment', 'gift-card')" : ""}
        ${q.day ? `and not is_test and ${DAY_FILTER_SQL[q.day.filter]("$7::text", "$8::text")}` : ""}
      order by created_at desc, reference desc
      limit $4 offset $5`,
    [
      q.states ? [...q.states] : null,
      search,
      q.search ? phoneDigits(q.search) : null,
      ORDERS_PAGE_SIZE,
      (q.page - 1) * ORDERS_PAGE_SIZE,
      q.among ? [...q.among] : null,
      ...(q.day ? dayBounds(q.day.range) : []),
    ],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) total = (await findOrders(db, { ...q, page: 1 })).total;
  return { orders: rows.map(toOrder), total };
}

/** What a day-filtered list adds up to: the kobo, cents and payments confirmed, and the pieces to make. */
export async function dayFilterSums(
  db: Db,
  day: NonNullable<OrderQuery["day"]>,
): Promise<{ kobo: number; cents: number; payments: number; pieces: number }> {
  // Each currency apart, as the home counts them: naira and cents are never added.
  const [row] = await db.query<{ kobo: string; cents: string; payments: string; pieces: string }>(
    `select coalesce(sum(p.amount) filter (where p.currency = 'NGN'), 0) as kobo,
            coalesce(sum(p.amount) filter (where p.currency = 'USD'), 0) as cents, count(*) as payments,
            (select coalesce(sum(order_pieces(items)), 0) from orders
              where not is_test and ${DAY_FILTER_SQL[day.filter]("$1", "$2")}) as pieces
       from ${takenPayments("$1", "$2")}
        and p.order_reference in (select reference from orders where not is_test)`,
    dayBounds(day.range),
  );
  return {
    kobo: Number(row?.kobo ?? 0),
    cents: Number(row?.cents ?? 0),
    payments: Number(row?.payments ?? 0),
    pieces: Number(row?.pieces ?? 0),
  };
}

/** How many orders are in each state. */
export async function countOrdersByState(db: Db): Promise<Partial<Record<OrderState, number>>> {
  const rows = await db.query<{ status: OrderState; n: number }>(
    "select status, count(*)::int as n from orders group by status",
  );
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The deposit orders in these states: those the Balance due list looks among (their accounts say which owe). */
export async function depositOrdersIn(db: Db, states: readonly OrderState[]): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    "select * from orders where deposit is not null and status = any($1::text[]) order by created_at desc",
    [[...states]],
  );
  return rows.map(toOrder);
}

/** Where a page of placed orders ended: its last order's instant as the database spells it (to the microsecond), and reference. */
export interface PlacedCursor {
  at: string;
  reference: string;
}

/**
 * One page of the orders placed from the start of `from` to the end of `to` (days in WAT), oldest
 * first, after `cursor` (keyset: each order once, whatever is placed meanwhile); `next` names the
 * page after, undefined after the last.
 */
export async function ordersPlacedPage(
  db: Db,
  range: { from: string; to: string },
  cursor: PlacedCursor | undefined,
  limit: number,
): Promise<{ orders: Order[]; next: PlacedCursor | undefined }> {
  const rows = await db.query<OrderRow & { cursor_at: string }>(
    `select *, created_at::text as cursor_at from orders
      where created_at >= $1 and created_at < $2
        and ($3::timestamptz is null or (created_at, reference) > ($3::timestamptz, $4::text))
      order by created_at, reference limit $5`,
    // One more than the page: whether another follows, without asking again.
    [
      lagosMidnight(range.from),
      lagosMidnight(addDays(range.to, 1)),
      cursor?.at ?? null,
      cursor?.reference ?? "",
      limit + 1,
    ],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map(toOrder),
    next: last && rows.length > limit ? { at: last.cursor_at, reference: last.reference } : undefined,
  };
}
