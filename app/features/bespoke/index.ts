export {
  parseBespokeForm,
  eventDateProblem,
  earliestDay,
  daysBetween,
  phoneDigits,
  referenceFrom,
  REFERENCE,
  KEY,
  DAYS_NEEDED,
  PRODUCTION_TERMS,
  BESPOKE_LIMITS,
  type BespokeRequestInput,
  type BespokeErrors,
  type BespokeTyped,
  type BespokeField,
  type ParsedBespoke,
} from "./request";
export { dayInWords } from "./components/bespoke-summary";
