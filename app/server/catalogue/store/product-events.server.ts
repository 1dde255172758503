import type { Db } from "../../db/db.server";

/** Each changed field's old and new value. */
export type EventChanges = Record<string, [unknown, unknown]>;

/** One entry of a product's history. */
export interface ProductEvent {
  id: number;
  at: Date;
  actor: string;
  kind: string;
  changes: EventChanges;
}

/** Adds an entry to a product's history, in the transaction of what it records. */
export async function addProductEvent(
  tx: Db,
  e: { productId: number; actor: string; kind: string; changes?: EventChanges },
): Promise<void> {
  await tx.query("insert into product_events (product_id, actor, kind, changes) values ($1, $2, $3, $4)", [
    e.productId,
    e.actor,
    e.kind,
    JSON.stringify(e.changes ?? {}),
  ]);
}

type EventRow = { id: string; at: Date | string; actor: string; kind: string; changes: EventChanges };

const eventOf = (r: EventRow): ProductEvent => ({
  id: Number(r.id),
  at: new Date(r.at),
  actor: r.actor,
  kind: r.kind,
  changes: r.changes,
});

/** A product's history, newest first (the last `limit` entries). */
export async function productHistory(db: Db, productId: number, limit = 100): Promise<ProductEvent[]> {
  const rows = await db.query<EventRow>(
    "select id, at, actor, kind, changes from product_events where product_id = $1 order by id desc limit $2",
    [productId, limit],
  );
  return rows.map(eventOf);
}

/** What happened to a product after the entry `afterId`, oldest first. */
export async function productEventsAfter(db: Db, productId: number, afterId: number): Promise<ProductEvent[]> {
  const rows = await db.query<EventRow>(
    "select id, at, actor, kind, changes from product_events where product_id = $1 and id > $2 order by id limit 500",
    [productId, afterId],
  );
  return rows.map(eventOf);
}
