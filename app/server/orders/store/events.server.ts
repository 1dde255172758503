import type { EventSource, OrderEvent, OrderState } from "~/features/orders";
import { actingPerson } from "../../base/acting-person.server";
import type { Db } from "../../db/db.server";

type EventRow = {
  at: Date;
  from_status: OrderState;
  to_status: OrderState;
  source: EventSource;
  note: string | null;
  details: unknown;
  person_id: string | number | null;
};

/**
 * Adds an entry to an order's history: a change of state, or `from` and `to` alike for a note;
 * with the back-office person whose form wrote it, if a person is acting.
 */
export async function addOrderEvent(
  tx: Db,
  e: { reference: string; from: OrderState; to: OrderState; source: EventSource; note?: string; details?: unknown },
): Promise<void> {
  await tx.query(
    `insert into order_events (reference, from_status, to_status, source, note, details, person_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      e.reference,
      e.from,
      e.to,
      e.source,
      e.note ?? null,
      e.details === undefined ? null : JSON.stringify(e.details),
      actingPerson(),
    ],
  );
}

/**
 * A note of the owner's in the order's history, at its state as stored when it is written (it
 * leaves the state as it is); nothing when there is no such order.
 */
export async function addOwnerNote(db: Db, reference: string, note: string, details: unknown): Promise<void> {
  await db.query(
    `insert into order_events (reference, from_status, to_status, source, note, details, person_id)
     select reference, status, status, 'owner', $2, $3::jsonb, $4 from orders where reference = $1`,
    [reference, note, JSON.stringify(details), actingPerson()],
  );
}

/** Whether an event with this key is already in the order's history (a replayed webhook). */
export async function hasEventKeyed(tx: Db, reference: string, key: string): Promise<boolean> {
  const rows = await tx.query("select 1 from order_events where reference = $1 and details->>'key' = $2 limit 1", [
    reference,
    key,
  ]);
  return rows.length > 0;
}

/** Whether an event of this kind and key is already in the order's history. */
export async function hasEventOfKind(tx: Db, reference: string, kind: string, key: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from order_events where reference = $1 and details->>'kind' = $2 and details->>'key' = $3 limit 1`,
    [reference, kind, key],
  );
  return rows.length > 0;
}

/** The state the order was in when its latest dispute opened; undefined when none did. */
export async function stateBeforeDispute(tx: Db, reference: string): Promise<OrderState | undefined> {
  const [before] = await tx.query<{ from_status: OrderState }>(
    "select from_status from order_events where reference = $1 and to_status = 'disputed' order by id desc limit 1",
    [reference],
  );
  return before?.from_status;
}

const toEvent = (r: EventRow): OrderEvent => ({
  at: r.at,
  from: r.from_status,
  to: r.to_status,
  source: r.source,
  note: r.note,
  details: typeof r.details === "string" ? (JSON.parse(r.details) as unknown) : r.details,
  personId: r.person_id === null ? null : Number(r.person_id),
});

/** An order's history, oldest first. */
export async function orderEvents(db: Db, reference: string): Promise<OrderEvent[]> {
  const rows = await db.query<EventRow>(
    "select at, from_status, to_status, source, note, details, person_id from order_events where reference = $1 order by at, id",
    [reference],
  );
  return rows.map(toEvent);
}
