import { DELETED_NAME, keptForDelivery, ON_ITS_WAY, stillOnItsWay, type KeptOrder } from "~/features/account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import type { OrderReaction } from "../orders/change-state.server";
import { eraseEmailsOf } from "../outbox/erase.server";
import { eraseNoticesOf } from "../notices/store.server";
import {
  eraseKeptDelivery,
  eraseOrdersOfEmail,
  lockOrdersOfEmail,
  ordersOfEmailIn,
} from "../orders/store/index.server";

// "Delete my data" with an order on its way (docs/decisions/292-kept-until-it-reaches-her.md): the
// order keeps what it needs to reach her, and the change of state that brings it to her (or ends
// it) erases that, in its own transaction, once.

/** Her orders newest first, the same whichever way they were read (to the millisecond, then by reference). */
const newestFirst = (orders: readonly Order[]) =>
  [...orders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.reference.localeCompare(b.reference));

/** What deleting her data would keep now: each of her orders on its way, newest first. */
export async function whatDeletionKeeps(db: Db, email: string): Promise<KeptOrder[]> {
  return newestFirst(await ordersOfEmailIn(db, email, ON_ITS_WAY)).flatMap((order) => keptForDelivery(order) ?? []);
}

/**
 * In her deletion's transaction: her orders are locked (a state changing meanwhile waits, then
 * finds their rows), those on their way keep what they need to reach her, the rest of her is
 * erased from all of them. Returns the references changed and what is kept.
 */
export async function eraseHerOrders(tx: Db, email: string): Promise<{ references: string[]; kept: KeptOrder[] }> {
  // Locked in their references' order; told in the order whatDeletionKeeps told her before.
  const kept = newestFirst(await lockOrdersOfEmail(tx, email)).flatMap((order) => keptForDelivery(order) ?? []);
  const facts = kept.map((k) => ({ reference: k.reference, address: k.for === "delivery" }));
  return { references: await eraseOrdersOfEmail(tx, email, DELETED_NAME, facts), kept };
}

/**
 * An order's reaction to its change: delivered, collected or ended, what it kept for her is erased,
 * from the order and from the emails stored about it since she asked.
 */
export const eraseKeptWhenArrived: OrderReaction = async (tx, order) => {
  if (stillOnItsWay(order.status)) return;
  if (await eraseKeptDelivery(tx, order.reference, DELETED_NAME, order.status)) {
    await eraseEmailsOf(tx, { references: [order.reference], name: DELETED_NAME });
    await eraseNoticesOf(tx, [order.reference]);
  }
};
