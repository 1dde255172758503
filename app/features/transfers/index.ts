export {
  readAmountToPay,
  splitTransfer,
  transferAccountWords,
  TRANSFER_CURRENCY,
  type Owing,
  type TransferAccountView,
} from "./split";
