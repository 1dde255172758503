// The courier she chose at the checkout, as her order is placed: her offer found again for her
// parcel before the order is priced (kept with the order by keepCourierChoice).
import type { OrderRequest } from "~/features/checkout/order-request";
import { carriedByCourier, offerLabel } from "~/features/couriers";
import type { DeliveryMethod } from "~/features/delivery";
import type { Db } from "../db/db.server";
import { acceptOffer } from "./checkout-rates.server";

/** Said when the courier's offer she chose is not one the shop can find again for her parcel. */
export const COURIER_OFFER_LAPSED =
  "the courier's price for your address has lapsed or your address changed since: choose your delivery again.";

/** The courier's offer she chose, found again for her parcel; "lapsed" when it cannot be. */
export async function courierOf(db: Db, order: OrderRequest) {
  if (!order.courierOffer || !carriedByCourier(order.delivery as DeliveryMethod)) return undefined;
  const offer = await acceptOffer(db, order.courierOffer, order);
  return offer ? { ...offer, label: offerLabel(offer) } : "lapsed";
}

/** The offer an order is placed with, found again (courierOf). */
export type ChosenCourier = Exclude<Awaited<ReturnType<typeof courierOf>>, "lapsed" | undefined>;
