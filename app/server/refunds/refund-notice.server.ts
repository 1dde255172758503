// "Refund made" on WhatsApp or SMS (docs/messages.md): no email goes out for refunds, but a shopper
// who chose these updates hears of the money on its way back once, when her order first counts one.
import { formatMoney, money } from "~/features/currency";
import type { Order, OrderState } from "~/features/orders";
import { formatDay, lagosToday } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { storeOrderMessage } from "../orders/message-notices.server";

const REFUNDED: readonly OrderState[] = ["refunded", "partially_refunded"];

/**
 * A reaction to an order's change: refunded (in whole or in part, through Paystack, its dashboard,
 * a dispute or outside the shop), its notice is stored in the same transaction with what has gone
 * back in all; a later refund of the same order adds none.
 */
export async function queueRefundMessage(tx: Db, order: Order, _from: OrderState): Promise<void> {
  if (!REFUNDED.includes(order.status) || order.refundedMinor <= 0) return;
  await storeOrderMessage(tx, order, "customer-refunded", async () => [
    order.reference,
    formatMoney(money(order.refundedMinor, order.currency)),
    formatDay(lagosToday()),
  ]);
}
