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
import { moveWhenPiecesGone } from "~/features/stock";
import type { Db } from "../db/db.server";
import { NOTICES_ON, queueOrderEmail } from "./notices.server";
import { piecesFollow, goneBeforePayment } from "./order-pieces.server";
import { addOrderEvent, hasEventOfKind, lockOrder, updateOrderState } from "./store/index.server";

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
  /** The total refunded so far, in Paystack's subunit of the order's currency. */
  refundedMinor?: number;
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
 * What another flow does in the same transaction once an order has moved (`order` is in its new
 * state): discounts, credit and gift cards register theirs where the services are built, so this
 * folder imports none of them.
 */
export type OrderReaction = (tx: Db, order: Order, from: OrderState) => Promise<void>;

const reactions = new Map<string, OrderReaction>();

/** Adds a reaction to every change of an order's state, once per name, in the order of registration. */
export function reactToOrderChanges(name: string, reaction: OrderReaction): void {
  reactions.set(name, reaction);
}

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
    const current = await lockOrder(tx, reference);
    return current ? fn(tx, current) : { kind: "not-found" };
  });
}

/**
 * The body of changeOrderState, for a caller already holding the order's lock. The order's held
 * pieces follow its state (order-pieces.server.ts); a payment whose lapsed pieces have sold since
 * puts the order in review instead, naming them. The registered reactions run, then the notices.
 */
export async function applyChange(
  tx: Db,
  current: Order,
  asked: Omit<StateChange, "reference">,
): Promise<ChangeResult> {
  const from = current.status;
  const reference = current.reference;
  if (from === asked.to && from !== "partially_refunded") return { kind: "unchanged", order: current };
  if (!canTransition(from, asked.to, asked.source)) {
    const [a, b] = [ORDER_STATE_LABELS[from], ORDER_STATE_LABELS[asked.to]];
    return {
      kind: "refused",
      order: current,
      message: `An order that is ${a.toLowerCase()} cannot become ${b.toLowerCase()} (${asked.source}).`,
    };
  }
  const gone = await goneBeforePayment(tx, current, asked.to, asked.source);
  const to = gone === undefined ? asked.to : moveWhenPiecesGone(asked.to, asked.source);
  // Paid again while in review for the same pieces: it stays in review.
  if (to !== asked.to && to === from) return { kind: "unchanged", order: current };
  const change = to === asked.to ? asked : { ...asked, to, note: gone };
  const order = await updateOrderState(tx, reference, {
    to: change.to,
    reviewReason: change.note,
    payment: change.payment,
    refundedMinor: change.refundedMinor,
    disputeNote: change.disputeNote,
  });
  if (!order) throw new Error(`Order ${reference} vanished while it was being changed`);
  await addOrderEvent(tx, {
    reference,
    from,
    to: change.to,
    source: change.source,
    note: change.note,
    details: change.details,
  });
  await piecesFollow(tx, order, from, change.to);
  for (const react of reactions.values()) await react(tx, order, from);
  for (const notice of NOTICES_ON[change.to] ?? []) await queueOrderEmail(tx, reference, notice);
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
  if (await hasEventOfKind(tx, current.reference, MONEY_TO_RETURN, details.key)) return false;
  const stateLabel = ORDER_STATE_LABELS[current.status];
  const note = moneyToReturnNote(seen.payment, { stateLabel, mismatch: seen.mismatch }, new Date());
  await addOrderEvent(tx, {
    reference: current.reference,
    from: current.status,
    to: current.status,
    source: seen.source,
    note,
    details,
  });
  await queueOrderEmail(tx, current.reference, "owner-money-to-return", { note });
  return true;
}
