// A ledger amount and Paystack's subunit: whole naira meet Paystack as kobo, whole cents as kept
// (docs/decisions/289-every-ledger-row-in-its-currency.md). Here, beside the words of an amount,
// so an order's parts read its total without the payments' rules.
import type { LedgerCurrency } from "./money";

/** A ledger amount (whole naira, or whole cents) as Paystack counts it: kobo for NGN, cents for USD. */
export function toPaystackUnits(amount: number, currency: LedgerCurrency): number {
  return currency === "NGN" ? amount * 100 : amount;
}

/** Paystack's subunits (kobo, cents) as a ledger amount; kobo below a naira are dropped. */
export function fromPaystackUnits(units: number, currency: LedgerCurrency): number {
  return currency === "NGN" ? Math.floor(units / 100) : units;
}

/** An order's total in its currency's whole units (naira, or cents): its Paystack amount read back. */
export const orderTotal = (order: { amountMinor: number; currency: LedgerCurrency }): number =>
  fromPaystackUnits(order.amountMinor, order.currency);
