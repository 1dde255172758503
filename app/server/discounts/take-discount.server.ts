import { productById } from "~/features/catalogue";
import { normaliseCode } from "~/features/credit";
import { decideDiscount, refusalText } from "~/features/discounts";
import type { OrderItem } from "~/features/orders";
import type { Db } from "../db/db.server";
import type { OrderReaction } from "../orders/change-state.server";
import { addUse, findDiscount, keepUse, lockDiscount, releaseUseOf, usesOf, type StoredDiscount } from "./store.server";

/** What the checkout says when too many codes were tried from one address. */
export const DISCOUNT_TOO_MANY = "Too many discount codes were tried from here. Wait a few minutes, then try again.";

/** Thrown inside the placing transaction, so the order is not stored when its code does not apply. */
export class DiscountRefused extends Error {}

/** A code the shop accepted for an order: its row, its spelling and what it takes off (kobo, cents). */
export interface TakenDiscount {
  codeId: number;
  code: string;
  amount: number;
}

/** An order as a code is decided against it. */
interface DiscountOrder {
  items: readonly OrderItem[];
  total: number;
  email: string;
  now: Date;
  replacing?: string;
  currency?: "NGN" | "USD";
}

/**
 * The code she typed decided against the order's lines and its uses by others (the order she is
 * replacing left out), its row read by `find`: locked when placing, plainly for a quote.
 */
async function decideTyped(
  db: Db,
  typed: string,
  order: DiscountOrder,
  find: (db: Db, code: string) => Promise<StoredDiscount | undefined>,
): Promise<{ ok: true; taken: TakenDiscount } | { ok: false; text: string }> {
  const code = normaliseCode(typed);
  const found = code.length >= 3 && code.length <= 30 ? await find(db, code) : undefined;
  if (!found) return { ok: false, text: refusalText("unknown") };
  const uses = await usesOf(db, found.id, order.email, order.replacing);
  const outcome = decideDiscount(found, {
    lines: order.items.map((i) => ({
      collection: productById(i.productId)?.collection,
      onSale: i.listPrice !== undefined,
      lineTotal: i.lineTotal,
    })),
    orderTotal: order.total,
    email: order.email,
    now: order.now,
    usesTotal: uses.total,
    usesByEmail: uses.byEmail,
    currency: order.currency,
  });
  if (!outcome.ok) return { ok: false, text: outcome.text };
  return { ok: true, taken: { codeId: found.id, code: found.code, amount: outcome.amount } };
}

/**
 * In the transaction placing an order: the code she typed, its row locked (two servers using one
 * code wait for each other, and the second counts the first's use), decided as `decideTyped`
 * does. Throws DiscountRefused with the reason in words. The use itself is stored by `recordUse`
 * once the order's row exists.
 */
export async function takeDiscount(tx: Db, typed: string, order: DiscountOrder): Promise<TakenDiscount> {
  const decided = await decideTyped(tx, typed, order, lockDiscount);
  if (!decided.ok) throw new DiscountRefused(decided.text);
  return decided.taken;
}

/** What the code would take off the order now, read only: nothing locked, used or kept. */
export const quoteDiscount = (db: Db, typed: string, order: DiscountOrder) =>
  decideTyped(db, typed, order, findDiscount);

/**
 * The order's use of its code, in the placing transaction (the code's lock still held): held while
 * it is unpaid only as long as its pieces are (`lapsesAt`, features/stock's holdLapsesAt).
 */
export const recordUse = (tx: Db, taken: TakenDiscount, orderReference: string, email: string, lapsesAt: Date) =>
  addUse(tx, { codeId: taken.codeId, orderReference, email: email.toLowerCase(), amount: taken.amount, lapsesAt });

/**
 * An order that will not be made (cancelled or expired) gives its code's use back; one whose money
 * came (paid, or in review) keeps it for good.
 */
export const giveUseBackWhenEnded: OrderReaction = async (tx, order) => {
  if (order.status === "cancelled" || order.status === "expired") await releaseUseOf(tx, order.reference);
  else if (order.status === "paid" || order.status === "review") await keepUse(tx, order.reference);
};
