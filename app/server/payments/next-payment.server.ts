import { dueNow, paymentKindOf } from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Payment, PaymentKind } from "~/features/payments";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { readOrderAccount } from "./account.server";

/**
 * The payment an order asks for next, read from its account (dueNow: what its page and its pay
 * button name): its kind for the ledger (a `retry` of what is due before making it, once it has a
 * payment already) and its amount; undefined when it asks for none. A caller holding the order's
 * lock passes its transaction, so nothing changes the account before the payment is stored.
 */
export async function nextPaymentDue(
  db: Db,
  order: Order,
  payments: readonly Pick<Payment, "status">[],
): Promise<{ kind: PaymentKind; amount: number } | undefined> {
  const { account } = await readOrderAccount(db, order);
  // A plan's parts late by today are asked together, as her page names them.
  const due = dueNow(account, order.status, lagosDayOf(new Date()));
  if (!due) return undefined;
  return { kind: paymentKindOf(due, payments.length), amount: due.money.amount };
}
