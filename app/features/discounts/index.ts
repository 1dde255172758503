export { decideDiscount, discountWords, refusalText, type DiscountRules } from "./discounts";
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
