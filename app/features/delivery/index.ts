export { DELIVERY_METHODS, isHomeStateArea, needsArea, type DeliveryMethod, type DeliveryOption } from "./places";
export { quoteOrder, type DeliveryChoice, type Quote } from "./quote";
export { EXPRESS_LABEL } from "./production";
export { readyText, type ReadyWindow, type Schedule } from "./promise";
export { addWorkingDays, isIsoDate, isWorkingDay, type IsoDate } from "./working-days";
export { ReadyByNote } from "./ready-by-note";
export {
  ABROAD_ZONES,
  abroadFees,
  MOST_HALF_KILOS,
  zoneOfCountry,
  type AbroadFees,
  type AbroadRates,
  type AbroadZone,
  type ParcelSize,
} from "./parcel";
export { DUTIES_UNTICKED, type DutiesHtml } from "./duties-text";
