// The lists' work: joining (with a confirmation email), confirming, leaving, waking a size's
// waits when its pieces come back, and a sale's news at its start
// (docs/decisions/262-lists-by-consent-checked-at-send-time.md).
import { productById, productPath, type Size } from "~/features/catalogue";
import type { WaitFacts } from "~/features/lists/list-emails";
import { piecesAdded, waitersToTell } from "~/features/lists/restock";
import type { Db } from "../db/db.server";
import { queueListEmail, queueToNewsList } from "../outbox/store.server";
import { readSale } from "../sales/store.server";
import { askToConfirm, namedWith } from "./confirmations.server";
import { confirmMember, joinNews, joinWait, takeDueAnnouncement, takeWaiters, type ListMember } from "./store.server";

/** What the confirmation and back-in-stock emails say of a wait: the piece, its size and page. */
export function waitFacts(productId: number, size: string): WaitFacts {
  const product = productById(productId);
  return { product: product?.alt ?? "The piece you asked about", size, path: (product && productPath(product)) ?? "/" };
}

/**
 * A newsletter or pop-up sign-up: the address joins the news list unconfirmed and its mailbox's
 * confirmation email names it, in the transaction that keeps the message.
 */
export async function signUpForNews(tx: Db, email: string, name: string | null, now = new Date()): Promise<void> {
  const { member, ask } = await joinNews(tx, email.trim().toLowerCase(), name);
  if (ask) await askToConfirm(tx, member, now);
}

/** A shopper asks to hear when a sold-out size is back: her wait, named in her mailbox's confirmation email. */
export async function askBackInStock(
  db: Db,
  wait: { productId: number; size: Size; email: string },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const { member, ask } = await joinWait(tx, wait.email.trim().toLowerCase(), wait.productId, wait.size);
    if (ask) await askToConfirm(tx, member, now);
  });
}

/**
 * What happens when a member confirms. The welcome code the sign-up pop-up promises hooks in
 * here: a news member confirmed for the first time (or again after leaving) gets it once.
 */
export type OnConfirmed = (tx: Db, member: ListMember) => Promise<void>;

const confirmedHooks: OnConfirmed[] = [];

/** Adds a step to every first confirmation, run in its transaction (the welcome code's hook). */
export function whenSubscriberConfirms(hook: OnConfirmed): void {
  confirmedHooks.push(hook);
}

/**
 * Confirms the member of this key, and the others her confirmation emails named (one email asks for
 * her day's sign-up and waits together); undefined for a key that is no member's.
 */
export async function confirmByKey(db: Db, key: string): Promise<ListMember | undefined> {
  return db.transaction(async (tx) => {
    const confirmed = await confirmMember(tx, { key });
    if (!confirmed) return undefined;
    const others = [];
    for (const id of await namedWith(tx, confirmed.member.id)) others.push(await confirmMember(tx, { id }));
    for (const c of [confirmed, ...others])
      if (c?.confirmedNow) for (const hook of confirmedHooks) await hook(tx, c.member);
    return confirmed.member;
  });
}

/**
 * The owner set a size's count: when pieces came back (left before → left after; null after: no
 * longer counted, so always available), the confirmed waits of that size are told, oldest first,
 * at most three per piece added, each once. In the count's transaction.
 */
export async function sizeRestocked(
  tx: Db,
  productId: number,
  size: Size,
  leftBefore: number | undefined,
  leftAfter: number | null,
): Promise<number> {
  const wasSoldOut = leftBefore !== undefined && leftBefore <= 0;
  const limit = leftAfter === null ? (wasSoldOut ? null : 0) : waitersToTell(piecesAdded(leftBefore, leftAfter));
  if (limit === 0) return 0;
  const ids = await takeWaiters(tx, productId, size, limit);
  const facts = waitFacts(productId, size);
  for (const id of ids) await queueListEmail(tx, id, "back-in-stock", { ...facts });
  return ids.length;
}

/**
 * Queues the news of every sale asked to be announced whose start has passed (and which has not
 * ended): one email per confirmed subscriber, once each, however many instances run this.
 * Returns how many emails it queued.
 */
export async function queueDueSaleNews(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (;;) {
    const more = await db.transaction(async (tx) => {
      const saleId = await takeDueAnnouncement(tx, now);
      if (saleId === undefined) return undefined;
      const sale = await readSale(tx, saleId);
      if (!sale) return 0;
      return queueToNewsList(tx, `sale-news:${saleId}`, { sale: String(saleId) });
    });
    if (more === undefined) return queued;
    queued += more;
  }
}
