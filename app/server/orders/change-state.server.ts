import {
  canTransition,
  ORDER_STATE_LABELS,
  type EventSource,
  type Order,
  type OrderState,
  type PaymentEvidence,
} from "~/features/orders";
import {
  MONEY_TO_RETURN,
  moneyToReturnDetails,
  moneyToReturnNote,
  type PaymentSeen,
} from "~/features/orders/money-to-return";
import type { Db } from "../db/db.server";
import { NOTICES_ON, queueNotice } from "./notices.server";
import { toOrder, type OrderRow } from "./order-store.server";

export interface StateChange {
  reference: string;
  to: OrderState;
  source: EventSource;
  /** In words, for the order's history: a review's reason, a refund's amount, a dispute. */
  note?: string;
  /** What Paystack (or the owner) said, kept whole in the event. */
  details?: unknown;
  /** Paystack's latest word on the payment, kept on the order. */
  payment?: PaymentEvidence;
  /** The total refunded so far, in kobo. */
  refundedKobo?: number;
  disputeNote?: string | null;
  /** Runs in the same transaction once the order has moved (e.g. queue the shopper's email). */
  also?: (tx: Db, order: Order, from: OrderState) => Promise<void>;
}

export type ChangeResult =
  | { kind: "changed"; order: Order; from: OrderState }
  | { kind: "unchanged"; order: Order }
  | { kind: "refused"; order: Order; message: string }
  | { kind: "not-found" };

/**
 * Moves an order to a new state if the state machine allows it, and in the same transaction
 * records the event and queues the notices the new state calls for. An order already in the
 * target state is left as it is (replays change nothing); a move the machine forbids is refused.
 */
export function changeOrderState(db: Db, change: StateChange): Promise<ChangeResult> {
  return withLockedOrder(db, change.reference, (tx, current) => applyChange(tx, current, change));
}

/** Runs `fn` in a transaction holding the order's row lock, so no other change interleaves. */
export function withLockedOrder(
  db: Db,
  reference: string,
  fn: (tx: Db, current: Order) => Promise<ChangeResult>,
): Promise<ChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<OrderRow>("select * from orders where reference = $1 for update", [reference]);
    return row ? fn(tx, toOrder(row)) : { kind: "not-found" };
  });
}

/** The body of changeOrderState, for a caller already holding the order's lock. */
export async function applyChange(
  tx: Db,
  current: Order,
  change: Omit<StateChange, "reference">,
): Promise<ChangeResult> {
  const from = current.status;
  const reference = current.reference;
  if (from === change.to && from !== "partially_refunded") return { kind: "unchanged", order: current };
  if (!canTransition(from, change.to, change.source)) {
    const [a, b] = [ORDER_STATE_LABELS[from], ORDER_STATE_LABELS[change.to]];
    return {
      kind: "refused",
      order: current,
      message: `An order that is ${a.toLowerCase()} cannot become ${b.toLowerCase()} (${change.source}).`,
    };
  }
  const [updated] = await tx.query<OrderRow>(
    `update orders set status = $2, updated_at = now(),
            paid_at = case when $2 = 'paid' then coalesce(paid_at, now()) else paid_at end,
            review_reason = case when $2 = 'review' then $3::text when $2 = 'paid' then null else review_reason end,
            payment = coalesce($4::jsonb, payment),
            refunded_kobo = coalesce($5::bigint, refunded_kobo),
            dispute_note = case when $6::boolean then $7::text else dispute_note end
      where reference = $1 returning *`,
    [
      reference,
      change.to,
      change.to === "review" ? (change.note ?? null) : null,
      change.payment ? JSON.stringify(change.payment) : null,
      change.refundedKobo ?? null,
      change.disputeNote !== undefined,
      change.disputeNote ?? null,
    ],
  );
  if (!updated) throw new Error(`Order ${reference} vanished while it was being changed`);
  await tx.query(
    `insert into order_events (reference, from_status, to_status, source, note, details) values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      reference,
      from,
      change.to,
      change.source,
      change.note ?? null,
      change.details === undefined ? null : JSON.stringify(change.details),
    ],
  );
  for (const notice of NOTICES_ON[change.to] ?? []) await queueNotice(tx, reference, notice);
  const order = toOrder(updated);
  await change.also?.(tx, order, from);
  return { kind: "changed", order, from };
}

export interface MoneyToReturn {
  source: EventSource;
  /** Paystack's record of the payment the order did not take. */
  payment: PaymentSeen;
  /** Why the order could not take it besides its state: the amount or currency that differ. */
  mismatch?: string;
}

/**
 * For a caller holding the order's lock: records money the order did not take, as an event in its
 * history (the state stays) and the owner's email, once per order and payment however many
 * webhooks, re-checks and servers see it. Returns whether it was new.
 */
export async function recordMoneyToReturn(tx: Db, current: Order, seen: MoneyToReturn): Promise<boolean> {
  const details = moneyToReturnDetails(seen.payment);
  const known = await tx.query(
    `select 1 from order_events where reference = $1 and details->>'kind' = $2 and details->>'key' = $3 limit 1`,
    [current.reference, MONEY_TO_RETURN, details.key],
  );
  if (known.length > 0) return false;
  const stateLabel = ORDER_STATE_LABELS[current.status];
  const note = moneyToReturnNote(seen.payment, { stateLabel, mismatch: seen.mismatch }, new Date());
  await tx.query(
    `insert into order_events (reference, from_status, to_status, source, note, details) values ($1, $2, $2, $3, $4, $5::jsonb)`,
    [current.reference, current.status, seen.source, note, JSON.stringify(details)],
  );
  await queueNotice(tx, current.reference, "owner-money-to-return", { note });
  return true;
}

export interface OrderEvent {
  at: Date;
  from: OrderState;
  to: OrderState;
  source: EventSource;
  note: string | null;
  details: unknown;
}

/** An order's history, oldest first. */
export async function orderEvents(db: Db, reference: string): Promise<OrderEvent[]> {
  const rows = await db.query<{
    at: Date;
    from_status: OrderState;
    to_status: OrderState;
    source: EventSource;
    note: string | null;
    details: unknown;
  }>(
    "select at, from_status, to_status, source, note, details from order_events where reference = $1 order by at, id",
    [reference],
  );
  return rows.map((r) => ({
    at: r.at,
    from: r.from_status,
    to: r.to_status,
    source: r.source,
    note: r.note,
    details: typeof r.details === "string" ? (JSON.parse(r.details) as unknown) : r.details,
  }));
}
