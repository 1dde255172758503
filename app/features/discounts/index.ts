export {
  decideDiscount,
  discountWords,
  qualifies,
  refusalText,
  type CollectionsMode,
  type DiscountKind,
  type DiscountLine,
  type DiscountOutcome,
  type DiscountRefusal,
  type DiscountRules,
} from "./discounts";
export {
  emptyDiscountForm,
  formOfDiscount,
  readDiscountForm,
  readWelcomeForm,
  type DiscountFormErrors,
  type DiscountFormValues,
  type DiscountInput,
  type WelcomeFormErrors,
  type WelcomeOffer,
} from "./discount-form";
