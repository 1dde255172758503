export {
  parseBespokeForm,
  eventDateProblem,
  earliestDay,
  phoneDigits,
  referenceFrom,
  REFERENCE,
  KEY,
  BESPOKE_LIMITS,
  type BespokeRequestInput,
  type BespokeErrors,
  type BespokeTyped,
} from "./request";
