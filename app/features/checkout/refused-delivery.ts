import { DELIVERY_METHODS, isIsoDate, type DeliveryChoice, type DeliveryMethod } from "~/features/delivery";
import type { PostedCheckout } from "./checkout-form";

/**
 * The delivery choice a refused form posted without a script, for the page to show again as she
 * left it: a method or day the shop does not know is left out (pickup, no day), as the page starts.
 */
export function postedDeliveryChoice(
  body: Pick<PostedCheckout["body"], "delivery" | "area" | "express" | "neededBy">,
): DeliveryChoice {
  const method = (DELIVERY_METHODS as readonly string[]).includes(body.delivery)
    ? (body.delivery as DeliveryMethod)
    : "pickup";
  return {
    method,
    area: body.area,
    express: body.express,
    neededBy: isIsoDate(body.neededBy) ? body.neededBy : "",
  };
}
