import { DiscountCodeScreen } from "~/admin/discounts/discount-code-screen";
import { adminMeta } from "~/admin/shared/admin-meta";
import { newCodeView, saveCodeAction } from "~/admin/discounts/discount-pages.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/code-new";

export const meta = () => adminMeta("New discount code");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return newCodeView();
}

/** Created: the list; refused: the form again as typed, a message beside each field. */
export async function action({ request }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return saveCodeAction(db, request, undefined);
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  return (
    <DiscountCodeScreen answer={a} values={d.values} collections={d.collections} submit="Create code">
      <h1 className="text-3xl sm:text-4xl">New discount code</h1>
      <p className="text-sm text-ink-soft">Dates and times are Lagos time.</p>
    </DiscountCodeScreen>
  );
}
