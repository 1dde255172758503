import type { AccountRows } from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { refundsOfOrders } from "./store.server";

/** Each order's refunds for its account: each row with its payment, amount and status. One statement for all. */
export async function refundAccountRows(
  db: Db,
  orders: readonly Order[],
): Promise<Map<string, Pick<AccountRows, "refunds">>> {
  const refunds = await refundsOfOrders(
    db,
    orders.map((o) => o.reference),
  );
  return new Map(
    orders.map((o) => [
      o.reference,
      {
        refunds: (refunds.get(o.reference) ?? []).map((r) => ({
          paymentReference: r.paymentReference,
          amount: r.amount,
          currency: r.currency,
          status: r.status,
        })),
      },
    ]),
  );
}
