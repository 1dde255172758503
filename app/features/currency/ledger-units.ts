// A ledger amount and Paystack's subunit, kobo or cents (docs/decisions/289-every-ledger-row-in-its-currency.md).
// Here, beside the words of an amount, so an order's parts read its total without the payments' rules.
import { UNITS_PER_MAJOR, type LedgerCurrency } from "./money";

/** Paystack's subunits in one naira or one dollar. */
const PAYSTACK_PER_MAJOR = 100;

/** A ledger amount as Paystack counts it: kobo for NGN, cents for USD. */
export function toPaystackUnits(amount: number, currency: LedgerCurrency): number {
  return (amount * PAYSTACK_PER_MAJOR) / UNITS_PER_MAJOR[currency];
}

/** Paystack's subunits (kobo, cents) as a ledger amount; what is below a ledger unit is dropped. */
export function fromPaystackUnits(units: number, currency: LedgerCurrency): number {
  return Math.floor((units * UNITS_PER_MAJOR[currency]) / PAYSTACK_PER_MAJOR);
}

/** An order's total in its currency's ledger units: its Paystack amount read back. */
export const orderTotal = (order: { amountMinor: number; currency: LedgerCurrency }): number =>
  fromPaystackUnits(order.amountMinor, order.currency);
