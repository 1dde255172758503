/**
 * Delivery, production and express settings. Fees are whole naira and placeholders until the
 * owner sets hers; times are working days (Monday to Friday). Change them here, in one place.
 */

/** A span of working days, e.g. 7-14. */
export interface Days {
  min: number;
  max: number;
}

export interface Rate {
  label: string;
  /** Whole naira. */
  fee: number;
  /** Working days from dispatch to the door. */
  days: Days;
}

/** Collection at the atelier in Port Harcourt: free, as soon as the order is ready. */
export const pickup = { label: "Pickup at our Port Harcourt atelier", fee: 0, days: { min: 0, max: 0 } } satisfies Rate;

/** The city, by the shop's rider. */
export const portHarcourt = { label: "Rider in Port Harcourt", fee: 3_000, days: { min: 1, max: 1 } } satisfies Rate;

/** Rivers State outside Port Harcourt, by courier. */
export const restOfRivers = {
  label: "Courier elsewhere in Rivers State",
  fee: 5_000,
  days: { min: 1, max: 2 },
} satisfies Rate;

/** The state whose capital is the atelier's city (country-region-data's name for it). */
export const HOME_STATE = "Rivers";

/**
 * The home state's local government areas, which a shopper there picks her delivery from
 * (docs/decisions/232-the-rider-goes-where-the-shopper-picks.md).
 */
export const HOME_STATE_AREAS = [
  "Abua/Odual",
  "Ahoada East",
  "Ahoada West",
  "Akuku-Toru",
  "Andoni",
  "Asari-Toru",
  "Bonny",
  "Degema",
  "Eleme",
  "Emohua",
  "Etche",
  "Gokana",
  "Ikwerre",
  "Khana",
  "Obio/Akpor",
  "Ogba/Egbema/Ndoni",
  "Ogu/Bolo",
  "Okrika",
  "Omuma",
  "Opobo/Nkoro",
  "Oyigbo",
  "Port Harcourt",
  "Tai",
] as const;

/** The areas the rider serves: the city of Port Harcourt. Every other area is by courier. */
export const RIDER_AREAS: readonly (typeof HOME_STATE_AREAS)[number][] = ["Port Harcourt", "Obio/Akpor"];

/** Every other Nigerian state and the FCT by zone (names as in country-region-data). */
export const nigeriaZones = {
  "south-south": {
    label: "Courier, South South",
    fee: 6_000,
    days: { min: 2, max: 3 },
    states: ["Akwa Ibom", "Bayelsa", "Cross River", "Delta", "Edo"],
  },
  "south-east": {
    label: "Courier, South East",
    fee: 6_000,
    days: { min: 2, max: 3 },
    states: ["Abia", "Anambra", "Ebonyi", "Enugu", "Imo"],
  },
  "south-west": {
    label: "Courier, South West",
    fee: 7_500,
    days: { min: 2, max: 4 },
    states: ["Ekiti", "Lagos", "Ogun", "Ondo", "Osun", "Oyo"],
  },
  "north-central": {
    label: "Courier, North Central and the FCT",
    fee: 8_500,
    days: { min: 2, max: 4 },
    states: ["Abuja Federal Capital Territory", "Benue", "Kogi", "Kwara", "Nasarawa", "Niger", "Plateau"],
  },
  "north-east": {
    label: "Courier, North East",
    fee: 10_000,
    days: { min: 3, max: 5 },
    states: ["Adamawa", "Bauchi", "Borno", "Gombe", "Taraba", "Yobe"],
  },
  "north-west": {
    label: "Courier, North West",
    fee: 10_000,
    days: { min: 3, max: 5 },
    states: ["Jigawa", "Kaduna", "Kano", "Katsina", "Kebbi", "Sokoto", "Zamfara"],
  },
} satisfies Record<string, Rate & { states: readonly string[] }>;

/** Abroad by region (ISO country codes); a country in no list is 'rest of the world'. */
export const abroadRegions = {
  "west-africa": {
    label: "DHL Express, West Africa",
    fee: 35_000,
    days: { min: 3, max: 6 },
    countries: "BJ BF CV CI GM GH GN GW LR ML MR NE SN SL TG",
  },
  africa: {
    label: "DHL Express, rest of Africa",
    fee: 45_000,
    days: { min: 4, max: 8 },
    countries:
      "DZ AO BW BI CM CF TD KM CG CD DJ EG GQ ER SZ ET GA KE LS LY MG MW MU YT MA MZ NA RE RW SH ST SC SO ZA SS SD TZ TN UG EH ZM ZW",
  },
  "uk-europe": {
    label: "DHL Express, UK and Europe",
    fee: 55_000,
    days: { min: 3, max: 6 },
    countries:
      "GB IE FR DE ES PT IT NL BE LU CH AT DK SE NO FI IS PL CZ SK HU SI HR BA RS ME MK AL GR BG RO MD UA BY LT LV EE MT CY LI MC SM VA AD GI FO GG JE IM AX SJ XK RU",
  },
  americas: {
    label: "DHL Express, the Americas",
    fee: 65_000,
    days: { min: 4, max: 8 },
    countries:
      "US CA MX GT BZ SV HN NI CR PA CU JM HT DO PR BS BB TT AG DM GD KN LC VC AI AW BQ BM CW SX KY TC VG VI MS GP MQ BL MF PM GL CO VE EC PE BO BR PY UY AR CL GY SR GF FK GS UM",
  },
  world: { label: "DHL Express, rest of the world", fee: 70_000, days: { min: 5, max: 10 }, countries: "" },
} satisfies Record<string, Rate & { countries: string }>;

/** How long the atelier takes before an order can be dispatched or collected. */
export const production = {
  /** The terms: standard production 7-14 days. */
  standard: { min: 7, max: 14 },
  /** Express production: the terms' 30% extra on the made-to-order pieces. */
  express: { min: 3, max: 5, percent: 30 },
  /** Ready-to-wear pieces are in stock and leave in a few working days. */
  readyToWear: { min: 2, max: 4 },
} as const;

/** Made to order or ready to wear, per collection (read by each product's collection slug). */
export const madeToOrder = {
  mysthique: true,
  genesis: true,
  naledi: true,
  resurgence: true,
  "bubble-girl": true,
  hazelbee: false,
};

/**
 * A piece's weight and packed box (grams, cm) until the owner records the product's own
 * (/admin/delivery-abroad): a dress folded in a mailer bag. Delivery abroad is priced from them.
 */
export const defaultParcel = { grams: 800, lengthCm: 30, widthCm: 25, heightCm: 6 } as const;
