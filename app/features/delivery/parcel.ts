// Delivery abroad priced by the parcel: DHL charges the larger of the actual and the volumetric
// weight, in half kilograms, from a rate table per zone, plus a fuel and currency surcharge that
// DHL Nigeria changes monthly (docs/decisions/285-delivery-abroad-by-the-parcels-weight.md).
import { abroadRegions } from "~/config/delivery";

export type AbroadZone = keyof typeof abroadRegions;
export const ABROAD_ZONES = Object.keys(abroadRegions) as AbroadZone[];

/** One piece packed: its weight in grams and its packed box in centimetres. */
export interface ParcelSize {
  grams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** The heaviest parcel a rate table may price, in half kilograms (DHL's per-piece limit: 70 kg). */
export const MOST_HALF_KILOS = 140;

const zoneOf = new Map(
  ABROAD_ZONES.flatMap((zone) => abroadRegions[zone].countries.split(" ").map((code) => [code, zone] as const)),
);

/** The DHL zone of a country by ISO code; a country in no list is the rest of the world. */
export const zoneOfCountry = (countryCode: string): AbroadZone => zoneOf.get(countryCode) ?? "world";

/**
 * The chargeable weight of an order's pieces in half kilograms (at least one): the larger of their
 * actual weight and their volumetric weight, rounded up to the next half kilogram as DHL bills.
 * Undefined when a piece has no weight or size above 0 (it cannot be priced).
 */
export function chargeableHalfKilos(pieces: readonly { size: ParcelSize; quantity: number }[]): number | undefined {
  let grams = 0;
  let cubicCm = 0;
  for (const { size, quantity } of pieces) {
    if (!(size.grams > 0 && size.lengthCm > 0 && size.widthCm > 0 && size.heightCm > 0)) return undefined;
    grams += size.grams * quantity;
    cubicCm += size.lengthCm * size.widthCm * size.heightCm * quantity;
  }
  // DHL's volumetric weight: cm³ / 5000 kg = cm³ / 5 g; compared in grams × 5 to stay in whole numbers.
  const chargeable = Math.max(grams * 5, cubicCm) / 5;
  return Math.max(1, Math.ceil(chargeable / 500));
}

/** Kilograms for a number of half kilograms, as the shopper reads them ("2.5 kg"). */
export const kilosText = (halfKilos: number) => `${halfKilos / 2} kg`;

/** A fee is rounded up to the next ₦100: the surcharge gives odd naira. */
// Up to the next ₦100 of a fee, not a change of unit.
// eslint-disable-next-line no-restricted-syntax
const roundUpHundred = (naira: number) => Math.ceil(naira / 100) * 100;

/**
 * The fee for a parcel of `halfKilos` with the zone's rates (`rates[i]` the naira for i + 1 half
 * kilograms) and the surcharge in percent (tenths of a percent kept exact): whole naira rounded up
 * to the next ₦100, or undefined when the table has no rate that heavy.
 */
export function parcelFee(halfKilos: number, rates: readonly number[], surchargePercent: number): number | undefined {
  const base = rates[halfKilos - 1];
  if (base === undefined || base <= 0) return undefined;
  const tenths = Math.round(surchargePercent * 10);
  return roundUpHundred(Math.ceil((base * (1000 + tenths)) / 1000));
}

/** The fee to each zone for one parcel, or why it cannot be sent there. */
type AbroadFee = { fee: number; halfKilos: number } | { refused: string };
export type AbroadFees = Record<AbroadZone, AbroadFee>;

/** What the owner keeps: the rates per zone by half kilogram, and the month's surcharge. */
export interface AbroadRates {
  rates: Record<AbroadZone, readonly number[]>;
  surchargePercent: number;
}

const PARCEL_TEXT = {
  noWeight:
    "A piece in your cart has no weight recorded, so delivery abroad cannot be priced: choose pickup, or chat with us on WhatsApp.",
  noRate: (zone: AbroadZone, halfKilos: number) =>
    `We have no DHL rate for a ${kilosText(halfKilos)} parcel to ${abroadRegions[zone].label.replace("DHL Express, ", "")}: choose pickup, or chat with us on WhatsApp.`,
} as const;

/** The fee of one parcel to every zone, each with its words when it cannot be priced. */
export function abroadFees(pieces: readonly { size: ParcelSize; quantity: number }[], table: AbroadRates): AbroadFees {
  const halfKilos = chargeableHalfKilos(pieces);
  const fees = {} as AbroadFees;
  for (const zone of ABROAD_ZONES) {
    const fee = halfKilos === undefined ? undefined : parcelFee(halfKilos, table.rates[zone], table.surchargePercent);
    fees[zone] =
      halfKilos === undefined
        ? { refused: PARCEL_TEXT.noWeight }
        : fee === undefined
          ? { refused: PARCEL_TEXT.noRate(zone, halfKilos) }
          : { fee, halfKilos };
  }
  return fees;
}
