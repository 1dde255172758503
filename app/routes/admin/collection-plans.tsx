import { adminMeta } from "~/admin/shared/admin-meta";
import { productDoneText } from "~/admin/products/product-done";
import { CollectionPlans } from "~/admin/products/collection-plans";
import { collectionPlanAction, collectionPlansView } from "~/admin/products/collection-plans.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/collection-plans";

export const meta = () => adminMeta("Plans on collections");

export async function loader({ request }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const url = new URL(request.url);
  return { ...(await collectionPlansView(db, url)), done: productDoneText(url.searchParams.get("done")) };
}

/** A collection's plan set, changed or taken off; see collectionPlanAction. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return collectionPlanAction(db, request);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const typed = a && "planValues" in a ? a : null;
  return (
    <CollectionPlans
      collections={d.collections}
      chosen={
        d.chosen && { ...d.chosen, values: typed?.planValues ?? d.chosen.values, errors: typed?.planErrors ?? {} }
      }
      done={a ? null : d.done}
      refused={a && "message" in a ? a.message : null}
    />
  );
}
