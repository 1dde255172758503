import type { Order } from "~/features/orders";
import type { Db } from "../../db/db.server";
import { toOrder, type OrderRow } from "./orders.server";

/** A quote by its link's key, or undefined. */
export async function findQuoteByKey(db: Db, key: string): Promise<Order | undefined> {
  const [row] = await db.query<OrderRow>("select * from orders where origin = 'quote' and quote_key = $1", [key]);
  return row ? toOrder(row) : undefined;
}

/** The owner's quotes, newest first: at most `limit`. */
export async function recentQuotes(db: Db, limit = 50): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    "select * from orders where origin = 'quote' order by created_at desc limit $1",
    [limit],
  );
  return rows.map(toOrder);
}

/** The quotes made from a bespoke request, newest first. */
export async function quotesOfRequest(db: Db, requestReference: string): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    "select * from orders where origin = 'quote' and request_reference = $1 order by created_at desc limit 20",
    [requestReference],
  );
  return rows.map(toOrder);
}

/**
 * Quotes still waiting for their money whose validity has ended, their rows locked until the
 * caller's transaction ends; rows another server holds are passed over.
 */
export async function lockLapsedQuotes(tx: Db, limit: number): Promise<string[]> {
  const rows = await tx.query<{ reference: string }>(
    `select reference from orders where origin = 'quote' and status = 'pending' and valid_until <= now()
      order by valid_until limit $1 for update skip locked`,
    [limit],
  );
  return rows.map((r) => r.reference);
}
