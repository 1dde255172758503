import type { HerOrder } from "~/features/account";
import type { Order } from "~/features/orders";
import { shopperStatusText } from "~/features/order-account";
import type { Db } from "../db/db.server";
import { groupOfOrder } from "../aso-ebi/store.server";
import { parcelView } from "../couriers/parcel-view.server";
import { shopperOrderView } from "../orders/order-page.server";
import { ordersOfEmail } from "../orders/store/index.server";

/** Orders her page lists, newest first; older ones stay on their own pages, linked from their emails. */
const ORDERS_SHOWN = 30;

const kindOf = (order: Order): HerOrder["kind"] =>
  order.giftCard ? "Gift card" : order.appointment ? "Appointment" : order.quote ? "Quote" : "Order";

/**
 * Every order placed with her email, each as its own page reads it (shopperOrderView: what its
 * account says was paid and is owed, and whether it can be paid now), with the order page's own
 * payment form's intent: she pays from her page through the order page's flow.
 */
export async function herOrders(db: Db, email: string, demo: boolean): Promise<HerOrder[]> {
  const orders = await ordersOfEmail(db, email, ORDERS_SHOWN);
  return Promise.all(
    orders.map(async (order): Promise<HerOrder> => {
      const [view, group, parcel] = await Promise.all([
        shopperOrderView(db, order, { demo }),
        groupOfOrder(db, order.reference),
        parcelView(db, order.reference),
      ]);
      const page = order.giftCard ? `/gift-cards/${order.reference}` : `/order/${order.reference}`;
      let pay: HerOrder["pay"] = null;
      if (!order.giftCard && view.payment?.button) {
        pay = { intent: demo ? "test-pay" : "pay", amount: view.payment.amount };
      } else if (view.balance?.payable) pay = { intent: "pay", amount: view.balance.due };
      else if (view.balance?.testPayable) pay = { intent: "test-pay-balance", amount: view.balance.due };
      return {
        reference: order.reference,
        kind: group ? "Group share" : kindOf(order),
        group,
        page,
        placedAt: view.placedAt,
        // As her order's page says it: the account's words while it owes, never "Paid".
        status: shopperStatusText(order.status, view.money).title,
        parcel:
          parcel?.shipment?.state === "booked" && parcel.now ? `${parcel.now} · ${parcel.shipment.courier}` : null,
        pieces: view.items.map((i) => `${i.name}${i.quantity > 1 ? ` × ${i.quantity}` : ""}`),
        currency: view.currency,
        total: view.total,
        money: view.money.words,
        owed: view.money.owed,
        dueDay: view.balance && view.balance.outstanding > 0 ? view.balance.dueDay : null,
        pay,
      };
    }),
  );
}
