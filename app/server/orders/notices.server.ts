import { dutiesLines } from "~/features/delivery/duties-text";
import { countryCode } from "~/features/checkout/countries";
import type { OrderState } from "~/features/orders";
import {
  emailOfNotice,
  isOrderEmail,
  noticeParams,
  NOTICE_TEMPLATE,
  partNotice,
  type Notice,
  type OrderEmail,
} from "~/features/orders/notice-params";
import type { EmailFields } from "../adapters/emailjs.server";
import type { Db } from "../db/db.server";
import { queueNotice } from "../outbox/store.server";
import type { OrderNotice } from "../outbox/relay.server";
import { findOrder } from "./store/index.server";
import { queueOrderMessage } from "./message-notices.server";
import { readOrderAccount } from "../payments/account.server";
import { accountWords } from "~/features/order-account";

/** The notices a change of state queues by itself. */
export const NOTICES_ON: Partial<Record<OrderState, Notice[]>> = {
  paid: ["owner-paid", "customer-paid"],
  review: ["owner-review"],
  expired: ["owner-expired"],
};

export interface ShopperUpdate {
  reference: string;
  status: "shipped" | "ready";
  /** Shown in the email: a tracking number, a courier, where and when to collect. */
  note?: string;
}

/**
 * Queues one email of an order through its template, and beside it the shopper's WhatsApp or SMS
 * notice when she chose them (message-notices.server.ts); a second call for the same order and
 * notice (and plan's `part`, for its reminders) adds nothing. Returns whether the email was new. Pass
 * the transaction that changes the order, so all happen or none.
 */
export async function queueOrderEmail(
  db: Db,
  reference: string,
  notice: OrderEmail,
  params?: Record<string, string>,
  part?: number,
): Promise<boolean> {
  const key = part ? partNotice(notice, part) : notice;
  const queued = await queueNotice(db, reference, key, NOTICE_TEMPLATE[notice], params);
  if (queued) await queueOrderMessage(db, reference, notice, params, part);
  return queued;
}

/**
 * Queues the shopper's email that her order has shipped or is ready for collection, with the
 * owner's note. Pass the transaction that moves the order, so both happen or neither.
 */
export function queueShopperUpdate(db: Db, { reference, status, note }: ShopperUpdate): Promise<boolean> {
  return queueOrderEmail(db, reference, status === "shipped" ? "customer-shipped" : "customer-ready", {
    status,
    note: note?.trim() ?? "",
  });
}

/**
 * The email of one notice of an order, written when it is relayed from the order as it stands and
 * the parameters queued with it, its money in its account's words (the relay's writer for notices);
 * undefined when the order is missing.
 */
export async function noticeEmail(
  db: Db,
  { reference, notice, params }: OrderNotice,
  siteUrl: string,
): Promise<EmailFields | undefined> {
  const { email: kind } = emailOfNotice(notice);
  if (!isOrderEmail(kind)) throw new Error(`The outbox holds an unknown notice of order ${reference}: ${notice}`);
  const order = await findOrder(db, reference);
  if (!order) return undefined;
  const { account } = await readOrderAccount(db, order);
  const email = noticeParams(order, kind, siteUrl, params, accountWords(account));
  // Sent abroad: her confirmation says again who pays duties and taxes, and how it is declared.
  const duties = order.delivery.method === "abroad" ? dutiesLines(countryCode(order.customer.country)) : [];
  return duties.length > 0 ? { ...email, order_summary: [email.order_summary, ...duties].join("\n") } : email;
}
