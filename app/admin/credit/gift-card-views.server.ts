import type { GiftCardRow } from "~/admin/credit/gift-card-list";
import { ORDER_STATE_LABELS } from "~/features/orders";
import type { Db } from "~/server/db/db.server";
import { codesWithBalances } from "~/server/credit/store.server";
import { recentGiftCards } from "~/server/gift-cards/store.server";
import { findOrder } from "~/server/orders/store/index.server";

/** The gift cards sold or being bought, newest first, with their order's state and code's balance. */
export async function giftCardRows(db: Db): Promise<GiftCardRow[]> {
  const [cards, codes] = await Promise.all([recentGiftCards(db), codesWithBalances(db)]);
  return Promise.all(
    cards.map(async (g) => {
      const order = await findOrder(db, g.orderReference);
      const code = g.codeId === null ? undefined : codes.find((c) => c.id === g.codeId);
      return {
        orderReference: g.orderReference,
        amount: g.amount,
        currency: code?.currency ?? order?.currency ?? "NGN",
        buyer: `${g.buyerName} (${g.buyerEmail})`,
        recipient: g.recipientEmail ? `${g.recipientName || "—"} (${g.recipientEmail})` : "The buyer",
        sendOn: g.sendOn,
        message: g.message,
        state: order ? ORDER_STATE_LABELS[order.status] : "",
        last4: code?.last4 ?? null,
        balance: code?.balance ?? null,
        createdAt: g.createdAt.toISOString(),
      };
    }),
  );
}
