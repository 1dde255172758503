import type { EventSource, OrderItem, OrderState } from "~/features/orders";

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
  /** Payments Paystack took that the order did not (it was cancelled, or they do not match), oldest first. */
  moneyToReturn: {
    /** In the currency's main unit (naira). */
    amount: number;
    currency: string;
    paystackReference: string;
    transactionId: number | null;
    /** When Paystack took it (or, when it does not say, when the shop learnt of it). */
    paidAt: string;
    /** The owner has marked the order refunded. */
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
