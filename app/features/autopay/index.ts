export { AUTOPAY_INTENT, AUTOPAY_TRIES, autopayHerLines, autopayOwnerLines, failureWords } from "./rules";
export type { AutopayCharge } from "./rules";
export { AutopayForm, type AutopayChoiceView } from "./components/autopay-form";
