// A product's "Pay small small" plan, set from its page in a form of its own (intent "plan"): the
// terms only, so the product's save, its snapshots and conflict checks are untouched. The plan is
// read on the server (readPlanTerms) and stored by the pay-plans store; the checkout prices from it.
import { data, redirect } from "react-router";
import { readPlanTerms, PLAN_FIELDS, PLAN_OFFER } from "~/features/pay-plans";
import type { Db } from "~/server/db/db.server";
import { keepProductPlan } from "~/server/pay-plans/product-plans.server";
import { withDone } from "./product-done";

/** Saved (or taken off): back to the page; else the plan's form again with a message per field. */
export async function productPlanAction(db: Db, id: number, fields: URLSearchParams) {
  const page = `/admin/products/${id}`;
  const offer = fields.get(PLAN_OFFER);
  if (offer !== null && offer !== "yes")
    return data(
      { kind: "refused" as const, message: "That form could not be read. Please try again." },
      { status: 400 },
    );
  if (offer === null) {
    await keepProductPlan(db, id, null);
    return redirect(withDone(page, "plan-off", "pay-small-small"), 303);
  }
  const read = readPlanTerms((name) => fields.get(name) ?? "");
  const errors: Record<string, string> = read.ok ? {} : { ...read.errors };
  // At the checkout her order knows only its ready-by day, so a product's plan runs up to it.
  if (read.ok && read.terms.anchor !== "ready-by")
    errors[PLAN_FIELDS.anchor] = "A product's plan runs up to the ready-by day.";
  if (!read.ok || Object.keys(errors).length > 0) {
    const planValues = Object.fromEntries(
      [PLAN_OFFER, ...Object.values(PLAN_FIELDS)].map((n) => [n, fields.get(n) ?? ""]),
    );
    return data({ kind: "plan" as const, planValues, planErrors: errors }, { status: 400 });
  }
  await keepProductPlan(db, id, read.terms);
  return redirect(withDone(page, "plan-saved", "pay-small-small"), 303);
}
