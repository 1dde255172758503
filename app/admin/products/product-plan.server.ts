// A product's "Pay small small" plan, set from its page in a form of its own (intent "plan"): the
// terms only, so the product's save, its snapshots and conflict checks are untouched. The plan is
// read on the server (readPlanTerms) and stored by the pay-plans store; the checkout prices from it.
// The collections' plans page reads its form the same way (readOfferedPlan).
import { data, redirect } from "react-router";
import { readPlanTerms, PLAN_FIELDS, PLAN_OFFER, type PlanTerms } from "~/features/pay-plans";
import type { Db } from "~/server/db/db.server";
import { keepProductPlan } from "~/server/pay-plans/product-plans.server";
import { withDone } from "./product-done";

/**
 * A plan's form as posted: its terms, or `null` when its box is not ticked (no plan), or the
 * answer to send back (the form again with a message per field, or refused). At the checkout her
 * order knows only its ready-by day, so an offered plan runs up to it.
 */
export function readOfferedPlan(fields: URLSearchParams, whose: "A product" | "A collection") {
  const offer = fields.get(PLAN_OFFER);
  if (offer !== null && offer !== "yes")
    return {
      answer: data(
        { kind: "refused" as const, message: "That form could not be read. Please try again." },
        { status: 400 },
      ),
    };
  if (offer === null) return { terms: null };
  const read = readPlanTerms((name) => fields.get(name) ?? "");
  const errors: Record<string, string> = read.ok ? {} : { ...read.errors };
  if (read.ok && read.terms.anchor !== "ready-by")
    errors[PLAN_FIELDS.anchor] = `${whose}'s plan runs up to the ready-by day.`;
  if (!read.ok || Object.keys(errors).length > 0) {
    const planValues = Object.fromEntries(
      [PLAN_OFFER, ...Object.values(PLAN_FIELDS)].map((n) => [n, fields.get(n) ?? ""]),
    );
    return { answer: data({ kind: "plan" as const, planValues, planErrors: errors }, { status: 400 }) };
  }
  return { terms: read.terms as PlanTerms };
}

/** Saved (or taken off): back to the page; else the plan's form again with a message per field. */
export async function productPlanAction(db: Db, id: number, fields: URLSearchParams) {
  const page = `/admin/products/${id}`;
  const read = readOfferedPlan(fields, "A product");
  if ("answer" in read) return read.answer;
  await keepProductPlan(db, id, read.terms);
  return redirect(withDone(page, read.terms ? "plan-saved" : "plan-off", "pay-small-small"), 303);
}
