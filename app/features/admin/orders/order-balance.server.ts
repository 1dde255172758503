import { adminActions } from "~/features/admin/orders/stages";
import { formatDay } from "~/lib/lagos-clock";
import type { AdminOrderView } from "~/features/admin/orders/order-view";
import type { Order } from "~/features/orders";
import { balanceDueDay, releaseBlock, standing } from "~/features/payments";
import { balanceWhatsappLink } from "~/features/whatsapp";
import type { Db } from "../../../server/db/db.server";
import type { Env } from "../../../server/base/env.server";
import { paymentsOf } from "../../../server/payments/store.server";

/** The order's payments, what is paid and owed and by when, her WhatsApp link, and the moves held back. */
export async function balanceView(
  db: Db,
  env: Env,
  order: Order,
): Promise<Pick<AdminOrderView, "payments" | "balance" | "held">> {
  const payments = await paymentsOf(db, order.reference);
  const money = standing(payments, order.amountKobo / 100);
  const dueAt = order.deposit?.balanceDueAt;
  const dueDay = dueAt ? balanceDueDay(dueAt) : null;
  const orderUrl = `${env.SITE_URL.replace(/\/+$/, "")}/order/${order.reference}`;
  const owed = money.outstanding > 0 && money.paid > 0;
  const held = Object.fromEntries(
    adminActions(order.status).forward.flatMap((to) => {
      const why = releaseBlock(to, money.outstanding);
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
    balance: {
      paid: money.paid,
      outstanding: money.outstanding,
      overpaid: money.overpaid,
      dueDay,
      orderUrl,
      whatsapp: owed
        ? balanceWhatsappLink({
            phone: order.customer.phone,
            firstName: order.customer.firstName,
            outstanding: money.outstanding,
            dueDay: dueDay && formatDay(dueDay),
            orderUrl,
          })
        : null,
    },
    held,
  };
}
