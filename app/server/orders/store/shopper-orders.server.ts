import type { Order, OrderState } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/**
 * The references of the orders still waiting for their money (awaiting payment or in review) placed
 * from this connection or with this email (in any case), leaving out `except`.
 */
export async function unpaidOrdersOf(
  tx: Db,
  shopper: { clientAddress?: string; email: string },
  except: string,
): Promise<string[]> {
  const rows = await tx.query<{ reference: string }>(
    `select reference from orders
      where status in ('pending', 'review') and reference <> $3
        and (client_address = $1 or lower(email) = lower($2))`,
    [shopper.clientAddress ?? null, shopper.email, except],
  );
  return rows.map((r) => r.reference);
}

/**
 * The made-to-order pieces these orders from one connection still hold places in the atelier's
 * queue for, together (a place lapses with its order's stock hold).
 */
export async function madePiecesOf(
  tx: Db,
  references: readonly string[],
  clientAddress: string | undefined,
): Promise<number> {
  if (references.length === 0) return 0;
  const [row] = await tx.query<{ n: number }>(
    `select coalesce(sum(queue_pieces), 0)::int as n from orders
      where reference = any($1::text[]) and client_address is not distinct from $2 and not queue_released`,
    [[...references], clientAddress ?? null],
  );
  return row?.n ?? 0;
}

/** Her orders: every order placed with this email (in any case, any state, any origin), newest first, at most `limit`. */
export async function ordersOfEmail(db: Db, email: string, limit: number): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    "select * from orders where lower(email) = lower($1) order by created_at desc, reference limit $2",
    [email.trim(), limit],
  );
  return rows.map(toOrder);
}

/** Her orders in one of `states` (any origin), newest first. */
export async function ordersOfEmailIn(db: Db, email: string, states: readonly OrderState[]): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    `select * from orders where lower(email) = lower($1) and status = any($2::text[])
      order by created_at desc, reference`,
    [email.trim(), states],
  );
  return rows.map(toOrder);
}

/** Every order of her email, locked until the caller's transaction ends: no state changes under a decision on them. */
export async function lockOrdersOfEmail(tx: Db, email: string): Promise<Order[]> {
  const rows = await tx.query<OrderRow>(
    "select * from orders where lower(email) = lower($1) order by reference for update",
    [email.trim()],
  );
  return rows.map(toOrder);
}
