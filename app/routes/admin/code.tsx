import { data } from "react-router";
import { DiscountCodeScreen } from "~/admin/discounts/discount-code-screen";
import { adminMeta } from "~/admin/shared/admin-meta";
import { codeView, saveCodeAction } from "~/admin/discounts/discount-pages.server";
import { requireAdmin, requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import type { Route } from "./+types/code";

export const meta = () => adminMeta("Discount code");

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await requireAdmin(request);
  const view = await codeView(db, Number(params.id));
  if (!view) throw data("No such discount code", { status: 404 });
  return view;
}

/** Saved: the list; refused: the form again as typed, a message beside each field. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  return saveCodeAction(db, request, Number(params.id));
}

export default function Screen({ loaderData: d, actionData: a }: Route.ComponentProps) {
  return (
    <DiscountCodeScreen answer={a} values={d.values} collections={d.collections} submit="Save code">
      <h1 className="text-3xl break-all sm:text-4xl">{d.code.code}</h1>
      <p className="text-sm text-ink-soft">
        Used {d.code.used}
        {d.code.totalUses === null ? "" : ` of ${d.code.totalUses}`} times. Dates and times are Lagos time.
      </p>
    </DiscountCodeScreen>
  );
}
