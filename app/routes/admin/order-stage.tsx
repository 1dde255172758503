import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { parseAdminAction, runAdminAction } from "~/admin/orders/order-actions.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { guardedActsOf } from "~/admin/people/roles";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/order-stage";

export { default, loader, meta } from "./order";

/**
 * The next steps and the notes and changes: a move on, a payment check, a note, cancel, mark
 * refunded. Cancelling an order that took money and marking one refunded are the owner's alone: a
 * shop hand's is refused with a 403 in words, and recorded as refused.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdminActor(request);
  const { db } = actor;
  const order = await orderOr404(db, params.reference);
  const form = await readAdminForm(request, { multiLine: ["note", "reason"] });
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const parsed = parseAdminAction(form.fields);
  if (!parsed.ok) return refused({ form: "stage", intent: parsed.intent, message: parsed.error }, 400);
  const outcome = await runAdminAction(await getServices(), order, parsed.action, guardedActsOf(actor.person.role));
  if (!outcome.ok && outcome.act) return actor.refuse(outcome.act);
  if (!outcome.ok) return refused({ form: "stage", intent: outcome.intent, message: outcome.error }, 409);
  return backToOrder(order.reference, outcome.done);
}
