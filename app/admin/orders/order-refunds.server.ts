import { randomBytes } from "node:crypto";
import type { Order } from "~/features/orders";
import { ledgerMoney, parseMoney } from "~/features/currency";
import { refundableOf, refundStatusWords } from "~/features/refunds";
import { REFUND_DONE_TEXT, type AdminRefunds, type RefundDone } from "~/admin/orders/refunds-view";
import type { RefundIntent } from "~/admin/orders/order-forms";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { paymentsOf } from "~/server/payments/store.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { refundsOf } from "~/server/refunds/store.server";
import { retryRefund, startRefund } from "~/server/refunds/outgoing-refunds.server";

const KIND_WORDS = {
  full: "Full payment",
  deposit: "Deposit",
  balance: "Balance",
  retry: "Payment",
  credit: "Store credit",
  transfer: "Transfer to her own account",
} as const;

/** The order's refunds, what each payment may still refund, and a fresh key for the form. */
export async function refundsView(db: Db, env: Env, order: Order): Promise<AdminRefunds> {
  const [payments, refunds, { account }] = await Promise.all([
    paymentsOf(db, order.reference),
    refundsOf(db, order.reference),
    readOrderAccount(db, order),
  ]);
  const { processed, pending } = account.refunded;
  return {
    available: paystackConfig(env) !== undefined,
    formKey: randomBytes(16).toString("hex"),
    currency: order.currency,
    standing: {
      paid: account.paidByPaystack,
      refunded: processed,
      underWay: pending,
      kept: account.paidByPaystack - processed - pending,
      refundable: account.refundable,
    },
    payments: payments.flatMap((p) => {
      // What the payment still holds, and no more than the order's account may give back.
      const refundable = Math.min(refundableOf(p, refunds), account.refundable);
      return refundable > 0
        ? [
            {
              reference: p.reference,
              label: `${KIND_WORDS[p.kind]} ${p.reference} (up to ${ledgerMoney(refundable, p.currency)})`,
              refundable,
            },
          ]
        : [];
    }),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      status: r.status,
      // Money she returned herself ("Mark refunded"): settled when written, nothing to do.
      ...(r.kind === "outside"
        ? { label: "Returned outside the shop", todo: null }
        : refundStatusWords(r.status, r.message)),
      createdAt: r.createdAt.toISOString(),
      paymentReference: r.paymentReference,
    })),
  };
}

export const refundDoneText = (done: string | null) =>
  done && Object.hasOwn(REFUND_DONE_TEXT, done) ? REFUND_DONE_TEXT[done as RefundDone] : null;

/** Runs a refund form: a new refund, or (its `intent`) an unsent one tried again. */
export async function runRefundForm(
  db: Db,
  env: Env,
  order: Order,
  fields: Iterable<[string, FormDataEntryValue]>,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: true; done: RefundDone } | { ok: false; intent: RefundIntent; message: string }> {
  const form = Object.fromEntries([...fields].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const config = paystackConfig(env);
  const intent = form.intent;
  if (intent !== "paystack-refund" && intent !== "paystack-refund-retry")
    return { ok: false, intent: "paystack-refund", message: "That form could not be read: reload the page." };
  if (intent === "paystack-refund-retry" && !/^\d{1,15}$/.test(form.refund ?? ""))
    return { ok: false, intent, message: "That refund was not found: reload the page." };
  // The form asks in the order's currency: whole naira, or dollars and cents kept as cents.
  const typed = intent === "paystack-refund" ? parseMoney(form.amount ?? "", order.currency) : undefined;
  if (typed && !typed.ok) return { ok: false, intent, message: typed.error };
  const outcome =
    intent === "paystack-refund-retry"
      ? await retryRefund(db, config, order, Number(form.refund), fetchImpl)
      : await startRefund(
          db,
          config,
          order,
          {
            paymentReference: form.payment ?? "",
            amount: typed ? String(typed.money.amount) : "",
            // Asked in the currency the form names, else the order's its amount was read in: a
            // payment in another is refused, never converted.
            currency: form.currency ?? order.currency,
            reason: form.reason ?? "",
            key: form.key ?? "",
          },
          fetchImpl,
        );
  return outcome.ok ? outcome : { ok: false, intent, message: outcome.error };
}
