import {
  abroadRegions,
  HOME_STATE,
  nigeriaZones,
  pickup,
  portHarcourt,
  restOfRivers,
  type Days,
} from "~/config/delivery";

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
const regionOfCountry = new Map(
  Object.entries(abroadRegions).flatMap(([region, r]) => r.countries.split(" ").map((code) => [code, region] as const)),
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

/**
 * The ways an order can reach a place (ISO country code and the state as the checkout names it):
 * pickup at the atelier always, then delivery priced by city, state zone or region abroad.
 * Nothing but pickup for a Nigerian state the zone table does not know.
 */
export function deliveryOptions(countryCode: string, state: string): DeliveryOption[] {
  const options = [option("pickup", "atelier", pickup)];
  if (countryCode === NIGERIA) {
    if (state === HOME_STATE) {
      options.push(option("port-harcourt", "port-harcourt", portHarcourt), option("rivers", "rivers", restOfRivers));
    } else {
      const zone = zoneOfState.get(state);
      if (zone) options.push(option("nigeria", zone, nigeriaZones[zone as keyof typeof nigeriaZones]));
    }
  } else if (countryCode) {
    const region = (regionOfCountry.get(countryCode) ?? "world") as keyof typeof abroadRegions;
    options.push(option("abroad", region, abroadRegions[region]));
  }
  return options;
}

/** The option of a chosen method at a place, or undefined when that method does not serve it. */
export function deliveryQuote(countryCode: string, state: string, method: DeliveryMethod): DeliveryOption | undefined {
  return deliveryOptions(countryCode, state).find((o) => o.method === method);
}
