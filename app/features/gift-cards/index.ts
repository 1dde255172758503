export {
  addDays,
  giftCardEmailLines,
  giftCardLineName,
  giftCardTo,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  readAmounts,
  readGiftCardForm,
  sendAtOf,
  type GiftCardField,
  type GiftCardInput,
} from "./gift-card";
