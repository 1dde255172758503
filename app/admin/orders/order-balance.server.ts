import { money } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import { adminActions } from "~/admin/orders/stages";
import type { AdminOrderView } from "~/admin/orders/order-view";
import { readPlanStory } from "~/server/pay-plans/story.server";
import { autopayOwnerView } from "~/server/autopay/view.server";
import { accountLines, accountWords, keptPiecesWaitFor, moneyGate } from "~/features/order-account";
import type { Order } from "~/features/orders";
import { balanceWhatsappLink, orderChatLink } from "~/features/whatsapp";
import type { Db } from "~/server/db/db.server";
import type { Env } from "~/server/base/env.server";
import { readOrderAccount } from "~/server/payments/account.server";
import { paymentsOf } from "~/server/payments/store.server";
import { hasKeptPieces } from "~/server/stock/store/index.server";

/**
 * The order's payments, its account (what is paid and owed and by when), her WhatsApp link, the
 * moves held back, and what its pieces kept till paid in full wait for.
 */
export async function balanceView(
  db: Db,
  env: Env,
  order: Order,
): Promise<Pick<AdminOrderView, "payments" | "money" | "held" | "keptPieces">> {
  const [payments, { rows, account }, kept] = await Promise.all([
    paymentsOf(db, order.reference),
    readOrderAccount(db, order),
    hasKeptPieces(db, order.reference),
  ]);
  const orderUrl = `${env.SITE_URL.replace(/\/+$/, "")}/order/${order.reference}`;
  const owed = account.owedNow > 0 && account.paid > 0;
  const held = Object.fromEntries(
    adminActions(order.status).forward.flatMap((to) => {
      const why = moneyGate(to, account);
      return why ? [[to, why]] : [];
    }),
  );
  return {
    payments: payments.map((p) => ({
      reference: p.reference,
      kind: p.kind,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    money: {
      words: accountWords(account),
      paid: account.paid,
      kept: account.netPaid,
      owed: account.owedNow,
      dueDay: account.dueDay,
      toReturn: account.overpaid,
      lines: accountLines(rows),
      orderUrl,
      whatsapp: owed
        ? balanceWhatsappLink({
            phone: order.customer.phone,
            firstName: order.customer.firstName,
            outstanding: money(account.owedNow, account.currency),
            dueDay: account.dueDay && formatDay(account.dueDay),
            orderUrl,
          })
        : null,
      chat: orderChatLink({
        phone: order.customer.phone,
        firstName: order.customer.firstName,
        reference: order.reference,
        orderUrl,
      }),
      plan: await readPlanStory(db, order.reference, account),
      autopay: await autopayOwnerView(db, order.reference),
    },
    held,
    keptPieces: (kept && keptPiecesWaitFor(account)) || null,
  };
}
