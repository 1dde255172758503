// A quote as the owner writes it, and its link: its address and the shape of its key. Pure.
import type { Size } from "~/config/sizes";
import type { DeliveryMethod } from "~/features/delivery";
import type { Customer } from "~/features/orders";
import type { PayPlan } from "~/features/payments";
import type { PlanTerms } from "~/features/pay-plans";

/** A catalogue line of a quote: what and how many; its price is the catalogue's, today's. */
export interface QuoteCatalogueLine {
  productId: number;
  size: Size | "";
  quantity: number;
}

/** A made-to-measure line: described and priced by the owner. */
export interface QuoteCustomLine {
  description: string;
  /** Whole naira. */
  price: number;
  /** The shopper's event day (YYYY-MM-DD), or "". */
  eventDate: string;
  /** Measurements as taken, copied onto the order. */
  measurements?: { label: string; value: string }[];
}

export interface QuoteInput {
  customer: Customer;
  lines: QuoteCatalogueLine[];
  custom: QuoteCustomLine[];
  delivery: DeliveryMethod;
  area: string;
  /** In full, the terms' deposit, or the plan whose terms she set below ("Pay small small"). */
  payPlan: PayPlan | "plan";
  /** The plan's terms, when `payPlan` is "plan". */
  planTerms?: PlanTerms;
  validDays: number;
  /** The first fitting's day, or "": the piece is made before it. */
  fittingOn: string;
  /** The final fitting's day, or "": the balance falls due before it. */
  finalFittingOn: string;
  notes: string;
  requestReference: string;
}

/** The shopper's link to her quote. */
export const quotePath = (key: string) => `/quote/${encodeURIComponent(key)}`;

/** A link key as the shop makes them: 43 characters of base64url (256 bits). */
export const isQuoteKey = (key: string) => /^[A-Za-z0-9_-]{43}$/.test(key);
