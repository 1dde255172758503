// What an order is: the shopper's details, the priced lines, the delivery, the payment's evidence.
import type { Size } from "~/features/catalogue";
import type { OrderDelivery } from "./order-delivery";
import type { EventSource, OrderState } from "./order-state";

/** A shopper's details as the checkout's checks give them (the checkout's customer schema): trimmed, valid. */
export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  /** The town and postcode: needed abroad, often "" in Nigeria (the address line names the town). */
  city: string;
  postcode: string;
  country: string;
  state: string;
  comments: string;
}

/** One priced line of an order, as the shop's catalogue prices it. */
export interface OrderItem {
  productId: number;
  name: string;
  size: Size | "";
  quantity: number;
  /** Whole naira the shopper pays for one piece. */
  unitPrice: number;
  /** unitPrice × quantity, whole naira. */
  lineTotal: number;
  /** The list price at placement, when the piece sold below it (a sale): struck through beside unitPrice. */
  listPrice?: number;
  /** The sale in force when it was placed, by name: `unitPrice` is its sale price, `listPrice` its regular one. */
  saleName?: string;
  /** A made-to-measure line of a quote (product 0): its event day and measurements, copied as they were. */
  custom?: CustomLineFacts;
  /** A gift card's line (product 0, no size): no piece to make (docs/decisions/264-a-gift-card-is-an-order-of-its-own-origin.md). */
  giftCard?: true;
  /** An appointment's fee line (product 0, no size): no piece to make. */
  appointment?: true;
}

/** What a made-to-measure line carries for the atelier, a snapshot never linked to a row that changes. */
interface CustomLineFacts {
  /** The shopper's event day (YYYY-MM-DD), or "". */
  eventDate: string;
  /** Measurements as taken, in the words and units they were taken in. */
  measurements: { label: string; value: string }[];
}

export interface Order {
  reference: string;
  status: OrderState;
  isTest: boolean;
  customer: Customer;
  items: OrderItem[];
  /** How it reaches the shopper, what that cost and when it was promised. */
  delivery: OrderDelivery;
  /** Items + delivery + express, less a discount code's amount, in Paystack's subunit of its currency (kobo, or cents). */
  amountMinor: number;
  /** The currency it was placed in: every row of its money is in it. */
  currency: "NGN" | "USD";
  payment: PaymentEvidence | null;
  reviewReason: string | null;
  /** Refunded so far, in the same subunit (Paystack's refunds or the owner's word). */
  refundedMinor: number;
  disputeNote: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** When Paystack was last asked about this order's payment. */
  paymentCheckedAt: Date | null;
  /**
   * The deposit she chose to pay first and when the balance is due
   * (docs/decisions/247-a-deposit-and-its-balance.md); absent for an order paid in full.
   */
  deposit?: OrderDeposit;
  /** Present when the shopper sends it to someone else: delivered to them, the shopper still told. */
  gift?: OrderGift;
  /** The discount code used at the checkout and the whole naira it took off the total. */
  discount?: OrderDiscount;
  /** Present when the owner placed it as a quote (docs/decisions/256-a-quote-is-an-order-the-owner-places.md). */
  quote?: OrderQuote;
  /** Present when it is the purchase of a gift card (origin 'gift-card'): paid, it issues the card's code. */
  giftCard?: true;
  /** Present when it is an appointment's fee (origin 'appointment'): paid, it confirms the seat. */
  appointment?: true;
}

/** A discount code on an order: its spelling and whole naira off (amountMinor is already less it). */
export interface OrderDiscount {
  code: string;
  amount: number;
}

/** Whom a gift goes to and the message for its card; the address on the order is the recipient's. */
export interface OrderGift {
  recipientName: string;
  recipientPhone: string;
  /** For the card in the parcel, or "". */
  message: string;
}

/** The quote's side of an order the owner placed (origin 'quote'). */
export interface OrderQuote {
  /** The shopper's link key: random, never derived from the reference. */
  key: string;
  /** The quote may be paid until this instant; its counted pieces are held until then. */
  validUntil: Date;
  /** The bespoke request it was made from, or null when made from a chat. */
  requestReference: string | null;
  /** The fitting day (Lagos, YYYY-MM-DD), or null. */
  fittingOn: string | null;
  /** The final fitting's day (Lagos, YYYY-MM-DD), or null: the balance falls due before it. */
  finalFittingOn: string | null;
  /** The owner's notes for the atelier (the production sheet). */
  notes: string;
}

/** A deposit order's plan: the whole naira paid first, and when the rest is due. */
export interface OrderDeposit {
  amount: number;
  balanceDueAt: Date;
}

/** What decided a payment: Paystack's answer (through verify or webhook) or the local test payment. */
export interface PaymentEvidence {
  source: "verify" | "webhook" | "reconcile" | "test";
  status: string;
  amount: number;
  currency: string;
  [key: string]: unknown;
}

/** One entry of an order's history: a change of state, or a note (`from` and `to` alike) that leaves it. */
export interface OrderEvent {
  at: Date;
  from: OrderState;
  to: OrderState;
  source: EventSource;
  note: string | null;
  /** What Paystack (or the owner) said, kept whole. */
  details: unknown;
  /** The back-office person whose form wrote it; null for the shop's own flows. */
  personId?: number | null;
}
