// The couriers' live offers at the checkout: which deliveries a courier carries, and the cheapest
// and the fastest of the aggregator's rates as the shopper sees them (docs/decisions/298).
import type { Days } from "~/config/delivery";
import { nairaOf } from "~/features/currency";
import type { DeliveryMethod } from "~/features/delivery";

/** The ways a courier carries: the rest of the atelier's state and of Nigeria (pickup and the rider are the atelier's own, DHL goes abroad). */
const COURIER_METHODS: readonly DeliveryMethod[] = ["rivers", "nigeria"];

export const carriedByCourier = (method: DeliveryMethod) => COURIER_METHODS.includes(method);

/** One courier's offer as she chooses it: its fee in whole naira (the courier's cost rounded up) and days. */
export interface CourierOffer {
  /** `<quote>.<service code>`: what the form posts; the shop finds the fee again from it. */
  id: string;
  courier: string;
  fee: number;
  days: Days;
  /** Why it is offered: the cheapest, the fastest, or both. */
  kinds: readonly ("cheapest" | "fastest")[];
}

/** A rate as the adapter reads it (kobo, the courier's own words for when). */
export interface LiveRate {
  serviceCode: string;
  courierName: string;
  costKobo: number;
  eta: string;
}

/** Working days in a courier's words ("2-3 days", "Next day", "Within 24 hours"), or undefined when unreadable. */
export function etaDays(eta: string): Days | undefined {
  const words = eta.toLowerCase();
  if (/same day|today/.test(words)) return { min: 0, max: 0 };
  if (/next day|24 ?h/.test(words)) return { min: 1, max: 1 };
  const range = /(\d+)\s*(?:-|–|to)\s*(\d+)/.exec(words);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const one = /(\d+)\s*(?:working )?(day|hour)/.exec(words);
  if (!one) return undefined;
  const n = one[2] === "hour" ? Math.ceil(Number(one[1]) / 24) : Number(one[1]);
  return { min: n, max: n };
}

/**
 * The cheapest and the fastest (soonest at the latest, then cheaper) of a quote's rates whose days
 * can be read; one offer when they are the same. Empty when none can be offered.
 */
export function offersToShow(quoteId: string, rates: readonly LiveRate[]): CourierOffer[] {
  const readable = rates.flatMap((r) => {
    const days = etaDays(r.eta);
    return days ? [{ ...r, days }] : [];
  });
  if (readable.length === 0) return [];
  const cheapest = readable.reduce((a, b) => (b.costKobo < a.costKobo ? b : a));
  const fastest = readable.reduce((a, b) =>
    b.days.max < a.days.max || (b.days.max === a.days.max && b.costKobo < a.costKobo) ? b : a,
  );
  const offer = (r: (typeof readable)[number], kinds: CourierOffer["kinds"]): CourierOffer => ({
    id: `${quoteId}.${r.serviceCode}`,
    courier: r.courierName,
    fee: Math.ceil(nairaOf(r.costKobo)),
    // The shop promises whole working days: a same-day courier is promised as one.
    days: { min: Math.max(1, r.days.min), max: Math.max(1, r.days.max) },
    kinds,
  });
  if (cheapest === fastest) return [offer(cheapest, ["cheapest", "fastest"])];
  return [offer(cheapest, ["cheapest"]), offer(fastest, ["fastest"])];
}

/** The label the order keeps for its delivery: "Courier: Kwik (fastest)". */
export const offerLabel = (o: Pick<CourierOffer, "courier" | "kinds">) =>
  `Courier: ${o.courier} (${o.kinds.join(" and ")})`;

/** An offer's id as posted: a quote's id, a dot, a service code. */
export const OFFER_ID = /^([0-9a-f]{32})\.([a-z0-9_-]{1,64})$/i;
