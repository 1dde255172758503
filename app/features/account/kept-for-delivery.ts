import { isIsoDate } from "~/features/delivery";
import type { Order, OrderState } from "~/features/orders";
import { formatDay } from "~/lib/lagos-clock";

// "Delete my data" with an order on its way (docs/decisions/292-kept-until-it-reaches-her.md): the
// order keeps what it needs to reach her until it is delivered or collected, then that is erased
// too. The rules and her words, free of I/O.

/** The states of an order still to reach her (awaiting its money, paid, being made or on the road). */
export const ON_ITS_WAY: readonly OrderState[] = [
  "pending",
  "paid",
  "review",
  "in_production",
  "ready",
  "shipped",
  "partially_refunded",
  "disputed",
];

/** Whether an order in `status` still keeps what it needs to reach her. */
export const stillOnItsWay = (status: OrderState): boolean => ON_ITS_WAY.includes(status);

/** An order that keeps her delivery facts, as her page tells it. */
export interface KeptOrder {
  reference: string;
  /** Delivered to an address, or collected at the atelier (no address kept). */
  for: "delivery" | "collection";
  /** The Lagos day (YYYY-MM-DD) it is due to reach her or be ready to collect, or null. */
  dueBy: string | null;
  /** Still awaiting its payment: erased sooner if the payment never comes. */
  unpaid: boolean;
  /** A gift: the recipient's name and phone are kept too. */
  gift: boolean;
}

/**
 * What an order keeps when she deletes her data: null for an order that has reached her or ended
 * (delivered, collected, cancelled, refunded in full, expired unpaid), and for a gift card or an
 * appointment's fee, which nobody delivers.
 */
export function keptForDelivery(
  order: Pick<Order, "reference" | "status" | "delivery" | "gift" | "giftCard" | "appointment">,
): KeptOrder | null {
  if (order.giftCard || order.appointment || !stillOnItsWay(order.status)) return null;
  const collection = order.delivery.method === "pickup";
  return {
    reference: order.reference,
    for: collection ? "collection" : "delivery",
    dueBy: collection ? order.delivery.readyBy : (order.delivery.deliverBy ?? order.delivery.readyBy),
    unpaid: order.status === "pending",
    gift: order.gift !== undefined,
  };
}

/** What she is told leads the list, before she confirms and after. */
export const KEPT_LEAD = "Orders on their way to you keep what they need to reach you, then we erase it:";
/** What she is told follows the list. */
export const KEPT_END = "If one of them is cancelled or refunded in full, we erase it then.";

/** One order's line: "Order HZL-… keeps your name, phone, email and delivery address until it is delivered (due by …), then we erase them." */
export function keptWords(k: KeptOrder): string {
  const yours = k.for === "delivery" ? "your name, phone, email and delivery address" : "your name, phone and email";
  const what = k.gift ? `${yours}, and your recipient's name and phone,` : yours;
  const until = k.for === "delivery" ? "until it is delivered" : "until it is collected";
  const due = k.dueBy ? ` (${k.for === "delivery" ? "due" : "ready"} by ${formatDay(k.dueBy)})` : "";
  const sooner = k.unpaid ? "; sooner if it is never paid" : "";
  return `Order ${k.reference} keeps ${what} ${until}${due}, then we erase them${sooner}.`;
}

// The kept orders travel to her confirmation in its address (she is signed out by then): each one
// "reference.for.dueBy.flags", read back strictly, so a made-up address can say nothing else.
const REFERENCE = /^HZL-[2-9A-HJ-NP-Z]{12}$/;
/** More than any shopper has on the way at once; the address stays short. */
const KEPT_MAX = 20;

/** Her kept orders for the confirmation's address. */
export function keptParam(kept: readonly KeptOrder[]): string {
  return kept
    .slice(0, KEPT_MAX)
    .map((k) => [k.reference, k.for, k.dueBy ?? "", `${k.unpaid ? "u" : ""}${k.gift ? "g" : ""}`].join("."))
    .join(",");
}

/** The kept orders an address names; anything not in their form is left out. */
export function readKeptParam(raw: string | null): KeptOrder[] {
  if (!raw) return [];
  return raw
    .split(",")
    .slice(0, KEPT_MAX)
    .flatMap((entry): KeptOrder[] => {
      const [reference = "", kind = "", dueBy = "", flags = "", ...rest] = entry.split(".");
      if (rest.length > 0 || !REFERENCE.test(reference) || (kind !== "delivery" && kind !== "collection")) return [];
      if ((dueBy !== "" && !isIsoDate(dueBy)) || !/^u?g?$/.test(flags)) return [];
      return [{ reference, for: kind, dueBy: dueBy || null, unpaid: flags.includes("u"), gift: flags.includes("g") }];
    });
}
