export {
  parseBespokeForm,
  eventDateProblem,
  earliestEvent,
  phoneDigits,
  referenceFrom,
  REFERENCE,
  KEY,
  BESPOKE_LIMITS,
  type BespokeRequestInput,
  type EarliestEvent,
  type BespokeErrors,
  type BespokeTyped,
} from "./request";
