import { useState } from "react";
import { lagosToday } from "~/lib/lagos-clock";
import type { CartLine } from "~/features/cart";
import { needsArea, quoteOrder, type AbroadFees, type DeliveryChoice, type Schedule } from "~/features/delivery";
import { orderCurrency } from "~/features/currency";
import { quoteInDollars, type DollarTerms } from "~/features/dollars";
import { countryCode } from "../countries";
import { quoteInKobo } from "../pricing";
import { carriedByCourier, type CourierOffer } from "~/features/couriers";

const NO_CHOICE: DeliveryChoice = { method: "pickup", area: "", express: false, neededBy: "" };

export type CourierChoice = { offers: readonly CourierOffer[]; chosen: string };
const NO_OFFERS: CourierChoice = { offers: [], chosen: "" };

/**
 * The shopper's delivery, express and needed-by choices, priced for her place as she types. Pickup
 * until she picks otherwise, and again when her new place is not served by the method she had;
 * after a refused form, what she had chosen. Its dates come from the server's `schedule` (the
 * atelier's queue and closed days) for the cart's pieces, its fees abroad from the server's
 * `abroad` (the cart's parcel priced to each zone). Abroad, with the owner's `dollars` terms, every
 * figure is in US dollars (cents), as the order will be placed.
 */
export function useDeliveryChoice(
  items: readonly CartLine[],
  country: string,
  state: string,
  { schedule, abroad, dollars }: { schedule: Schedule; abroad: AbroadFees | undefined; dollars?: DollarTerms },
  chosen: DeliveryChoice = NO_CHOICE,
  offered: CourierChoice = NO_OFFERS,
) {
  const [choice, setChoice] = useState<DeliveryChoice>(chosen);
  // The couriers' live offers for her address (courier-offers.tsx) and the one she chose.
  const [courier, setCourier] = useState<CourierChoice>(offered);
  const offer = carriedByCourier(choice.method) ? courier.offers.find((o) => o.id === courier.chosen) : undefined;
  const today = lagosToday();
  const pieces = items.map((line) => ({ madeToOrder: line.product.madeToOrder, lineTotal: line.itemTotal }));
  const place = {
    countryCode: countryCode(country),
    state,
    area: choice.area,
    abroad,
    // Its fee and days; the option keeps its own name (the offers below name the courier).
    courier: offer,
  };
  const first = quoteOrder(pieces, place, choice, today, schedule);
  const inNaira = first.delivery ? first : quoteOrder(pieces, place, { ...choice, method: "pickup" }, today, schedule);
  const currency = orderCurrency(place.countryCode, Boolean(dollars));
  const quote = currency === "USD" && dollars ? quoteInDollars(inNaira, items, dollars) : quoteInKobo(inNaira);
  const areaNeeded = needsArea(place.countryCode, state);
  return {
    today,
    quote,
    /** What the order is placed with. */
    choice: {
      method: quote.delivery?.method ?? "pickup",
      area: areaNeeded ? (choice.area ?? "") : "",
      express: quote.express,
      neededBy: choice.neededBy,
    },
    /** What she pays in: US dollars abroad once the owner allows them, else naira. */
    currency,
    /** Her country's code: abroad, the server's duties note for it is shown. */
    countryCode: place.countryCode,
    /** Whether she picks her area for a delivery (the atelier's state: the area prices it). */
    areaNeeded,
    /** Delivery can be priced once the country, and its state where it has states, are known. */
    placeKnown: place.countryCode !== "" && state !== "",
    courier,
    setCourier,
    change: (patch: Partial<DeliveryChoice>) => setChoice((c) => ({ ...c, ...patch })),
    reset: () => setChoice(NO_CHOICE),
  };
}

export type DeliveryState = ReturnType<typeof useDeliveryChoice>;
