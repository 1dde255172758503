export {
  codeFromBytes,
  CODE_LENGTH,
  CREDIT_KIND_WORDS,
  formatCode,
  HANDLING_FEE_PERCENT,
  isExpired,
  looksLikeCode,
  normaliseCode,
  readCreditForm,
  SHOWN_CODE,
  spendFrom,
  windowChecks,
  type CreditCodeKind,
  type CreditEntry,
  type CreditEntryKind,
  type CreditForm,
  type CreditFormField,
  type WindowCheck,
} from "./credit";
export { readAdjustment, readReason } from "./adjust";
export { feeMoveKey, isFeeMoveKey, moveAmount, moveNotes, moveWindow } from "./move";
export { codeRowLabel, isMoveCode, orderRowLine } from "./entry-words";
