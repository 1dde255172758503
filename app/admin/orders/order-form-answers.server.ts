import { data, redirect } from "react-router";
import { isOrderReference } from "~/features/checkout/reference";
import type { Db } from "~/server/db/db.server";
import { findOrder } from "~/server/orders/store/index.server";
import type { OrderFormRefusal } from "./order-forms";

/** The order at the page's address, or the 404 page. */
export async function orderOr404(db: Db, reference: string) {
  const order = isOrderReference(reference) ? await findOrder(db, reference) : undefined;
  if (!order) throw data("Not Found", { status: 404, statusText: "Not Found" });
  return order;
}

/** A refused form: the whole page again, with why beside that form. */
export const refused = (refusal: OrderFormRefusal, status: number) => data(refusal, { status });

/** A form done: back to the page (so a reload posts nothing), saying what was done. */
export const backToOrder = (reference: string, done: string) =>
  redirect(`/admin/orders/${reference}?done=${done}`, 303);
