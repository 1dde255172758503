import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { bookParcel } from "~/server/couriers/book.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/order-courier";

export { default, loader, meta } from "./order";

/** POST /admin/orders/{reference}/courier: the parcel booked once with the cheapest courier; refused in words. */
export async function action({ request, params }: Route.ActionArgs) {
  const { db } = await requireAdminActor(request);
  const order = await orderOr404(db, params.reference);
  const form = await readAdminForm(request);
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const booked = await bookParcel({ db, env: (await getServices()).env }, order.reference);
  if (!booked.ok) return refused({ form: "stage", intent: "courier", message: booked.error }, 409);
  return backToOrder(order.reference, "courier");
}
