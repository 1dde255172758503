import {
  orderAccount,
  orderRows,
  type AccountRows,
  type LedgerRows,
  type OrderAccount,
} from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Payment } from "~/features/payments";
import type { Db } from "../db/db.server";
import { paymentsOfOrders } from "./store.server";

/**
 * The rows a flow keeps of orders' money in its own tables (credit's ledger, the refunds), for
 * several orders in one read (a page of the orders' CSV), by reference.
 */
export type AccountSource = (db: Db, orders: readonly Order[]) => Promise<ReadonlyMap<string, Partial<LedgerRows>>>;

/** Every source an account needs: one missing would read a wrong account, so reading refuses. */
const SOURCES = ["credit", "refunds"] as const;
const sources = new Map<(typeof SOURCES)[number], AccountSource>();

/** Registers the rows a flow adds to every order's account (where the services are built). */
export function addAccountSource(name: (typeof SOURCES)[number], source: AccountSource): void {
  sources.set(name, source);
}

/**
 * An order's rows and its account (features/order-account), read with `db`: a caller holding the
 * order's lock (a transaction) reads what no other instance can change before it commits.
 */
export async function readOrderAccount(db: Db, order: Order): Promise<{ rows: AccountRows; account: OrderAccount }> {
  return (await readOrderAccounts(db, [order])).get(order.reference)!;
}

/**
 * Several orders' rows and accounts, by reference, in one query per table (the payments and each
 * source) however many orders: the orders' CSV reads a page at a time.
 */
export async function readOrderAccounts(
  db: Db,
  orders: readonly Order[],
): Promise<Map<string, { rows: AccountRows; account: OrderAccount }>> {
  const missing = SOURCES.filter((name) => !sources.has(name));
  if (missing.length > 0) throw new Error(`The order's account has no ${missing.join(", ")} rows registered.`);
  if (orders.length === 0) return new Map();
  const [payments, ...sourced] = await Promise.all([
    paymentsOfOrders(
      db,
      orders.map((o) => o.reference),
    ),
    ...SOURCES.map((name) => sources.get(name)!(db, orders)),
  ]);
  const paymentsByOrder = new Map<string, Payment[]>();
  for (const p of payments)
    paymentsByOrder.set(p.orderReference, [...(paymentsByOrder.get(p.orderReference) ?? []), p]);
  return new Map(
    orders.map((order) => {
      const own = paymentsByOrder.get(order.reference) ?? [];
      const rows = orderRows(order, own, Object.assign({}, ...sourced.map((s) => s.get(order.reference))));
      return [order.reference, { rows, account: orderAccount(rows) }];
    }),
  );
}
