// Whether an address abroad needs a postcode. Kept simple: the countries that have none (or where
// couriers do not ask for one), by ISO code; every other country needs one. Nigeria is among them:
// its postcodes exist but no one writes them.
const WITHOUT_POSTCODES = new Set(
  (
    "AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GN GQ GY HK HM JM KI KM " +
    "KN KP LY ML MO MR MW NG NR NU QA RW SB SC SL SO SR SS ST SY TD TF TG TK TL TO TT TV UG VU YE ZW"
  ).split(" "),
);

/** Whether a country (by ISO code) needs a postcode on an address. */
export const needsPostcode = (countryCode: string) => countryCode !== "" && !WITHOUT_POSTCODES.has(countryCode);

/** Letters and digits, with spaces or dashes between them ('SW1A 1AA', '10115', '1000-001'). */
export const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/;

/** The postcode's shape where carriers check it, by ISO code, with an example for her message. */
const SHAPES: Record<string, { shape: RegExp; name: string; example: string }> = {
  GB: { shape: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, name: "UK postcode", example: "SW1A 1AA" },
  US: { shape: /^\d{5}(?:-\d{4})?$/, name: "US ZIP code", example: "77002 or 77002-1234" },
  CA: { shape: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, name: "Canadian postal code", example: "M5V 2T6" },
  IE: { shape: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, name: "Eircode", example: "D02 X285" },
  DE: { shape: /^\d{5}$/, name: "German postcode", example: "10115" },
  FR: { shape: /^\d{5}$/, name: "French postcode", example: "75001" },
  NL: { shape: /^\d{4} ?[A-Z]{2}$/i, name: "Dutch postcode", example: "1011 AB" },
};

/**
 * Why an address abroad would not reach a carrier: a postcode not of her country's shape, a phone
 * not in international form (DHL calls the recipient); '' when it would. Checked by the server with
 * the order (order-request.ts), not in the browser: the checkout's script is at its budget.
 */
export function carrierAddressMessage(countryCode: string, c: { postcode: string; phone: string }): string {
  if (countryCode === "" || countryCode === "NG") return "";
  const shape = postcodeShapeMessage(countryCode, c.postcode);
  if (shape) return `customer.postcode: ${shape}`;
  return INTERNATIONAL_PHONE.test(c.phone.trim()) ? "" : `customer.phone: ${INTERNATIONAL_PHONE_MESSAGE}`;
}

/** Why a postcode does not fit her country's shape ('' when it does, or the country has none checked). */
function postcodeShapeMessage(countryCode: string, postcode: string): string {
  const rule = SHAPES[countryCode];
  return !rule || rule.shape.test(postcode.trim()) ? "" : `Please enter a valid ${rule.name}, like ${rule.example}.`;
}

/** Abroad, the recipient's phone in international form: a + and the country code, then 7 to 15 digits. */
const INTERNATIONAL_PHONE = /^\+[1-9][\d\s().-]{6,}$/;
const INTERNATIONAL_PHONE_MESSAGE =
  "Please enter the phone number in international form, with + and the country code (like +44 20 7946 0958), for DHL.";
