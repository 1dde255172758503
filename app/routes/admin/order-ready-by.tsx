import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminAction } from "~/admin/sign-in/admin-auth.server";
import { setReadyByHand } from "~/server/orders/ready-by-hand.server";
import type { Route } from "./+types/order-ready-by";

export { default, loader, meta } from "./order";

/** The ready day set by hand: a working day from today on, or refused in words with nothing changed. */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await requireAdminAction(request);
  const order = await orderOr404(db, params.reference);
  const form = await readAdminForm(request);
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const set = await setReadyByHand(db, order.reference, (form.fields.get("readyBy") ?? "").trim());
  if (!set.ok) return refused({ form: "ready-by", message: set.message }, 400);
  return backToOrder(order.reference, "ready-by");
}
