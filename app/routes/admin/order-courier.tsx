import { backToOrder, orderOr404, refused } from "~/admin/orders/order-form-answers.server";
import { readAdminForm } from "~/admin/shared/admin-form.server";
import { requireAdminActor } from "~/admin/sign-in/admin-auth.server";
import { bookParcel } from "~/server/couriers/book.server";
import { getServices } from "~/server/services.server";
import { pickupDayOf } from "~/features/couriers";
import { lagosToday } from "~/lib/lagos-clock";
import type { Route } from "./+types/order-courier";

export { default, loader, meta } from "./order";

/** POST /admin/orders/{reference}/courier: the parcel booked once with her courier (else the cheapest) for the day chosen; refused in words. */
export async function action({ request, params }: Route.ActionArgs) {
  const { db } = await requireAdminActor(request);
  const order = await orderOr404(db, params.reference);
  const form = await readAdminForm(request);
  if (!form.ok) return refused({ form: "body", message: form.message }, form.status);
  const pickup = pickupDayOf(form.fields.get("pickupOn") ?? "", lagosToday());
  if (!pickup.ok) return refused({ form: "stage", intent: "courier", message: pickup.message }, 400);
  const booked = await bookParcel({ db, env: (await getServices()).env }, order.reference, pickup.day);
  if (!booked.ok) return refused({ form: "stage", intent: "courier", message: booked.error }, 409);
  return backToOrder(order.reference, "courier");
}
