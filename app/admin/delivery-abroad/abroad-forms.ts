// The owner's delivery-abroad forms (pure): the DHL rate table and the month's surcharge, and a
// product's weight and packed box. Nothing is saved half right: every field's message or the whole.
import { SIZES } from "~/config/sizes";
import { parseNaira } from "~/features/currency";
import { ABROAD_ZONES, MOST_HALF_KILOS, type AbroadRates, type AbroadZone, type ParcelSize } from "~/features/delivery";

export type RatesValues = Record<AbroadZone, string> & { surcharge: string };
export type FormErrors = Record<string, string>;

/** A rate table as she types it: naira for 0.5 kg, 1 kg, 1.5 kg… separated by commas or spaces. */
export const ratesText = (rates: readonly number[]) => rates.join(", ");

/** The most a rate may be, as the table held before (seven digits). */
const MOST_NAIRA = 9_999_999;

const PERCENT = /^\d{1,3}(?:\.\d)?$/;

/** The table she typed, or each zone's message in words. */
export function readRatesForm(v: RatesValues): { ok: true; table: AbroadRates } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const rates = {} as Record<AbroadZone, number[]>;
  for (const zone of ABROAD_ZONES) {
    // Rates are separated by commas or spaces, so each is read alone ("45000", "₦45,000", "45k"):
    // a comma inside digits ("45,000") marks thousands, as the gift cards' amounts read it.
    const read = v[zone]
      .replace(/(\d),(\d{3})(?!\d)/g, "$1$2")
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((part) => parseNaira(part));
    const refused = read.find((r) => !r.ok);
    const naira = read.map((r) => (r.ok ? r.naira : NaN));
    if (naira.length === 0) errors[zone] = "Write at least the rate for the first half kilogram, in naira.";
    else if (refused && !refused.ok) errors[zone] = `${refused.error} Separate the rates with commas.`;
    else if (naira.some((n) => !Number.isSafeInteger(n) || n <= 0 || n > MOST_NAIRA))
      errors[zone] = "Write each rate as whole naira above 0 (like 45000), separated by commas.";
    else if (naira.length > MOST_HALF_KILOS)
      errors[zone] = `At most ${MOST_HALF_KILOS} rates (70 kg, DHL's limit for one piece).`;
    else if (naira.some((n, i) => i > 0 && n < naira[i - 1]!))
      errors[zone] = "Each half kilogram costs at least the one before: check the order of the rates.";
    rates[zone] = naira;
  }
  const surcharge = v.surcharge.trim().replace(/%$/, "");
  if (!PERCENT.test(surcharge) || Number(surcharge) > 300)
    errors.surcharge = "Write the surcharge as a percentage from 0 to 300, like 27.5.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, table: { rates, surchargePercent: Number(surcharge) } };
}

export interface ParcelValues {
  productId: string;
  size: string;
  grams: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}

const WHOLE = /^\d{1,6}$/;

/** A product's weight for a size ('' for every size), or each field's message in words. */
export function readParcelForm(
  v: ParcelValues,
  productExists: (id: number) => boolean,
): { ok: true; parcel: ParcelSize & { productId: number; size: string } } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const productId = Number(v.productId);
  if (!/^\d{1,6}$/.test(v.productId) || !productExists(productId)) errors.productId = "Choose the product.";
  if (v.size !== "" && !(SIZES as readonly string[]).includes(v.size)) errors.size = "Choose a size, or every size.";
  const grams = v.grams.trim();
  if (!WHOLE.test(grams) || Number(grams) === 0)
    errors.grams = "Write the packed weight in whole grams above 0, like 850: a piece of no weight cannot be priced.";
  else if (Number(grams) > 70_000) errors.grams = "At most 70000 g (70 kg), DHL's limit for one piece.";
  for (const [key, label] of [
    ["lengthCm", "Length"],
    ["widthCm", "Width"],
    ["heightCm", "Height"],
  ] as const) {
    const cm = v[key].trim();
    if (!WHOLE.test(cm) || Number(cm) === 0 || Number(cm) > 300)
      errors[key] = `${label}: whole centimetres from 1 to 300, as the piece is packed.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    parcel: {
      productId,
      size: v.size,
      grams: Number(grams),
      lengthCm: Number(v.lengthCm.trim()),
      widthCm: Number(v.widthCm.trim()),
      heightCm: Number(v.heightCm.trim()),
    },
  };
}
