import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { runCreditForm } from "~/admin/orders/order-credit.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { auditMoney } from "~/admin/sign-in/money-audit.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/order-credit";

export { default, loader, meta } from "./order";

/**
 * "Turn into store credit": first what it would do, to confirm; confirmed and issued, back to the
 * order; refused, the order with why beside the form.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, person } = await requireAdminActor(request);
  const order = await orderOr404(db, params.reference);
  const audit = await auditMoney(db, request, person, order);
  const form = await readAdminForm(request, { multiLine: ["reason", "override"] });
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const credit = await runCreditForm(db, (await getServices()).env, order, form.fields);
  if (!credit.ok) return refused({ form: "credit", credit: credit.refusal }, credit.status);
  await audit.record("credit");
  return backToOrder(order.reference, credit.done);
}
