import { maskEmail } from "~/features/checkout/privacy";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import type { GiftCardStatusView } from "~/features/gift-cards/components/gift-card-status";
import { shopperPaymentStage } from "~/features/payments";
import type { Db } from "../db/db.server";
import { findGiftCard } from "./store.server";
import { paymentsOf } from "../payments/store.server";
import { findOrder } from "../orders/store/index.server";

const PAID = ["paid", "in_production", "ready", "shipped", "delivered", "collected"];

/** A gift card's page as its buyer sees it, by its order's reference; undefined when it is no gift card. */
export async function giftCardStatus(
  db: Db,
  reference: string,
  opts: { demo: boolean; now?: Date },
): Promise<GiftCardStatusView | undefined> {
  const [order, card] = await Promise.all([findOrder(db, reference), findGiftCard(db, reference)]);
  if (!order?.giftCard || !card) return undefined;
  const now = opts.now ?? new Date();
  const stage: GiftCardStatusView["stage"] =
    PAID.includes(order.status) || card.issuedAt
      ? "paid"
      : order.status === "pending"
        ? shopperPaymentStage(await paymentsOf(db, reference)) === "confirming"
          ? "confirming"
          : "pending"
        : order.status === "review"
          ? "confirming"
          : "ended";
  return {
    reference,
    amount: card.amount,
    stage,
    to: card.recipientEmail
      ? `${card.recipientName || "them"} (${maskEmail(card.recipientEmail)})`
      : `you (${maskEmail(card.buyerEmail)})`,
    sendOnText: formatDay(card.sendOn),
    scheduled: card.sendOn > lagosDayOf(now),
    test: opts.demo && order.isTest,
  };
}
