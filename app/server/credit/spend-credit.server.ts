import { formatMoney, money } from "~/features/currency";
import { CREDIT_KIND_WORDS, isExpired, looksLikeCode, normaliseCode, spendFrom } from "~/features/credit";
import type { Order } from "~/features/orders";
import { codeCurrencyRefusal, type LedgerCurrency } from "~/features/payments";
import type { Db } from "../db/db.server";
import { addEntry, balanceOfCode, findCode, lockCode, returnCreditOf, spentKey, type CreditCode } from "./store.server";
import { takeCreditPayment } from "../payments/store.server";
import { applyChange, type OrderReaction } from "../orders/change-state.server";

/** What the checkout says of a code it cannot use; the order is not stored. */
export const CREDIT_TEXT = {
  unknown:
    "That gift card or credit code is not one we know. Check it against your email (the dashes are optional), or leave the field empty.",
  empty: "That gift card or credit code has no credit left on it. Leave the field empty to pay by card.",
  expired: "That gift card or credit code has expired. Leave the field empty to pay by card.",
  tooMany: "Too many codes were tried from here. Wait a few minutes, then try again.",
} as const;

/** Thrown inside the placing transaction, so the order is not stored when its code cannot pay. */
export class CreditRefused extends Error {}

/** A code she typed and what it pays of `due` (in `currency`'s whole units), its row read by `find`; or why not, in words. */
async function decideCode(
  db: Db,
  typed: string,
  due: number,
  now: Date,
  find: (db: Db, code: string) => Promise<CreditCode | undefined>,
  currency: LedgerCurrency = "NGN",
): Promise<{ ok: true; code: CreditCode; amount: number } | { ok: false; text: string }> {
  const code = normaliseCode(typed);
  const found = looksLikeCode(code) ? await find(db, code) : undefined;
  if (!found) return { ok: false, text: CREDIT_TEXT.unknown };
  const otherCurrency = codeCurrencyRefusal(found.currency, currency);
  if (otherCurrency) return { ok: false, text: otherCurrency };
  if (isExpired(found, now)) return { ok: false, text: CREDIT_TEXT.expired };
  const amount = spendFrom(await balanceOfCode(db, found.id), due);
  if (amount <= 0) return { ok: false, text: CREDIT_TEXT.empty };
  return { ok: true, code: found, amount };
}

/** What the code would pay of `due` now, read only: nothing locked or spent. */
export async function quoteCredit(db: Db, typed: string, due: number, now: Date, currency: LedgerCurrency = "NGN") {
  const decided = await decideCode(db, typed, due, now, findCode, currency);
  return decided.ok ? { ok: true as const, kind: decided.code.kind, amount: decided.amount } : decided;
}

/**
 * In the transaction placing `order` (its row just written): takes what the code holds, at most
 * the order's total, under the code's row lock (two servers spending one code wait for each other
 * and each sees the other's row), as a `spent` row on the code and a `credit` payment on the order.
 * When the credit covers what the order asks before it is made, the order is paid at once and
 * Paystack is asked for nothing. Returns what Paystack is to take now (in the order's currency).
 */
export async function spendCredit(tx: Db, order: Order, typed: string, now: Date): Promise<number> {
  const decided = await decideCode(tx, typed, order.amountMinor, now, lockCode, order.currency);
  if (!decided.ok) throw new CreditRefused(decided.text);
  const { code: found, amount } = decided;
  await addEntry(tx, {
    codeId: found.id,
    amount: -amount,
    kind: "spent",
    orderReference: order.reference,
    who: order.customer.email.slice(0, 100),
    why: `Spent on order ${order.reference} at the checkout.`,
    movementKey: spentKey(order.reference, found.id),
  });
  const rest = await takeCreditPayment(tx, order.reference, amount);
  if (rest === 0) {
    const words = CREDIT_KIND_WORDS[found.kind].toLowerCase();
    await applyChange(tx, order, {
      to: "paid",
      source: "credit",
      note: `Paid ${formatMoney(money(amount, order.currency))} by ${words} ending ${found.last4}.`,
    });
  }
  return rest;
}

/** What gift cards or store credit paid of an order that will not be made goes back to its codes, once. */
export const returnCreditWhenEnded: OrderReaction = async (tx, order) => {
  if (order.status !== "cancelled" && order.status !== "expired") return;
  const why = order.status === "cancelled" ? "was cancelled" : "expired unpaid";
  await returnCreditOf(tx, order.reference, `Order ${order.reference} ${why}.`);
};
