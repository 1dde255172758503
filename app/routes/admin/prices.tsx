import { adminMeta } from "~/admin/shared/admin-meta";
import { PricesScreen } from "~/admin/prices/prices-screen";
import { appliedText, type PricesActionData } from "~/admin/prices/prices-view";
import { adminActor, requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { pricesAction } from "~/admin/prices/prices-actions.server";
import { collectionChoices } from "~/admin/products/product-list.server";
import type { Route } from "./+types/prices";

export const meta = () => adminMeta("Prices in bulk");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { collections: collectionChoices(), done: appliedText(new URL(request.url).searchParams) };
}

/** Preview a prices file or a collection's raise, or apply a preview; see pricesAction. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return pricesAction(db, request, adminActor(request));
}

export default function Screen({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PricesScreen
      collections={loaderData.collections}
      done={actionData ? null : loaderData.done}
      answer={actionData as PricesActionData | undefined}
    />
  );
}
