import type { OrderState } from "~/features/orders";
import { NOTICE_TEMPLATE, type Notice } from "~/features/orders/notice-params";
import type { Db } from "../db/db.server";

/** The notices a change of state queues by itself. */
export const NOTICES_ON: Partial<Record<OrderState, Notice[]>> = {
  paid: ["owner-paid", "customer-paid"],
  review: ["owner-review"],
  expired: ["owner-expired"],
};

/**
 * Queues one notice of an order in the outbox; a second call for the same order and notice (two
 * servers, the webhook and the re-check seeing one payment) adds nothing. Returns whether it was new.
 */
export async function queueNotice(
  db: Db,
  reference: string,
  notice: Notice,
  params?: Record<string, string>,
): Promise<boolean> {
  const rows = await db.query(
    `insert into outbox (order_reference, notice, template, params) values ($1, $2, $3, $4::jsonb)
     on conflict (order_reference, notice) do nothing returning id`,
    [reference, notice, NOTICE_TEMPLATE[notice], params ? JSON.stringify(params) : null],
  );
  return rows.length > 0;
}

export interface ShopperUpdate {
  reference: string;
  status: "shipped" | "ready";
  /** Shown in the email: a tracking number, a courier, where and when to collect. */
  note?: string;
}

/**
 * Queues the shopper's email that her order has shipped or is ready for collection, with the
 * owner's note. Pass the transaction that moves the order, so both happen or neither.
 */
export function queueShopperUpdate(db: Db, { reference, status, note }: ShopperUpdate): Promise<boolean> {
  return queueNotice(db, reference, status === "shipped" ? "customer-shipped" : "customer-ready", {
    status,
    note: note?.trim() ?? "",
  });
}
