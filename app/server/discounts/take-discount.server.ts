import { productById } from "~/features/catalogue";
import { normaliseCode } from "~/features/credit";
import { decideDiscount, refusalText } from "~/features/discounts";
import type { OrderItem } from "~/features/orders";
import type { Db } from "../db/db.server";
import type { OrderReaction } from "../orders/change-state.server";
import { addUse, keepUse, lockDiscount, releaseUseOf, usesOf } from "./store.server";

/** What the checkout says when too many codes were tried from one address. */
export const DISCOUNT_TOO_MANY = "Too many discount codes were tried from here. Wait a few minutes, then try again.";

/** Thrown inside the placing transaction, so the order is not stored when its code does not apply. */
export class DiscountRefused extends Error {}

/** A code the shop accepted for an order: its row, its spelling and whole naira off. */
export interface TakenDiscount {
  codeId: number;
  code: string;
  amount: number;
}

/**
 * In the transaction placing an order: the code she typed, its row locked (two servers using one
 * code wait for each other, and the second counts the first's use), decided against the order's
 * lines and its uses by others (the order she is replacing left out). Throws DiscountRefused with
 * the reason in words. The use itself is stored by `recordUse` once the order's row exists.
 */
export async function takeDiscount(
  tx: Db,
  typed: string,
  order: { items: readonly OrderItem[]; total: number; email: string; now: Date; replacing?: string },
): Promise<TakenDiscount> {
  const code = normaliseCode(typed);
  const found = code.length >= 3 && code.length <= 30 ? await lockDiscount(tx, code) : undefined;
  if (!found) throw new DiscountRefused(refusalText("unknown"));
  const uses = await usesOf(tx, found.id, order.email, order.replacing);
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
  });
  if (!outcome.ok) throw new DiscountRefused(outcome.text);
  return { codeId: found.id, code: found.code, amount: outcome.amount };
}

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
