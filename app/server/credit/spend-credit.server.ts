import { formatPrice } from "~/features/currency";
import { CREDIT_KIND_WORDS, isExpired, looksLikeCode, normaliseCode, spendFrom } from "~/features/credit";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { addEntry, balanceOfCode, lockCode, returnCreditOf, spentKey } from "./store.server";
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

/**
 * In the transaction placing `order` (its row just written): takes what the code holds, at most
 * the order's total, under the code's row lock (two servers spending one code wait for each other
 * and each sees the other's row), as a `spent` row on the code and a `credit` payment on the order.
 * When the credit covers what the order asks before it is made, the order is paid at once and
 * Paystack is asked for nothing. Returns what Paystack is to take now (whole naira).
 */
export async function spendCredit(tx: Db, order: Order, typed: string, now: Date): Promise<number> {
  const code = normaliseCode(typed);
  if (!looksLikeCode(code)) throw new CreditRefused(CREDIT_TEXT.unknown);
  const found = await lockCode(tx, code);
  if (!found) throw new CreditRefused(CREDIT_TEXT.unknown);
  if (isExpired(found, now)) throw new CreditRefused(CREDIT_TEXT.expired);
  const amount = spendFrom(await balanceOfCode(tx, found.id), order.amountKobo / 100);
  if (amount <= 0) throw new CreditRefused(CREDIT_TEXT.empty);
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
      note: `Paid ${formatPrice(amount)} by ${words} ending ${found.last4}.`,
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
