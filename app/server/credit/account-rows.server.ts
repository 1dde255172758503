import { isFeeMoveKey } from "~/features/credit";
import type { AccountRows } from "~/features/order-account";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import { ledgerOfOrders, type OrderLedgerEntry } from "./store.server";

type CreditRows = Pick<AccountRows, "codeSpends" | "creditIssued" | "movesOut" | "movesIn">;

/**
 * What the credit ledger holds of each order for its account: codes spent on it (a moved payment's
 * code is a move in), credit issued from it and payments moved out of it, each marked returned
 * when a cancellation gave it back to its code. A handling fee stays on its code: the order gave
 * the whole amount. One statement for all the orders.
 */
export async function creditAccountRows(db: Db, orders: readonly Order[]): Promise<Map<string, CreditRows>> {
  const ledgers = await ledgerOfOrders(
    db,
    orders.map((o) => o.reference),
  );
  return new Map(orders.map((o) => [o.reference, rowsOf(ledgers.get(o.reference) ?? [])]));
}

function rowsOf(entries: readonly OrderLedgerEntry[]): CreditRows {
  const returned = new Set(entries.filter((e) => e.kind === "returned").map((e) => e.codeId));
  const rows: CreditRows = { codeSpends: [], creditIssued: [], movesOut: [], movesIn: [] };
  for (const e of entries) {
    if (e.kind === "issued" && e.movementKey.startsWith("move:"))
      rows.movesOut = [
        ...rows.movesOut,
        {
          toOrder: e.otherOrder ?? "another order",
          amount: e.amount,
          ...(isFeeMoveKey(e.movementKey) ? { settles: true } : {}),
        },
      ];
    else if (e.kind === "issued")
      rows.creditIssued = [
        ...rows.creditIssued,
        {
          codeLast4: e.last4,
          amount: e.amount,
          ...(e.movementKey.startsWith("gift:") ? { settles: true as const } : {}),
        },
      ];
    else if (e.kind === "spent" && e.otherOrder !== null)
      rows.movesIn = [
        ...rows.movesIn,
        { fromOrder: e.otherOrder, amount: -e.amount, returned: returned.has(e.codeId) },
      ];
    else if (e.kind === "spent")
      rows.codeSpends = [
        ...rows.codeSpends,
        { codeKind: e.codeKind, codeLast4: e.last4, amount: -e.amount, returned: returned.has(e.codeId) },
      ];
  }
  return rows;
}
