// The collections' "Pay small small" plans (docs/decisions/302-a-collections-plan-and-a-hold-kept-till-paid.md):
// the owner sets, changes or takes off each collection's plan, read as a product's plan form is
// (readOfferedPlan); the checkout offers it on the collection's pieces without a plan of their own.
import { data, redirect } from "react-router";
import { collectionSlugs } from "~/config/collections";
import { planFormValues } from "~/features/pay-plans";
import type { Db } from "~/server/db/db.server";
import { collectionPlans, keepCollectionPlan } from "~/server/pay-plans/product-plans.server";
import { readAdminForm } from "../shared/admin-form.server";
import { collectionChoices } from "./product-list.server";
import { withDone } from "./product-done";
import { readOfferedPlan } from "./product-plan.server";
import { offeredPlanWords } from "./collection-plan-words";

const COLLECTION_PLANS_PAGE = "/admin/products/plans";

const isCollection = (slug: string | null): slug is string =>
  slug !== null && (collectionSlugs as readonly string[]).includes(slug);

/** Each collection with its plan in words, and the chosen one's form values (`?collection=`). */
export async function collectionPlansView(db: Db, url: URL) {
  const plans = await collectionPlans(db);
  const asked = url.searchParams.get("collection");
  const chosen = isCollection(asked) ? asked : null;
  return {
    collections: collectionChoices().map((c) => {
      const terms = plans.get(c.slug);
      return { slug: c.slug, name: c.name, plan: terms ? offeredPlanWords(terms) : null };
    }),
    chosen: chosen === null ? null : { slug: chosen, values: planFormValues(plans.get(chosen)) },
  };
}

/** Set or taken off: back to the list, saying so; else the form again with a message per field. */
export async function collectionPlanAction(db: Db, request: Request) {
  const form = await readAdminForm(request);
  if (!form.ok) return data({ kind: "refused" as const, message: form.message }, { status: form.status });
  const collection = form.fields.get("collection");
  if (!isCollection(collection))
    return data({ kind: "refused" as const, message: "Choose one of the shop's collections." }, { status: 400 });
  const read = readOfferedPlan(form.fields, "A collection");
  if ("answer" in read) return read.answer;
  await keepCollectionPlan(db, collection, read.terms);
  return redirect(withDone(COLLECTION_PLANS_PAGE, read.terms ? "collection-plan-saved" : "collection-plan-off"), 303);
}
