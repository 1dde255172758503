import { checkNeededBy, type NeededByCheck } from "./needed-by";
import { zoneOfCountry, type AbroadFees } from "./parcel";
import { deliveryOptions, type DeliveryMethod, type DeliveryOption } from "./places";
import { canExpress, expressFee, type Piece } from "./production";
import { promise, type Promised } from "./promise";
import type { Schedule } from "./promise";
import type { IsoDate } from "./working-days";

/** What the shopper chose at the checkout. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  /** In the atelier's state, the area picked from its list, which prices the delivery; '' for none. */
  area?: string;
  express: boolean;
  /** The day she needs the order by, or '' for none. */
  neededBy: IsoDate | "";
}

export interface Quote {
  /** Every way to reach her place: pickup alone until the country is known. */
  options: DeliveryOption[];
  /** The chosen option, or undefined when it does not serve her place. */
  delivery: DeliveryOption | undefined;
  canExpress: boolean;
  /** Made-to-order pieces that express could speed up, but no early week has express room left. */
  expressFull: boolean;
  /** Express as it applies: only with made-to-order pieces. */
  express: boolean;
  /** Whole naira. */
  itemsTotal: number;
  deliveryFee: number;
  expressFee: number;
  /** items + delivery + express, whole naira. */
  total: number;
  promised: Promised;
  neededBy: NeededByCheck | undefined;
  /** Abroad, why her parcel cannot be sent to her zone (no weight, no rate that heavy). */
  abroadRefused: string | undefined;
}

/**
 * Prices an order's delivery and express and says when it will be ready: from the settings, and
 * the `schedule` the atelier's queue and closed days give an order of these pieces today.
 */
export function quoteOrder(
  pieces: readonly Piece[],
  place: {
    countryCode: string;
    state: string;
    area?: string;
    abroad?: AbroadFees;
    /** A courier's live offer she chose: it prices and dates her delivery in place of the zone table. */
    courier?: Pick<DeliveryOption, "fee" | "days"> & { label?: string };
  },
  choice: DeliveryChoice,
  today: IsoDate,
  schedule: Schedule,
): Quote {
  const options = deliveryOptions(place.countryCode, place.state, place.area, place.abroad).map((o) =>
    o.method === choice.method && place.courier ? { ...o, ...place.courier } : o,
  );
  const delivery = options.find((o) => o.method === choice.method);
  const made = canExpress(pieces);
  const expressible = made && schedule.express !== null;
  const express = expressible && choice.express;
  const itemsTotal = pieces.reduce((sum, p) => sum + p.lineTotal, 0);
  const deliveryFee = delivery?.fee ?? 0;
  const supplement = express ? expressFee(pieces) : 0;
  const travel = delivery?.days ?? { min: 0, max: 0 };
  const closed = new Set(schedule.closed);
  const promised = promise((express && schedule.express) || schedule.standard, travel, closed);
  const withExpress =
    schedule.express && expressible && !express ? promise(schedule.express, travel, closed) : undefined;
  const abroadFee =
    place.countryCode && place.countryCode !== "NG" ? place.abroad?.[zoneOfCountry(place.countryCode)] : undefined;
  return {
    abroadRefused: abroadFee && "refused" in abroadFee ? abroadFee.refused : undefined,
    options,
    delivery,
    canExpress: expressible,
    expressFull: made && !expressible,
    express,
    itemsTotal,
    deliveryFee,
    expressFee: supplement,
    total: itemsTotal + deliveryFee + supplement,
    promised,
    neededBy: choice.neededBy
      ? checkNeededBy(choice.neededBy, today, promised, { pickup: choice.method === "pickup", withExpress })
      : undefined,
  };
}
