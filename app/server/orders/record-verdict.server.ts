import { paymentMove, type Order } from "~/features/orders";
import { moneyToReturnDetails } from "~/features/orders/money-to-return";
import { decideForPayment, isSettled, statusAfter, type Payment } from "~/features/payments";
import { renewedHoldLapse } from "~/features/stock";
import { refusesLatePayment } from "~/features/quotes";
import type { Db } from "../db/db.server";
import { renewHolds } from "../stock/store/index.server";
import type { PaystackRecord, ReusableCard } from "../adapters/paystack.server";
import { applyChange, recordMoneyToReturn, withLockedOrder, type ChangeResult } from "./change-state.server";
import { findOrder } from "./store/index.server";
import { sellKeptWhenPaidInFull } from "./order-pieces.server";
import { readOrderAccount } from "../payments/account.server";
import { lockPayment, setPaymentStatus } from "../payments/store.server";

/** What else is held as long as an order's pieces: renewed with them (a discount code's use, a place in the atelier's week). */
type HeldWithPieces = (db: Db, reference: string, lapsesAt: Date) => Promise<void>;
const heldWithPieces = new Map<string, HeldWithPieces>();

/** Registers what is renewed with an order's held pieces while Paystack reports its payment on its way. */
export function renewWithHeldPieces(name: string, renew: HeldWithPieces): void {
  heldWithPieces.set(name, renew);
}

/** What keeps the reusable card of a successful payment (autopay keeps an order's on a plan). */
type CardKeeper = (db: Db, orderReference: string, card: ReusableCard) => Promise<void>;
const cardKeepers = new Map<string, CardKeeper>();

/** Registers what is given the reusable card a successful payment brings. */
export function keepCardsWith(name: string, keep: CardKeeper): void {
  cardKeepers.set(name, keep);
}

/** A verdict's outcome: a change of state, or money the order did not take (new, or seen before). */
export type VerdictResult = ChangeResult | { kind: "money-to-return"; order: Order; isNew: boolean };

/**
 * Records what Paystack said about one payment of an order, under the order's lock and then the
 * payment's: the payment succeeds (or goes to review), and the order is paid once what its account
 * says came in covers what it asks before it is made (its deposit, or its total; a balance paid
 * later is counted in the ledger and moves no state); a payment whose word was recorded before changes nothing, however
 * many webhooks, verify calls and re-checks on however many servers bring it. Money the order
 * cannot take (cancelled or replaced, already paid by another payment, a second deposit, or not its amount once it
 * is in review) is recorded to return, once
 * (docs/decisions/170-only-definite-verdicts-move-an-order.md, 171-money-to-return.md,
 * 237-a-payments-ledger.md).
 */
export async function recordVerdict(
  db: Db,
  payment: Payment,
  tx: PaystackRecord,
  source: "verify" | "webhook" | "reconcile",
  /** The reusable card Paystack answered with the transaction, if any: never stored in the verdict. */
  card?: ReusableCard | null,
): Promise<VerdictResult> {
  const decision = decideForPayment(payment, tx);
  if (card && decision.status === "paid" && tx.reference === payment.reference)
    for (const keep of cardKeepers.values()) await keep(db, payment.orderReference, card);
  if (decision.status === "waiting") {
    const status = statusAfter(payment.status, decision, tx);
    if (!isSettled(payment)) await setPaymentStatus(db, payment.reference, status, tx);
    // A transfer on its way keeps its pieces held while Paystack says so.
    const renewed = tx.reference === payment.reference && renewedHoldLapse(tx.status, new Date());
    if (renewed) {
      await renewHolds(db, payment.orderReference, renewed);
      for (const renew of heldWithPieces.values()) await renew(db, payment.orderReference, renewed);
    }
    const order = await findOrder(db, payment.orderReference);
    return order ? { kind: "unchanged", order } : { kind: "not-found" };
  }
  const mismatch = decision.status === "review" ? decision.reason : undefined;
  // Money answered for another reference is not this payment's to return.
  const ours = tx.reference === payment.reference;
  let toReturn: VerdictResult | undefined;
  const result = await withLockedOrder(db, payment.orderReference, async (locked, current) => {
    const before = await lockPayment(locked, payment.reference);
    if (!before || isSettled(before)) return { kind: "unchanged", order: current };
    // What came in before this payment, read from the order's account before it is settled.
    const { account } = await readOrderAccount(locked, current);
    await setPaymentStatus(locked, payment.reference, statusAfter(before.status, decision, tx), tx);
    // What the order asks before it is made: its deposit, or its total.
    const due = account.deposit ?? account.total;
    // Money the order did not ask for: a balance beyond its total, or a second deposit (a deposit or
    // its retry once others cover the deposit).
    const asked = payment.kind === "balance" ? account.total : due;
    const paidByOthers = decision.status === "paid" && account.paid >= asked;
    // A quote past its validity took money it no longer asks for: returned, never taken.
    const lapsedQuote = decision.status === "paid" && refusesLatePayment(current, new Date());
    const move =
      paidByOthers || lapsedQuote
        ? ({ kind: "return" } as const)
        : paymentMove({ status: current.status, tookMoney: current.paidAt !== null }, decision.status, source);
    if (move.kind === "move") {
      // A deposit order is paid (made) once its deposit is covered; its balance follows by its due time.
      if (move.to === "paid" && account.paid + payment.amount < due) return { kind: "unchanged", order: current };
      return applyChange(locked, current, {
        to: move.to,
        source,
        note: mismatch,
        payment: { source, ...tx },
        details: move.to === "review" && ours ? moneyToReturnDetails(tx) : tx,
      });
    }
    if (move.kind === "return" && ours) {
      const isNew = await recordMoneyToReturn(locked, current, { source, payment: tx, mismatch });
      toReturn = { kind: "money-to-return", order: current, isNew };
    }
    // A later part or the balance, counted by the ledger: the pieces kept for it are sold once it is paid in full.
    if (move.kind !== "return" && decision.status === "paid") await sellKeptWhenPaidInFull(locked, current);
    return { kind: "unchanged", order: current };
  });
  return toReturn ?? result;
}
