import type { PlanStoryView } from "~/features/pay-plans";
import type { LedgerCurrency, Money } from "~/features/currency";
import type { EventSource, OrderGift, OrderItem, OrderState } from "~/features/orders";
import type { PaymentKind, PaymentStatus } from "~/features/payments";

/** One Paystack transaction of the order, as the owner reads it. */
interface AdminPaymentRow {
  reference: string;
  kind: PaymentKind;
  /** In the order's currency. */
  amount: number;
  status: PaymentStatus;
  createdAt: string;
}

/** Where the order's money stands, from its account (features/order-account): in the order's currency. */
interface AdminMoney {
  /** Its standing in one sentence: "Deposit paid: ₦275,000 to pay by Tuesday 15 December". */
  words: string;
  /** All that came in; `kept` is what is left of it once refunds, credit and moves went out. */
  paid: number;
  kept: number;
  owed: number;
  /** The last Lagos day to pay the balance on (YYYY-MM-DD), for a deposit order. */
  dueDay: string | null;
  /** Paid beyond what the order asks (or, cancelled, all it holds): the owner is to return it. */
  toReturn: number;
  /** Every row that moved its money, signed: "Moved to order HZL-… −₦30,000". */
  lines: { text: string; amount: number }[];
  /** The order page where she pays what is left. */
  orderUrl: string;
  /** Send on WhatsApp: a chat with her, the balance and its link written in; null when nothing is owed. */
  whatsapp: string | null;
  /** A WhatsApp chat with her on any order, the order's link written in. */
  chat: string;
  /** Her plan's parts, what of each is paid and the next date, as her page says it; null without a plan. */
  plan: PlanStoryView | null;
  /** Autopay's word on her parts: each missed ("Autopay missed part 2 (card declined)"), one still retried. */
  autopay?: string[];
}

/** Everything the order's admin page shows, as the loader hands it over. */
export interface AdminOrderView {
  reference: string;
  status: OrderState;
  since: string;
  isTest: boolean;
  placedAt: string;
  /** The order's currency: every amount of it is kobo, or cents for a dollar order. */
  currency: LedgerCurrency;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    postcode: string;
    state: string;
    country: string;
    comments: string;
  };
  /** She deleted her data while it was on its way: what it kept for her delivery, why and until when; else null. */
  kept: string | null;
  /** Sent to someone else: the recipient, delivered to the order's address, and the card's message. */
  gift: OrderGift | null;
  items: OrderItem[];
  /** Collected from the atelier rather than delivered: decides the next step's button. */
  pickup: boolean;
  /** It has a piece made to order or to measure: production is its first step once paid. */
  toMake: boolean;
  /** The promised ready day (Lagos), which she may set by hand; null when none was promised. */
  readyBy: string | null;
  /** Delivery or pickup, express, promised and needed-by days, in words. */
  delivery: string[];
  total: number;
  /** What Paystack said of the order's payments (their amounts are the money's). */
  paystack: {
    channel: string | null;
    paidAt: string | null;
    mode: "test" | "live";
    said: string | null;
    reviewReason: string | null;
    disputeNote: string | null;
  };
  /** Every payment of the order, first first. */
  payments: AdminPaymentRow[];
  money: AdminMoney;
  /** Why a move is held back (release only when paid): by the state it would move to. */
  held: Partial<Record<OrderState, string>>;
  /** What its ready-to-wear pieces, kept for it until it is paid in full, wait for; null when none are kept. */
  keptPieces: string | null;
  /** Payments Paystack took that the order did not (it was cancelled, or they do not match), oldest first. */
  moneyToReturn: {
    /** In its currency's minor unit (kobo, cents), as the refunds of it are. */
    amount: Money;
    paystackReference: string;
    transactionId: number | null;
    /** When Paystack took it (or, when it does not say, when the shop learnt of it). */
    paidAt: string;
    /** The owner has marked the order refunded, or refunds through Paystack sent it back. */
    returned: boolean;
  }[];
  /** Each email the order caused, and whether it went: "To the shopper: shipped, sent". */
  emails: string[];
  history: {
    at: string;
    from: OrderState;
    to: OrderState;
    source: EventSource;
    note: string | null;
    /** An event that records money to return rather than (only) a change of stage. */
    kind?: "money-to-return";
    /** The back-office person whose form wrote it; null for the shop's own flows. */
    personId?: number | null;
    /** Her name, as the order's page shows it ("by Ada"). */
    by?: string | null;
  }[];
}
