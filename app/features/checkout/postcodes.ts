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
