import type { EventSource, OrderGift, OrderItem, OrderState } from "~/features/orders";
import type { PaymentKind, PaymentStatus } from "~/features/payments";

/** One Paystack transaction of the order, as the owner reads it. */
interface AdminPaymentRow {
  reference: string;
  kind: PaymentKind;
  /** Whole naira. */
  amount: number;
  status: PaymentStatus;
  createdAt: string;
}

/** Where the order's money stands: whole naira paid and owed, the balance's due day, and her link. */
interface AdminBalance {
  paid: number;
  outstanding: number;
  overpaid: number;
  /** The last Lagos day to pay the balance on (YYYY-MM-DD), for a deposit order. */
  dueDay: string | null;
  /** The order page where she pays what is left. */
  orderUrl: string;
  /** Send on WhatsApp: a chat with her, the balance and its link written in; null when nothing is owed. */
  whatsapp: string | null;
}

/** Everything the order's admin page shows, as the loader hands it over. */
export interface AdminOrderView {
  reference: string;
  status: OrderState;
  since: string;
  isTest: boolean;
  placedAt: string;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    state: string;
    country: string;
    comments: string;
  };
  /** Sent to someone else: the recipient, delivered to the order's address, and the card's message. */
  gift: OrderGift | null;
  items: OrderItem[];
  /** Delivery or pickup, express, promised and needed-by days, in words. */
  delivery: string[];
  total: number;
  payment: {
    reference: string;
    channel: string | null;
    amount: number | null;
    paidAt: string | null;
    mode: "test" | "live";
    said: string | null;
    reviewReason: string | null;
    refunded: number;
    disputeNote: string | null;
  };
  /** Every payment of the order, first first. */
  payments: AdminPaymentRow[];
  balance: AdminBalance;
  /** Why a move is held back (release only when paid): by the state it would move to. */
  held: Partial<Record<OrderState, string>>;
  /** Payments Paystack took that the order did not (it was cancelled, or they do not match), oldest first. */
  moneyToReturn: {
    /** In the currency's main unit (naira). */
    amount: number;
    currency: string;
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
  }[];
}
