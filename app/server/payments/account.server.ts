import {
  orderAccount,
  orderRows,
  type AccountRows,
  type LedgerRows,
  type OrderAccount,
} from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { paymentsOf } from "./store.server";

/** The rows a flow keeps of an order's money in its own tables (credit's ledger, the refunds). */
export type AccountSource = (db: Db, order: Order) => Promise<Partial<LedgerRows>>;

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
  const missing = SOURCES.filter((name) => !sources.has(name));
  if (missing.length > 0) throw new Error(`The order's account has no ${missing.join(", ")} rows registered.`);
  const [payments, ...sourced] = await Promise.all([
    paymentsOf(db, order.reference),
    ...SOURCES.map((name) => sources.get(name)!(db, order)),
  ]);
  const rows = orderRows(order, payments, Object.assign({}, ...sourced));
  return { rows, account: orderAccount(rows) };
}
