export {
  currentStep,
  orderStateFor,
  STEP_WORDS,
  stepOfStatus,
  type ParcelForHer,
  type ParcelStep,
  type StepSeen,
} from "./parcel-steps";
export {
  carriedByCourier,
  OFFER_ID,
  offerLabel,
  offersToShow,
  type CourierOffer,
  type LiveRate,
} from "./checkout-offers";
export { pickupDayOf, pickupDays } from "./pickup-day";
