import { randomBytes } from "node:crypto";
import { formatDay } from "~/lib/lagos-clock";
import { codeFromBytes, CODE_LENGTH, formatCode } from "~/features/credit";
import { formatMoney, money } from "~/features/currency";
import { giftCardEmailLines, giftCardTo, sendAtOf } from "~/features/gift-cards";
import type { Db } from "../db/db.server";
import type { OrderReaction } from "../orders/change-state.server";
import { addEntry, insertCode } from "../credit/store.server";
import { queueAlert } from "../outbox/store.server";
import { lockGiftCard, markGiftCardIssued } from "./store.server";

/** The outbox's key of a gift card's email: one per card, however often its payment is seen. */
export const giftCardAlertKey = (orderReference: string) => `gift-card:${orderReference}`;

/**
 * For a caller moving a gift card's order to paid, in that transaction: writes the card's code
 * (kind `gift`, kept as its hash, for the recipient's email or the buyer's) with its `issued` row,
 * and queues its email in the outbox, not due before its day (08:00 Lagos; at once for today).
 * Under the card's row lock and by the entry's key, a second sight of the payment (the webhook and
 * the re-check, two servers) issues nothing. Returns whether it issued.
 */
async function issueGiftCardOf(tx: Db, orderReference: string, now = new Date()): Promise<boolean> {
  const card = await lockGiftCard(tx, orderReference);
  if (!card || card.codeId !== null) return false;
  const code = codeFromBytes(randomBytes(CODE_LENGTH));
  const to = giftCardTo(card);
  const saved = await insertCode(tx, { code, email: to.email, kind: "gift" });
  const added = await addEntry(tx, {
    codeId: saved.id,
    amount: card.amount,
    kind: "issued",
    orderReference,
    who: "shop",
    why: `Gift card bought by ${card.buyerName} (order ${orderReference})${card.recipientEmail ? ` for ${to.name}` : ""}.`,
    movementKey: `gift:${orderReference}`,
  });
  if (!added) throw new Error(`The gift card of ${orderReference} was issued twice`);
  await markGiftCardIssued(tx, orderReference, saved.id);
  await queueAlert(
    tx,
    giftCardAlertKey(orderReference),
    "customer",
    {
      to_email: to.email,
      to_name: to.name,
      reference: orderReference,
      status: "gift card",
      order_summary: giftCardEmailLines({ ...card, code: formatCode(code) }).join("\n"),
      total: formatMoney(money(card.amount, saved.currency)),
      order_url: `${card.shopUrl.replace(/\/+$/, "")}/checkout`,
      note: `Keep this email: the code is shown nowhere else. Sent for ${formatDay(card.sendOn)}.`,
    },
    sendAtOf(card.sendOn, now),
  );
  return true;
}

/** A gift card's order, paid, issues its code and queues its email for its day, once. */
export const issueGiftCardWhenPaid: OrderReaction = async (tx, order) => {
  if (order.status === "paid" && order.giftCard) await issueGiftCardOf(tx, order.reference);
};
