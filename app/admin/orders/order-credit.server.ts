import { randomBytes } from "node:crypto";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { formatMoney } from "~/features/currency";
import type { Order } from "~/features/orders";
import { orderRowLine } from "~/features/credit";
import { CREDIT_DONE_TEXT, type AdminOrderCredit, type CreditFormRefusal } from "~/admin/orders/credit-view";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { entriesOfOrder } from "~/server/credit/store.server";
import { creditFacts, issueCredit, previewCredit } from "~/server/credit/credit-from-order.server";

/** What the order page shows of store credit for an order. */
export async function orderCreditView(db: Db, order: Order, now = new Date()): Promise<AdminOrderCredit> {
  const [facts, entries] = await Promise.all([creditFacts(db, order, now), entriesOfOrder(db, order.reference)]);
  return {
    formKey: randomBytes(16).toString("hex"),
    currency: order.currency,
    creditable: facts.creditable,
    issued: facts.issued,
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

type CreditFormAnswer =
  { ok: true; done: keyof typeof CREDIT_DONE_TEXT } | { ok: false; refusal: CreditFormRefusal; status: 200 | 400 };

/**
 * Runs the owner's "Turn into store credit" form in two steps: posted, it is read and answered
 * with what it would do (the credit, the fee, what the order then owes) and a Confirm button that
 * posts it again (`step=confirm`), which issues it; `step=change` gives the form back as typed.
 */
export async function runCreditForm(
  db: Db,
  env: Env,
  order: Order,
  fields: Iterable<[string, FormDataEntryValue]>,
): Promise<CreditFormAnswer> {
  const form = Object.fromEntries([...fields].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const values = {
    amount: form.amount ?? "",
    fee: form.fee ?? "",
    reason: form.reason ?? "",
    override: form.override ?? "",
    contactedAt: form.contactedAt ?? "",
  };
  const ask = { ...values, key: form.key ?? "" };
  if (form.step === "change") return { ok: false, refusal: { values, errors: {} }, status: 200 };
  if (form.step !== "confirm") {
    const checked = await previewCredit(db, order.reference, ask);
    if (checked.kind !== "preview") return refusedWith(values, checked);
    const { preview } = checked;
    const detail = `${formatMoney(preview.amount)} less a ${formatMoney(preview.fee)} handling fee. The order then reads: ${preview.thenWords}.`;
    return {
      ok: false,
      refusal: { values, errors: {}, confirm: { key: ask.key, sentence: preview.sentence, detail } },
      status: 200,
    };
  }
  const result = await issueCredit(db, order.reference, ask, { who: "owner", siteUrl: env.SITE_URL });
  if (result.kind === "issued") return { ok: true, done: "credit-issued" };
  if (result.kind === "replayed") return { ok: true, done: "credit-again" };
  return refusedWith(values, result);
}

const refusedWith = (
  values: CreditFormRefusal["values"],
  result: { kind: "refused"; errors: CreditFormRefusal["errors"] } | { kind: "not-found" },
): CreditFormAnswer => ({
  ok: false,
  refusal: { values, errors: result.kind === "refused" ? result.errors : { amount: "The order was not found." } },
  status: 400,
});
