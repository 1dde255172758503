// What the owner's quote screens show, as plain data the server hands them.

/** A catalogue piece she can put on a quote: today's price (a sale's when one is on) and its sizes. */
export interface QuoteProductOption {
  id: number;
  name: string;
  price: number;
  sizes: string[];
}

/** One quote in her list. */
export interface QuoteListRow {
  reference: string;
  name: string;
  /** Kobo. */
  total: number;
  /** The last day it may be paid, in words. */
  validUntil: string;
  standing: string;
}

/** One quote's page: its one link for the shopper and what it asks. */
export interface QuotePanel extends QuoteListRow {
  url: string;
  whatsapp: string;
  /** Kobo asked first, when the quote takes the deposit. */
  deposit: number | null;
  /** Whether the shopper can still pay it. */
  payable: boolean;
  items: { name: string; size: string; quantity: number; lineTotal: number }[];
}

import { PLAN_FIELD_LABELS } from "~/features/pay-plans";

/** The form's labels by field name, for the summary of what to fix. */
const QUOTE_FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  delivery: "Delivery or pickup",
  address: "Address",
  city: "Town / city",
  postcode: "Postcode",
  country: "Country",
  state: "State",
  area: "Area",
  lines: "Pieces",
  payPlan: "Payment",
  validDays: "Valid for",
  fittingOn: "First fitting day",
  finalFittingOn: "Final fitting day",
  notes: "Notes for the atelier",
};

/** A field's label, rows included ("Piece 2", "Made to measure 1: price"). */
export function quoteFieldLabel(key: string): string {
  const item = /^item-(\d)-(\w+)$/.exec(key);
  if (item) return `Catalogue piece ${item[1]}: ${item[2]}`;
  const measured = /^custom-(\d)-m-(\w+)$/.exec(key);
  if (measured) return `Made to measure ${measured[1]}: ${measured[2]}`;
  const custom = /^custom-(\d)-(\w+)$/.exec(key);
  if (custom) return `Made to measure ${custom[1]}: ${custom[2] === "event" ? "event date" : custom[2]}`;
  return QUOTE_FIELD_LABELS[key] ?? PLAN_FIELD_LABELS[key] ?? key;
}
