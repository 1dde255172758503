import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { runRefundForm } from "~/admin/orders/order-refunds.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { auditMoney } from "~/admin/sign-in/money-audit.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/order-refund";

export { default, loader, meta } from "./order";

/** "Refund through Paystack", and "Try this refund again" for an unsent one (its intent). */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const order = await orderOr404(db, params.reference);
  const audit = await auditMoney(db, request, person, order);
  const form = await readAdminForm(request, { multiLine: ["reason"] });
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const refund = await runRefundForm(db, (await getServices()).env, order, form.fields);
  if (!refund.ok) return refused({ form: "refund", intent: refund.intent, message: refund.message }, 400);
  await audit.record("refund");
  return backToOrder(order.reference, refund.done);
}
