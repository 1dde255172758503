import type { AccountRows } from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { refundsOf } from "./store.server";

/** An order's refunds for its account: each row with its payment, amount and status. */
export async function refundAccountRows(db: Db, order: Order): Promise<Pick<AccountRows, "refunds">> {
  const refunds = await refundsOf(db, order.reference);
  return {
    refunds: refunds.map((r) => ({ paymentReference: r.paymentReference, amount: r.amount, status: r.status })),
  };
}
