// The rows an order's account is a sum of, as the stores read them (whole naira, or whole cents for
// a USD order; each amount > 0, each row in its currency).
// Nothing here is a figure kept beside the rows: orders.amount_minor and refunded_minor are not read.
import type { CreditCodeKind } from "~/features/credit";
import type { IsoDate } from "~/features/delivery";
import type { LedgerCurrency, PaymentKind, PaymentStatus } from "~/features/payments";
import type { RefundStatus } from "~/features/refunds";

/**
 * Where the order stands for its money: `open` (being paid or made: what left it is owed again),
 * `handed-over` (shipped, collected or delivered: what left it since is a return, never a debt),
 * `cancelled` (nothing is owed; all it still holds is to return; expired orders too).
 */
export type AccountStage = "open" | "handed-over" | "cancelled";

/** How the order is paid (orders.deposit, orders.balance_due_at). */
export type AccountPlan =
  | { kind: "full" }
  /** `balanceDueDay`: the last Lagos day to pay the balance on (`balanceDueDay` of balance_due_at). */
  | { kind: "deposit"; deposit: number; balanceDueDay: IsoDate }
  /**
   * A plan she chose (order_plans, order_plan_parts): its parts in order, each due by its Lagos
   * day; `cutShare` is what is paid before cutting starts (the first part).
   */
  | { kind: "plan"; parts: readonly { amount: number; dueDay: IsoDate }[]; cutShare: number };

/** A Paystack transaction of the order (table payments; a `credit` row is a code's, see CodeSpendRow). */
export interface PaystackPaymentRow {
  reference: string;
  kind: Exclude<PaymentKind, "credit">;
  amount: number;
  /** As the database's column: naira when not said (every row kept before dollars). */
  currency?: LedgerCurrency;
  /** Only `succeeded` is money the order took. */
  status: PaymentStatus;
}

/** A store credit or gift card code spent on the order at the checkout (credit_entries `spent`, amount negated). */
export interface CodeSpendRow {
  codeKind: CreditCodeKind;
  codeLast4: string;
  amount: number;
  /** A `returned` row gave it back to its code (the order was cancelled or expired). */
  returned: boolean;
}

/** A refund of one of its Paystack payments (table refunds); every status but `failed` holds its amount. */
export interface RefundRow {
  paymentReference: string;
  amount: number;
  /** Its payment's: a refund goes back in the currency paid (naira when not said). */
  currency?: LedgerCurrency;
  status: RefundStatus;
}

/** Store credit the owner turned the order into (credit_entries `issued` keyed `issue:…`; the fee is the code's). */
export interface CreditIssueRow {
  codeLast4: string;
  amount: number;
  /** The gift card the order bought (keyed `gift:…`): what it was paid for, never owed again. */
  settles?: true;
}

/** Money moved to another order (credit_entries `issued` keyed `move:…`; that code's `spent` row names the order). */
export interface MoveOutRow {
  toOrder: string;
  amount: number;
  /**
   * The order's purpose went with the money (an appointment's fee counted towards the order she
   * named, keyed `move:appointment-fee:…`): what it asked is met there, so this order owes nothing for it.
   */
  settles?: boolean;
}

/** Money moved here from another order (the move code's `spent` row on this order, and its `credit` payment). */
export interface MoveInRow {
  fromOrder: string;
  amount: number;
  /** Given back to the move's code when this order was cancelled. */
  returned: boolean;
}

/** Everything the account reads of one order. */
export interface AccountRows {
  /** The order's currency, fixed when it was placed (naira when not said): the total and every row counted are in it. */
  currency?: LedgerCurrency;
  /** Items + delivery + express − discount, as priced when it was placed. */
  total: number;
  plan: AccountPlan;
  stage: AccountStage;
  /** The discount code and what it took off the total (discount_uses): told, never counted as paid. */
  discount: { code: string; amount: number } | null;
  payments: readonly PaystackPaymentRow[];
  codeSpends: readonly CodeSpendRow[];
  refunds: readonly RefundRow[];
  creditIssued: readonly CreditIssueRow[];
  movesOut: readonly MoveOutRow[];
  movesIn: readonly MoveInRow[];
}
