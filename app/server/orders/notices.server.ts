import type { OrderState } from "~/features/orders";
import type { Notice } from "~/features/orders/notice-params";
import type { Db } from "../db/db.server";
import { queueNotice } from "../outbox/outbox.server";

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
 * Queues the shopper's email that her order has shipped or is ready for collection, with the
 * owner's note. Pass the transaction that moves the order, so both happen or neither.
 */
export function queueShopperUpdate(db: Db, { reference, status, note }: ShopperUpdate): Promise<boolean> {
  return queueNotice(db, reference, status === "shipped" ? "customer-shipped" : "customer-ready", {
    status,
    note: note?.trim() ?? "",
  });
}
