// An order's payment status in the shopper's words, read from its account: the stage alone would
// say "Paid" of an order that owes again once part of its money left it.
import { ORDER_STATUS_TEXT, type OrderState } from "~/features/orders";
import type { AccountStatus } from "./account";

/** States in which an order is being made or waits for her: its account may still ask for money. */
const MADE: readonly OrderState[] = ["paid", "in_production", "ready"];

const DEPOSIT_DETAIL = "Your deposit is confirmed and your pieces are being made. Pay the balance by its day below.";
const OWED_DETAIL = "Your order is confirmed, and this is still to pay on it. We will be in touch about paying it.";

/** What her pages know of the order's account: its words, its status and what it owes now. */
export interface ShopperMoney {
  words: string;
  status: AccountStatus;
  owed: number;
  /** Paid in parts (Pay small small): its words name the next part. */
  plan?: boolean;
}

const PLAN_DETAIL = "Your first part is confirmed and your pieces are being made. Pay each part by its day below.";

const MOVED_DETAIL = "What was paid counts towards that order: there is nothing to pay here.";

/**
 * Her order's status: its stage's words, unless its account owes while it is being made; then the
 * account's own words (a deposit's balance and its day, or what is to pay again), never "Paid". A
 * fee moved onto the order she named says where it went, whatever its stage.
 */
export function shopperStatusText(
  state: OrderState,
  money: ShopperMoney,
): { title: string; detail: string; owes: boolean } {
  if (money.status === "moved") return { title: money.words, detail: MOVED_DETAIL, owes: false };
  if (!MADE.includes(state) || money.owed <= 0) return { ...ORDER_STATUS_TEXT[state], owes: false };
  return {
    title: money.words,
    detail: money.status === "deposit-paid" ? (money.plan ? PLAN_DETAIL : DEPOSIT_DETAIL) : OWED_DETAIL,
    owes: true,
  };
}
