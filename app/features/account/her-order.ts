import type { LedgerCurrency } from "~/features/currency";

/** One of her orders as her page lists it: figures from the order's account, never summed here. */
export interface HerOrder {
  reference: string;
  kind: "Order" | "Quote" | "Gift card" | "Appointment" | "Group share";
  /** A group share's group: its name and page. */
  group: { name: string; path: string } | null;
  /** Its own page. */
  page: string;
  placedAt: string;
  /** Its stage in words. */
  status: string;
  /** Where its parcel is with the courier, in her words ("On its way to you · Kwik"), or null. */
  parcel: string | null;
  pieces: string[];
  /** The order's currency: its total, what is owed and what the form asks are in it. */
  currency: LedgerCurrency;
  /** Whole naira, or whole cents for a dollar order. */
  total: number;
  /** Where its money stands, in words (the account's). */
  money: string;
  owed: number;
  /** The last Lagos day to pay a balance, or null. */
  dueDay: string | null;
  /** The order page's payment form: its intent and the amount it asks for; null when nothing can be paid now. */
  pay: { intent: "pay" | "test-pay" | "test-pay-balance"; amount: number } | null;
}
