import {
  orderAccount,
  type AccountPlan,
  type AccountRows,
  type AccountStage,
  type OrderAccount,
} from "~/features/order-account";
import type { Order, OrderState } from "~/features/orders";
import { lagosDay } from "~/features/payments";
import { takenBy } from "~/features/refunds";
import type { Db } from "../db/db.server";
import { paymentsOf } from "./store.server";

/** The rows a flow keeps of an order's money in its own tables (credit's ledger, the refunds). */
type SourcedRows = Partial<Pick<AccountRows, "codeSpends" | "refunds" | "creditIssued" | "movesOut" | "movesIn">>;
export type AccountSource = (db: Db, order: Order) => Promise<SourcedRows>;

/** Every source an account needs: one missing would read a wrong account, so reading refuses. */
const SOURCES = ["credit", "refunds"] as const;
const sources = new Map<(typeof SOURCES)[number], AccountSource>();

/** Registers the rows a flow adds to every order's account (where the services are built). */
export function addAccountSource(name: (typeof SOURCES)[number], source: AccountSource): void {
  sources.set(name, source);
}

const HANDED_OVER: readonly OrderState[] = ["shipped", "collected", "delivered", "refunded", "partially_refunded"];

/** Where the order stands for its money: refunds of a handed-over or refunded order are returns, never debts. */
function stageOf(status: OrderState): AccountStage {
  if (status === "cancelled" || status === "expired") return "cancelled";
  return HANDED_OVER.includes(status) ? "handed-over" : "open";
}

function planOf(order: Order): AccountPlan {
  if (!order.deposit) return { kind: "full" };
  const dueDay = lagosDay(new Date(order.deposit.balanceDueAt.getTime() - 1));
  return { kind: "deposit", deposit: order.deposit.amount, balanceDueDay: dueDay };
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
  const rows: AccountRows = {
    total: order.amountKobo / 100,
    plan: planOf(order),
    stage: stageOf(order.status),
    discount: order.discount ?? null,
    // What a code paid is also a `credit` payment: the ledger's own rows tell it (codeSpends, movesIn).
    // A payment in review took what Paystack says it took: money the order holds, to keep or return.
    payments: payments.flatMap((p) =>
      p.kind === "credit"
        ? []
        : [
            {
              reference: p.reference,
              kind: p.kind,
              ...(takenBy(p) > 0
                ? { status: "succeeded" as const, amount: takenBy(p) }
                : { status: p.status, amount: p.amount }),
            },
          ],
    ),
    codeSpends: [],
    refunds: [],
    creditIssued: [],
    movesOut: [],
    movesIn: [],
    ...Object.assign({}, ...sourced),
  };
  return { rows, account: orderAccount(rows) };
}
