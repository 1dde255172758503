import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { runMoveForm } from "~/admin/orders/order-move.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { adminActor, requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { auditMoney } from "~/admin/sign-in/money-audit.server";
import type { Route } from "./+types/order-move";

export { default, loader, meta } from "./order";

/** "Move the payment" of a cancelled order to another of hers. */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const order = await orderOr404(db, params.reference);
  const audit = await auditMoney(db, request, person, order);
  const form = await readAdminForm(request);
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const moved = await runMoveForm(db, order, form.fields, adminActor(request));
  if (!moved.ok) return refused({ form: "move", move: moved.refusal }, 400);
  await audit.record("moved payment");
  return backToOrder(order.reference, moved.done);
}
