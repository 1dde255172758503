// An order's notices on WhatsApp or SMS (docs/messages.md): stored beside its email, in the same
// transaction, for a shopper who chose them; the outbox's notice relay sends them.
import { formatMoney, money } from "~/features/currency";
import type { OrderEmail } from "~/features/orders";
import {
  balanceReminderVariables,
  messagePurposeOf,
  orderMessagePurpose,
  type MessagePurpose,
  type OrderEmailPurpose,
} from "~/features/notices/purposes";
import type { Order } from "~/features/orders";
import { formatDay } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { storeMessage } from "../notices/store-message.server";
import { readOrderAccount } from "../payments/account.server";
import { findOrder } from "./store/index.server";
import { transferAccountOf } from "./transfer-account-of.server";

/**
 * Stores the WhatsApp/SMS notice of an order email, once per order and purpose (and plan's `part`,
 * for its reminders), when the email is one the shopper gets on those channels and her number
 * consented and has not said STOP. Pass the transaction that queues the email. Returns whether one
 * was stored.
 */
export async function queueOrderMessage(
  tx: Db,
  reference: string,
  email: OrderEmail,
  params: Record<string, string> = {},
  part?: number,
): Promise<boolean> {
  if (!messagePurposeOf(email, false)) return false;
  const order = await findOrder(tx, reference);
  if (!order) return false;
  const purpose = orderMessagePurpose(email, order);
  if (!purpose) return false;
  return storeOrderMessage(tx, order, purpose, () => messageVariables(tx, order, purpose, params), part);
}

/**
 * Stores one notice of an order on WhatsApp, then SMS, once per order and purpose, when her number
 * consented and has not said STOP; its variables are read only then. Returns whether one was stored.
 */
export const storeOrderMessage = (
  tx: Db,
  order: Order,
  purpose: MessagePurpose,
  variablesOf: () => Promise<string[]>,
  part?: number,
): Promise<boolean> =>
  storeMessage(tx, { reference: order.reference, phone: order.customer.phone, part }, purpose, variablesOf);

/** A template's variables from the order and its account; every amount is Money in formatMoney's words. */
async function messageVariables(
  tx: Db,
  order: Order,
  purpose: OrderEmailPurpose,
  params: Record<string, string>,
): Promise<string[]> {
  const { account } = await readOrderAccount(tx, order);
  const paid = formatMoney(money(account.paid, account.currency));
  // A plan's reminders name its next part, due by its day (account.dueDay); a deposit's, its balance.
  const next = account.nextPart;
  const owed = formatMoney(money(next ? next.amount - next.paid : account.owedNow, account.currency));
  const dueDay = account.dueDay ? formatDay(account.dueDay) : "";
  switch (purpose) {
    case "customer-paid":
      return [order.reference, paid];
    case "customer-deposit-paid":
      return [order.reference, paid, owed, dueDay];
    case "customer-balance-soon":
    case "customer-balance-due":
      return balanceReminderVariables(order.reference, owed, dueDay, await transferAccountOf(tx, order));
    case "customer-unpaid":
      return [order.reference, owed];
    case "customer-ready":
      return [order.reference];
    case "customer-shipped":
      return [order.reference, params.note?.trim().replace(/[.\s]+$/, "") || "to follow"];
  }
}
