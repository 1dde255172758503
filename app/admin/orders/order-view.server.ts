import { isLedgerCurrency } from "~/features/payments";
import { ledgerMoney, money as moneyOf } from "~/features/currency";
import { paidAtOf, readMoneyToReturn } from "~/features/orders";
import type { AdminOrderView } from "~/admin/orders/order-view";
import type { Db } from "~/server/db/db.server";
import { TEMPLATE_VARIABLES, type TemplateName } from "~/server/adapters/emailjs.server";
import type { Env } from "~/server/base/env.server";
import { keptForDeliveryOf, orderEvents } from "~/server/orders/store/index.server";
import { orderActivity } from "./order-activity.server";
import { deliveryLines, stageSince, type Order } from "~/features/orders";
import { balanceView } from "./order-balance.server";
import { keptNote } from "./kept-note";
import { processedByPayment } from "~/server/refunds/store.server";
import { queuePiecesOf } from "~/server/atelier/queue.server";

/** The EmailJS templates whose id is not set: their emails wait in the outbox. */
function unsetTemplates(env: Env): TemplateName[] {
  return (Object.keys(TEMPLATE_VARIABLES) as TemplateName[]).filter((name) => !env[TEMPLATE_VARIABLES[name]]);
}

const str = (v: unknown) => (typeof v === "string" && v ? v : null);

/** The order, its payment facts and its history, shaped for the admin's order page. */
export async function adminOrderView(db: Db, env: Env, order: Order): Promise<AdminOrderView> {
  const [events, activity, money, sentBack, kept] = await Promise.all([
    orderEvents(db, order.reference),
    orderActivity(db, [order.reference], unsetTemplates(env)),
    balanceView(db, env, order),
    processedByPayment(db, order.reference),
    keptForDeliveryOf(db, order.reference),
  ]);
  const p = order.payment;
  return {
    reference: order.reference,
    status: order.status,
    since: stageSince(order, events).toISOString(),
    isTest: order.isTest,
    placedAt: order.createdAt.toISOString(),
    currency: order.currency,
    customer: order.customer,
    kept: kept ? keptNote(kept, { pickup: order.delivery.method === "pickup", gift: order.gift !== undefined }) : null,
    gift: order.gift ?? null,
    items: order.items,
    pickup: order.delivery.method === "pickup",
    toMake: queuePiecesOf(order.items.filter((i) => !i.giftCard && !i.appointment)).made > 0,
    readyBy: order.delivery.readyBy,
    // The discount code sits with delivery's lines, the last thing above the total it lowered.
    delivery: [
      ...deliveryLines(order.delivery, order.currency),
      ...(order.discount
        ? [`Discount code ${order.discount.code}: −${ledgerMoney(order.discount.amount, order.currency)}`]
        : []),
    ],
    total: order.amountMinor,
    paystack: {
      channel: str(p?.channel) ?? (p?.source === "test" ? "test payment" : null),
      paidAt: order.paidAt?.toISOString() ?? null,
      mode: order.isTest || p?.domain === "test" ? "test" : "live",
      said: str(p?.gatewayResponse) ?? (p ? p.status : null),
      reviewReason: order.reviewReason,
      disputeNote: order.disputeNote,
    },
    ...money,
    moneyToReturn: events.flatMap((e) => {
      const m = readMoneyToReturn(e.details);
      if (!m) return [];
      // Paystack counts in kobo or cents, as the shop's ledger does.
      const currency = isLedgerCurrency(m.currency) ? m.currency : "NGN";
      return [
        {
          amount: moneyOf(m.amount, currency),
          paystackReference: m.reference,
          transactionId: m.id ?? null,
          paidAt: paidAtOf(m, e.at).toISOString(),
          // Marked refunded, or refunds through Paystack of that payment sent back at least as much.
          returned: order.status === "refunded" || (sentBack.get(m.reference) ?? 0) >= m.amount,
        },
      ];
    }),
    emails: activity.get(order.reference)?.emails ?? [],
    history: events
      .map((e) => ({
        at: e.at.toISOString(),
        from: e.from,
        to: e.to,
        source: e.source,
        note: e.note,
        personId: e.personId ?? null,
        ...(readMoneyToReturn(e.details) ? { kind: "money-to-return" as const } : {}),
      }))
      .reverse(),
  };
}
