// The refunds the owner sends through Paystack, and their re-check. What Paystack says of them
// arrives in incoming-events.server.ts.
import { capFor } from "~/features/order-account";
import type { Order } from "~/features/orders";
import { refundCurrencyRefusal, type Payment } from "~/features/payments";
import { isPaystackRefundStatus, readRefundAmount, refundableOf, type PaystackRefundStatus } from "~/features/refunds";
import type { Db } from "../db/db.server";
import {
  createRefund,
  fetchRefund,
  listRefunds,
  PaystackError,
  PaystackRefused,
  type PaystackConfig,
  type PaystackRefundRecord,
} from "../adapters/paystack.server";
import { lockPayment, paymentsOf } from "../payments/store.server";
import { readOrderAccount } from "../payments/account.server";
import {
  claimDueRefundCheck,
  claimUnsent,
  findRefundByKey,
  insertRefund,
  knownPaystackIds,
  recordSent,
  refundsOf,
  type Refund,
} from "./store.server";
import { lockOrder } from "../orders/store/index.server";
import { applyRefundWord } from "./incoming-events.server";

/** What the owner asked: a refund of one payment, in its currency's whole units, with her reason and the form's key. */
export interface RefundAsk {
  paymentReference: string;
  amount: string;
  /** The currency the form asked in (the payment's when absent): another is refused, never converted. */
  currency?: string;
  reason: string;
  key: string;
}

export type RefundOutcome =
  | { ok: true; done: "refund-sent" | "refund-unsent" | "refund-again" }
  | { ok: false; error: string; field?: "amount" | "reason" | "payment" | "currency" };

const REASON_MAX = 500;

/** Paystack's transaction to name in a refund: its id when the shop knows it, else the payment's reference. */
const transactionOf = (p: Payment) => {
  const id = (p.verdict as { id?: unknown } | null)?.id;
  return typeof id === "number" ? String(id) : p.reference;
};

const wordOf = (status: string): PaystackRefundStatus => (isPaystackRefundStatus(status) ? status : "pending");

/**
 * Starts a refund of one of the order's payments through Paystack. Stored first, under the order's
 * lock then the payment's (as a verdict is), after counting what the payment may still refund
 * (what it took less every refund not failed): two tabs or servers never send back more than was
 * paid. The form's key is unique: the same form posted twice stores and sends one refund.
 */
export async function startRefund(
  db: Db,
  config: PaystackConfig | undefined,
  order: Order,
  ask: RefundAsk,
  fetchImpl: typeof fetch = fetch,
): Promise<RefundOutcome> {
  if (!config)
    return { ok: false, error: "Paystack is not configured (demo mode), so nothing can be refunded through it." };
  const stored = await db.transaction(async (tx): Promise<RefundOutcome | Refund> => {
    const locked = await lockOrder(tx, order.reference);
    if (!locked) return { ok: false, error: "That order was not found." };
    return storeRefund(tx, locked, ask);
  });
  if ("ok" in stored) return stored;
  return sendStoredRefund(db, config, stored, fetchImpl);
}

/**
 * The stored half of a refund, for a caller holding the order's lock (`locked`, read under it): the
 * ask checked, the payment locked, the amount capped by what the payment and the order's account
 * may still give back, and the row stored; the caller sends it once its transaction has committed.
 */
export async function storeRefund(tx: Db, locked: Order, ask: RefundAsk): Promise<RefundOutcome | Refund> {
  const reason = ask.reason.trim();
  if (!reason) return { ok: false, error: "Say why the money goes back (the shopper may see it).", field: "reason" };
  if (reason.length > REASON_MAX)
    return { ok: false, error: `Keep the reason under ${REASON_MAX} characters.`, field: "reason" };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(ask.key))
    return { ok: false, error: "That form is out of date: reload the page and try again." };
  const payment = await lockPayment(tx, ask.paymentReference);
  if (!payment || payment.orderReference !== locked.reference)
    return { ok: false, error: "Choose a payment of this order.", field: "payment" };
  const otherCurrency = refundCurrencyRefusal(payment.currency, ask.currency ?? payment.currency);
  if (otherCurrency) return { ok: false, error: otherCurrency, field: "currency" };
  const already = await findRefundByKey(tx, ask.key);
  if (already) return { ok: true, done: "refund-again" };
  // At most what the payment still holds, and what the order's account may still give back
  // (credit issued from it and payments moved out of it count against it).
  const { account } = await readOrderAccount(tx, locked);
  const refundable = Math.min(refundableOf(payment, await refundsOf(tx, locked.reference)), capFor(account, "refund"));
  const amount = readRefundAmount(ask.amount, refundable, payment.currency);
  if (!amount.ok) return { ok: false, error: amount.error, field: "amount" };
  const row = await insertRefund(tx, {
    orderReference: locked.reference,
    paymentReference: payment.reference,
    idempotencyKey: ask.key,
    amount: amount.amount,
    reason,
  });
  return row ?? { ok: true, done: "refund-again" };
}

/** Sends a refund `storeRefund` stored, after its transaction committed. */
export async function sendStoredRefund(
  db: Db,
  config: PaystackConfig,
  stored: Refund,
  fetchImpl: typeof fetch = fetch,
): Promise<RefundOutcome> {
  const payment = (await paymentsOf(db, stored.orderReference)).find((p) => p.reference === stored.paymentReference);
  if (!payment) throw new Error(`Payment ${stored.paymentReference} vanished`);
  return send(db, config, stored, payment, { lookFirst: false }, fetchImpl);
}

/**
 * Tries an unsent refund again: claimed by one caller only; Paystack's refunds of the payment are
 * looked at first, so one Paystack made before the line dropped is taken as this one, never sent twice.
 */
export async function retryRefund(
  db: Db,
  config: PaystackConfig | undefined,
  order: Order,
  id: number,
  fetchImpl: typeof fetch = fetch,
): Promise<RefundOutcome> {
  if (!config)
    return { ok: false, error: "Paystack is not configured (demo mode), so nothing can be refunded through it." };
  const claimed = await claimUnsent(db, id, order.reference);
  if (!claimed) return { ok: true, done: "refund-again" };
  const payment = (await paymentsOf(db, order.reference)).find((p) => p.reference === claimed.paymentReference);
  if (!payment) throw new Error(`Payment ${claimed.paymentReference} vanished`);
  return send(db, config, claimed, payment, { lookFirst: true }, fetchImpl);
}

/** A refund of Paystack's on the payment, of this amount, that no row of the shop's holds yet. */
async function unclaimedMatch(
  db: Db,
  config: PaystackConfig,
  refund: Refund,
  payment: Payment,
  fetchImpl: typeof fetch,
): Promise<PaystackRefundRecord | undefined> {
  const theirs = (await listRefunds(config, transactionOf(payment), fetchImpl)).filter(
    (r) => r.amountMinor === refund.amount,
  );
  const known = await knownPaystackIds(
    db,
    theirs.map((r) => r.id),
  );
  return theirs.find((r) => !known.has(r.id));
}

/** Calls Paystack for a stored refund (sending) and records its answer, or why it could not. */
async function send(
  db: Db,
  config: PaystackConfig,
  refund: Refund,
  payment: Payment,
  { lookFirst }: { lookFirst: boolean },
  fetchImpl: typeof fetch,
): Promise<RefundOutcome> {
  try {
    const found = lookFirst ? await unclaimedMatch(db, config, refund, payment, fetchImpl) : undefined;
    const made =
      found ??
      (await createRefund(
        config,
        {
          transaction: transactionOf(payment),
          amountMinor: refund.amount,
          currency: refund.currency,
          merchantNote: `Order ${refund.orderReference}: ${refund.reason}`.slice(0, 500),
        },
        fetchImpl,
      ));
    await recordSent(db, refund.id, { status: wordOf(made.status), paystackId: made.id });
    if (made.status === "processed" || made.status === "failed")
      await applyRefundWord(
        db,
        payment,
        {
          status: made.status,
          paystackId: made.id,
          paystackReference: null,
          amountMinor: made.amountMinor,
          currency: made.currency,
        },
        "reconcile",
      );
    return { ok: true, done: "refund-sent" };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const message =
      error instanceof PaystackRefused ? error.message : "Paystack could not be reached, or did not answer in time";
    await recordSent(db, refund.id, { status: "unsent", message });
    return { ok: true, done: "refund-unsent" };
  }
}

/** The pace refused this turn: the claim is rolled back, the refund left for the next. */
class Paced extends Error {}

/**
 * Re-checks one refund not settled with Paystack when one is due (the refunds' share of the
 * payments re-check, under the same shared pace): one under way is fetched by its id (or found
 * among its payment's refunds when no event named it) and its word recorded as an event's is,
 * counted once; one left sending by a server that stopped mid-call is looked for at Paystack,
 * taken when found, else marked unsent so the owner may try it again.
 */
export async function recheckRefund(
  config: PaystackConfig,
  db: Db,
  q: { firstSeconds: number; gapSeconds: number },
  takeTurn: (tx: Db) => Promise<boolean>,
  fetchImpl: typeof fetch = fetch,
  log: Pick<Console, "warn"> = console,
): Promise<"checked" | "idle" | "paced"> {
  const claimed = await db
    .transaction(async (tx) => {
      const refund = await claimDueRefundCheck(tx, q);
      if (!refund) return undefined;
      if (!(await takeTurn(tx))) throw new Paced();
      return refund;
    })
    .catch((error: unknown) => {
      if (error instanceof Paced) return "paced" as const;
      throw error;
    });
  if (claimed === undefined || claimed === "paced") return claimed ?? "idle";
  const payment = (await paymentsOf(db, claimed.orderReference)).find((p) => p.reference === claimed.paymentReference);
  if (!payment) return "checked";
  try {
    const theirs =
      claimed.paystackId !== null
        ? await fetchRefund(config, claimed.paystackId, fetchImpl)
        : await unclaimedMatch(db, config, claimed, payment, fetchImpl);
    if (!theirs) {
      if (claimed.status === "sending")
        await recordSent(db, claimed.id, {
          status: "unsent",
          message: "The shop stopped before Paystack answered, and Paystack holds no such refund",
        });
      return "checked";
    }
    if (claimed.status === "sending")
      await recordSent(db, claimed.id, { status: wordOf(theirs.status), paystackId: theirs.id });
    if (isPaystackRefundStatus(theirs.status))
      await applyRefundWord(
        db,
        payment,
        {
          status: theirs.status,
          paystackId: theirs.id,
          paystackReference: null,
          amountMinor: theirs.amountMinor,
          currency: theirs.currency,
        },
        "reconcile",
        theirs,
      );
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    log.warn(
      `Re-checking refund ${claimed.id} of order ${claimed.orderReference} with Paystack failed: ${error.message}`,
    );
  }
  return "checked";
}
