import { decidePayment, paymentMove, RECONCILED, type Order } from "~/features/orders";
import { moneyToReturnDetails } from "~/features/orders/money-to-return";
import { renewedHoldLapse } from "~/features/stock";
import type { Db } from "../db/db.server";
import type { Services } from "../services.server";
import { paystackConfig, PaystackError, verifyTransaction, type PaystackRecord } from "../adapters/paystack.server";
import { hit } from "../rate-limit.server";
import { renewHolds } from "../stock/store.server";
import {
  applyChange,
  changeOrderState,
  recordMoneyToReturn,
  withLockedOrder,
  type ChangeResult,
} from "./change-state.server";
import { claimPaymentCheck, findOrder } from "./store/index.server";

export type ConfirmResult =
  | { kind: "done"; order: Order }
  | { kind: "not-found" }
  | { kind: "unavailable"; message: string }
  | { kind: "limited"; retryAfterSeconds: number };

/** Paystack's answer about an order is reused for this long instead of asking again. */
const VERIFY_CACHE_SECONDS = 10;
/** Times Paystack is asked about one order in the window, so no one spends the shop's Paystack allowance. */
export const VERIFY_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

/**
 * The browser reports a successful payment: ask Paystack, then record its verdict. Only an order
 * still waiting for its money (pending or in review) is asked about; any other is answered as it
 * stands. In demo mode (no keys) a test order is marked paid by the local test payment; a real
 * order cannot be. At most one call in VERIFY_CACHE_SECONDS goes to Paystack, however many arrive
 * at once, and at most VERIFY_RATE_LIMIT (docs/decisions/172-verify-claims-its-paystack-call.md).
 */
export async function confirmPayment(
  { env, db }: Services,
  reference: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ConfirmResult> {
  const order = await findOrder(db, reference);
  if (!order) return { kind: "not-found" };
  if (!RECONCILED.includes(order.status)) return { kind: "done", order };

  const config = paystackConfig(env);
  if (!config) {
    if (!order.isTest)
      return { kind: "unavailable", message: "Payments are not configured, so this order cannot be verified." };
    const evidence = { source: "test" as const, status: "success", amount: order.amountKobo, currency: order.currency };
    return settled(
      await changeOrderState(db, {
        reference,
        to: "paid",
        source: "verify",
        payment: evidence,
        details: evidence,
        note: "Test payment",
      }),
    );
  }

  const claim = await claimVerify(db, reference);
  if (claim.kind === "limited") return claim;
  if (claim.kind === "answered") return current(db, reference);
  let result;
  try {
    result = await verifyTransaction(config, reference, fetchImpl);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    console.error(`Paystack verification of ${reference} failed: ${error.message}`);
    return {
      kind: "unavailable",
      message: "We could not reach Paystack to confirm the payment. Your order is saved and will be confirmed shortly.",
    };
  }
  // No transaction yet (a transfer not sent, a window still open): the order keeps waiting.
  if (result.kind === "not-found") return current(db, reference);
  return settled(await recordVerdict(db, claim.order, result.transaction, "verify"));
}

type Claim = { kind: "claimed"; order: Order } | { kind: "answered" } | { kind: "limited"; retryAfterSeconds: number };

class VerifyRefused {
  constructor(readonly retryAfterSeconds: number) {}
}

/**
 * Takes the right to ask Paystack about an order now, in one transaction: the order must still be
 * waiting for its money and not have been asked in the last VERIFY_CACHE_SECONDS (the claim moves
 * payment_checked_at, so parallel calls find it taken and answer from the database), and its
 * allowance must have room (when it has not, the claim is rolled back with the refused hit).
 */
async function claimVerify(db: Db, reference: string): Promise<Claim> {
  try {
    return await db.transaction<Claim>(async (tx) => {
      const order = await claimPaymentCheck(tx, reference, RECONCILED, VERIFY_CACHE_SECONDS);
      if (!order) return { kind: "answered" };
      const allowed = await hit(tx, { key: `verify:${reference}`, ...VERIFY_RATE_LIMIT });
      if (!allowed.ok) throw new VerifyRefused(allowed.retryAfterSeconds);
      return { kind: "claimed", order };
    });
  } catch (error) {
    if (error instanceof VerifyRefused) return { kind: "limited", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

async function current(db: Db, reference: string): Promise<ConfirmResult> {
  const order = await findOrder(db, reference);
  return order ? { kind: "done", order } : { kind: "not-found" };
}

function settled(result: VerdictResult): ConfirmResult {
  return result.kind === "not-found" ? result : { kind: "done", order: result.order };
}

/** A verdict's outcome: a change of state, or money the order did not take (new, or seen before). */
export type VerdictResult = ChangeResult | { kind: "money-to-return"; order: Order; isNew: boolean };

/**
 * Records what Paystack said about an order's transaction, under the order's lock: paid, in review
 * with the reason (money that does not match, to return), money to return when the order's state
 * refuses it (a cancelled order), or nothing while no money has been taken
 * (docs/decisions/170-only-definite-verdicts-move-an-order.md, 171-money-to-return.md).
 */
export async function recordVerdict(
  db: Db,
  order: Order,
  tx: PaystackRecord,
  source: "verify" | "webhook" | "reconcile",
): Promise<VerdictResult> {
  const decision = decidePayment(order, tx);
  if (decision.status === "waiting") {
    // A transfer on its way keeps its pieces held while Paystack says so.
    const renewed = tx.reference === order.reference && renewedHoldLapse(tx.status, new Date());
    if (renewed) await renewHolds(db, order.reference, renewed);
    return { kind: "unchanged", order };
  }
  const mismatch = decision.status === "review" ? decision.reason : undefined;
  // Money answered for another reference is not this order's to return.
  const ours = tx.reference === order.reference;
  let toReturn: VerdictResult | undefined;
  const result = await withLockedOrder(db, order.reference, async (locked, current) => {
    const move = paymentMove({ status: current.status, tookMoney: current.paidAt !== null }, decision.status, source);
    if (move.kind === "move") {
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
    return { kind: "unchanged", order: current };
  });
  return toReturn ?? result;
}
