export { capFor, orderAccount, type AccountStatus, type OrderAccount } from "./account";
export { accountLines, accountWords, type AccountLine } from "./account-words";
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
