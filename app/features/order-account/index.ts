export { capFor, orderAccount, owedBy, type AccountPart, type AccountStatus, type OrderAccount } from "./account";
export { cuttingWaitsFor, keptPiecesWaitFor, moneyGate, paidInFull } from "./gates";
export { accountLines, accountWords, type AccountLine } from "./account-words";
export { orderRows, type LedgerRows } from "./order-rows";
export { shopperStatusText, type ShopperMoney } from "./shopper-status";
export type {
  AccountPlan,
  AccountRows,
  AccountStage,
  CodeSpendRow,
  CreditIssueRow,
  MoveInRow,
  MoveOutRow,
  PaystackPaymentRow,
  RefundRow,
} from "./rows";
export { dueNow, dueNowWords, payButtonWords, paymentKindOf, type DueNow } from "./due-now";
