import {
  orderAccount,
  orderRows,
  type AccountRows,
  type LedgerRows,
  type OrderAccount,
} from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { paymentsOfOrders } from "./store.server";

/** The rows a flow keeps of orders' money in its own tables (credit's ledger, the refunds), for many orders at once. */
export type AccountSource = (db: Db, orders: readonly Order[]) => Promise<ReadonlyMap<string, Partial<LedgerRows>>>;

/** Every source an account needs: one missing would read a wrong account, so reading refuses. */
const SOURCES = ["credit", "refunds", "plans"] as const;
const sources = new Map<(typeof SOURCES)[number], AccountSource>();

/** Registers the rows a flow adds to every order's account (where the services are built). */
export function addAccountSource(name: (typeof SOURCES)[number], source: AccountSource): void {
  sources.set(name, source);
}

/** An order's rows and its account. */
export interface ReadAccount {
  rows: AccountRows;
  account: OrderAccount;
}

/**
 * Many orders' rows and accounts (features/order-account), keyed by reference: one statement per
 * table whatever their number, each account derived by the same pure module as one read alone.
 */
export async function readOrderAccounts(db: Db, orders: readonly Order[]): Promise<Map<string, ReadAccount>> {
  if (orders.length === 0) return new Map();
  const missing = SOURCES.filter((name) => !sources.has(name));
  if (missing.length > 0) throw new Error(`The order's account has no ${missing.join(", ")} rows registered.`);
  const [payments, ...sourced] = await Promise.all([
    paymentsOfOrders(
      db,
      orders.map((o) => o.reference),
    ),
    ...SOURCES.map((name) => sources.get(name)!(db, orders)),
  ]);
  return new Map(
    orders.map((order) => {
      const ledger = Object.assign({}, ...sourced.map((rows) => rows.get(order.reference))) as Partial<LedgerRows>;
      const rows = orderRows(order, payments.get(order.reference) ?? [], ledger);
      return [order.reference, { rows, account: orderAccount(rows) }];
    }),
  );
}

/**
 * An order's rows and its account, read with `db`: a caller holding the order's lock (a
 * transaction) reads what no other instance can change before it commits.
 */
export async function readOrderAccount(db: Db, order: Order): Promise<ReadAccount> {
  return (await readOrderAccounts(db, [order])).get(order.reference)!;
}
