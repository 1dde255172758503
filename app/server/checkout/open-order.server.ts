import { randomBytes } from "node:crypto";
import type { OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import type { Customer, Order, OrderDelivery, OrderGift, OrderItem } from "~/features/orders";
import { MAX_ATTEMPTS, type Payment } from "~/features/payments";
import type { Db } from "../db/db.server";
import { insertNextPayment, paymentsOf } from "../payments/store.server";
import { dueNow } from "~/features/order-account";
import { readOrderAccount } from "../payments/account.server";
import { applyChange } from "../orders/change-state.server";
import { hasShopperKey, lockOpenOrder } from "../orders/store/index.server";
import { shopperKeyHash } from "../orders/shopper-access.server";

/** A new key for the browser that places an order (the order keeps its hash: shopperKeyHash). */
export function newShopperKey(): string {
  return randomBytes(24).toString("base64url");
}

/** Whether the cookie's key is the one its order was placed with (a reference alone proves nothing). */
export const isOpenOrderOf = (db: Db, open: OpenOrderCookie) =>
  hasShopperKey(db, open.reference, shopperKeyHash(open.key));

/** What the shopper asks for now, priced by the shop. */
export interface AskedOrder {
  customer: Customer;
  items: OrderItem[];
  delivery: OrderDelivery;
  amountMinor: number;
  /** Naira, or dollars for an address abroad (another currency is a changed order). */
  currency: "NGN" | "USD";
  /** The deposit she chose now (a change of plan is a changed order). */
  deposit?: { amount: number };
  /** Whom it is sent to (a changed recipient or message is a changed order). */
  gift?: OrderGift | null;
  /** The discount code taken now (another code, or none, is a changed order). */
  discount?: { code: string; amount: number };
  /** A gift card or credit code given now: the order is placed anew, the code paying what it can. */
  credit?: boolean;
}

/** Objects compared by their values, whatever the order of their keys. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether the order stored is the one asked for again: same shopper details, pieces, delivery and total. */
function isSameOrder(order: Order, asked: AskedOrder): boolean {
  return (
    !asked.credit &&
    order.amountMinor === asked.amountMinor &&
    order.currency === asked.currency &&
    (order.deposit?.amount ?? null) === (asked.deposit?.amount ?? null) &&
    same(order.customer, asked.customer) &&
    same(order.items, asked.items) &&
    same(order.delivery, asked.delivery) &&
    same(order.gift ?? null, asked.gift ?? null) &&
    same(order.discount ?? null, asked.discount ?? null)
  );
}

export type OpenOrderStep =
  { kind: "continued"; order: Order; payment: Payment } | { kind: "replaced" } | { kind: "none" };

/**
 * In the placing transaction, for a browser whose cookie names an order it placed that is still
 * unpaid: the same order asked again is continued (its reference and hold kept, a new payment
 * stored for a fresh payment window); a changed one is replaced, the old order cancelled by the
 * shopper and its pieces released before the new order holds its own. A payment that still lands
 * on the replaced order is money to return, shown to the owner (record-verdict.server.ts).
 */
export async function continueOpenOrder(
  tx: Db,
  open: OpenOrderCookie,
  asked: AskedOrder,
  replacedBy: string,
): Promise<OpenOrderStep> {
  const current = await lockOpenOrder(tx, open.reference, shopperKeyHash(open.key));
  if (!current) return { kind: "none" };
  const payments = await paymentsOf(tx, current.reference);
  if (isSameOrder(current, asked) && payments.length < MAX_ATTEMPTS) {
    // What its account asks now: less what a gift card or credit already paid of it.
    const { account } = await readOrderAccount(tx, current);
    const payment = await insertNextPayment(tx, {
      orderReference: current.reference,
      kind: "retry",
      amount: dueNow(account, current.status)?.money.amount ?? 0,
    });
    return { kind: "continued", order: current, payment };
  }
  await applyChange(tx, current, {
    to: "cancelled",
    source: "shopper",
    note: `Replaced by order ${replacedBy}: the shopper changed her order before paying.`,
  });
  return { kind: "replaced" };
}
