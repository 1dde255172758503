import {
  abroadRegions,
  HOME_STATE,
  HOME_STATE_AREAS,
  RIDER_AREAS,
  nigeriaZones,
  pickup,
  portHarcourt,
  restOfRivers,
  type Days,
} from "~/config/delivery";
import { kilosText, zoneOfCountry, type AbroadFees } from "./parcel";

export type DeliveryMethod = "pickup" | "port-harcourt" | "rivers" | "nigeria" | "abroad";
export const DELIVERY_METHODS: readonly DeliveryMethod[] = ["pickup", "port-harcourt", "rivers", "nigeria", "abroad"];

/** One way an order can reach the shopper, priced for her place. */
export interface DeliveryOption {
  method: DeliveryMethod;
  /** Where the fee comes from: 'atelier', 'port-harcourt', 'rivers', a Nigerian zone or a region abroad. */
  zone: string;
  label: string;
  /** Whole naira. */
  fee: number;
  /** Working days from dispatch. */
  days: Days;
}

const NIGERIA = "NG";

const zoneOfState = new Map(
  Object.entries(nigeriaZones).flatMap(([zone, z]) => z.states.map((state) => [state, zone] as const)),
);

const option = (
  method: DeliveryMethod,
  zone: string,
  rate: { label: string; fee: number; days: Days },
): DeliveryOption => ({
  method,
  zone,
  label: rate.label,
  fee: rate.fee,
  days: rate.days,
});

/** Whether a place's delivery is priced by the area she picks in it (the atelier's state). */
export const needsArea = (countryCode: string, state: string) => countryCode === NIGERIA && state === HOME_STATE;

/** Whether a text is one of the home state's areas. */
export const isHomeStateArea = (area: string): area is (typeof HOME_STATE_AREAS)[number] =>
  (HOME_STATE_AREAS as readonly string[]).includes(area);

/** An area's rate, its name after the label: the rider goes, and the courier is paid, for that area. */
const inArea = (rate: typeof portHarcourt | typeof restOfRivers, area: string) => ({
  ...rate,
  label: `${rate.label} (${area})`,
});

/**
 * The ways an order can reach a place (ISO country code, the state as the checkout names it and,
 * in the atelier's state, the area picked from HOME_STATE_AREAS): pickup at the atelier always,
 * then delivery priced by area, state zone or region abroad. In the atelier's state, the area
 * decides: the rider for the city's areas, the courier for the others, nothing but pickup until
 * an area is picked; a shopper never claims a zone (docs/decisions/232-the-rider-goes-where-the-shopper-picks.md).
 * Nothing but pickup for a Nigerian state the zone table does not know. Abroad, `abroad` is the
 * fee of this order's parcel to each DHL zone (parcel.ts); without it, the zone's flat fee. A zone
 * the parcel cannot be priced for offers pickup alone (its words are in `abroad`).
 */
export function deliveryOptions(countryCode: string, state: string, area = "", abroad?: AbroadFees): DeliveryOption[] {
  const options = [option("pickup", "atelier", pickup)];
  if (countryCode === NIGERIA) {
    if (state === HOME_STATE) {
      if (!isHomeStateArea(area)) return options;
      if (RIDER_AREAS.includes(area))
        options.push(option("port-harcourt", "port-harcourt", inArea(portHarcourt, area)));
      else options.push(option("rivers", "rivers", inArea(restOfRivers, area)));
    } else {
      const zone = zoneOfState.get(state);
      if (zone) options.push(option("nigeria", zone, nigeriaZones[zone as keyof typeof nigeriaZones]));
    }
  } else if (countryCode) {
    const zone = zoneOfCountry(countryCode);
    const priced = abroad?.[zone];
    if (!priced) options.push(option("abroad", zone, abroadRegions[zone]));
    else if ("fee" in priced) {
      const rate = abroadRegions[zone];
      options.push(
        option("abroad", zone, { ...rate, label: `${rate.label} (${kilosText(priced.halfKilos)})`, fee: priced.fee }),
      );
    }
  }
  return options;
}

/** The option of a chosen method at a place, or undefined when that method does not serve it. */
export function deliveryQuote(
  countryCode: string,
  state: string,
  method: DeliveryMethod,
  area = "",
  abroad?: AbroadFees,
): DeliveryOption | undefined {
  return deliveryOptions(countryCode, state, area, abroad).find((o) => o.method === method);
}
