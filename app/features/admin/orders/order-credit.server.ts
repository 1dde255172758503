import { randomBytes } from "node:crypto";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { typedLedgerUnits } from "~/features/currency";
import type { Order } from "~/features/orders";
import { orderRowLine } from "~/features/credit";
import { CREDIT_DONE_TEXT, type AdminOrderCredit, type CreditFormRefusal } from "~/features/admin/orders/credit-view";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { entriesOfOrder } from "~/server/credit/store.server";
import { creditFacts, issueCredit } from "~/server/credit/credit-from-order.server";

/** What the order page shows of store credit for an order. */
export async function orderCreditView(db: Db, order: Order, now = new Date()): Promise<AdminOrderCredit> {
  const [facts, entries] = await Promise.all([creditFacts(db, order, now), entriesOfOrder(db, order.reference)]);
  return {
    formKey: randomBytes(16).toString("hex"),
    currency: order.currency,
    creditable: facts.creditable,
    issued: facts.issued,
    proposedFee: facts.proposedFee,
    now: lagosDateTimeOf(now).slice(0, 16),
    checks: facts.checks,
    entries: entries.map((e) => ({
      last4: e.last4,
      ...orderRowLine(e),
      who: e.who,
      why: e.why,
      at: e.createdAt.toISOString(),
    })),
  };
}

export const creditDoneText = (done: string | null) =>
  done && Object.hasOwn(CREDIT_DONE_TEXT, done) ? CREDIT_DONE_TEXT[done as keyof typeof CREDIT_DONE_TEXT] : null;

/** Runs the owner's "Turn into store credit" form. */
export async function runCreditForm(
  db: Db,
  env: Env,
  order: Order,
  fields: Iterable<[string, FormDataEntryValue]>,
): Promise<{ ok: true; done: keyof typeof CREDIT_DONE_TEXT } | { ok: false; refusal: CreditFormRefusal }> {
  const form = Object.fromEntries([...fields].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const values = {
    amount: form.amount ?? "",
    fee: form.fee ?? "",
    reason: form.reason ?? "",
    override: form.override ?? "",
    contactedAt: form.contactedAt ?? "",
  };
  // The form asks in the order's currency: whole naira, or dollars and cents kept as cents.
  const amount = typedLedgerUnits(values.amount, order.currency);
  const fee = typedLedgerUnits(values.fee, order.currency);
  if (amount === undefined || fee === undefined) {
    const errors = {
      ...(amount === undefined ? { amount: "Enter the amount in US dollars and cents, like 120.50." } : {}),
      ...(fee === undefined ? { fee: "Enter the handling fee in US dollars and cents, like 12.50 (0 for none)." } : {}),
    };
    return { ok: false, refusal: { values, errors } };
  }
  const result = await issueCredit(
    db,
    order.reference,
    { ...values, amount, fee, key: form.key ?? "" },
    { who: "owner", siteUrl: env.SITE_URL },
  );
  if (result.kind === "issued") return { ok: true, done: "credit-issued" };
  if (result.kind === "replayed") return { ok: true, done: "credit-again" };
  const errors = result.kind === "refused" ? result.errors : { amount: "The order was not found." };
  return { ok: false, refusal: { values, errors } };
}
