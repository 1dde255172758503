export {
  giftCardEmailLines,
  giftCardLineName,
  giftCardTo,
  readAmounts,
  readGiftCardForm,
  sendAtOf,
  type GiftCardField,
  type GiftCardInput,
} from "./gift-card";
