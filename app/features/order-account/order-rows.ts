// An order and its stored rows as the account reads them: where it stands, how it is paid, and its
// Paystack payments (a code's payment is the credit ledger's to tell).
import type { Order, OrderState } from "~/features/orders";
import { balanceDueDay, type Payment } from "~/features/payments";
import { takenBy } from "~/features/refunds";
import type { AccountPlan, AccountRows, AccountStage } from "./rows";

/** The rows the credit ledger and the refunds keep of an order. */
export type LedgerRows = Pick<AccountRows, "codeSpends" | "refunds" | "creditIssued" | "movesOut" | "movesIn"> & {
  /** A plan frozen on the order (its parts): it takes the place of the deposit's. */
  plan?: Extract<AccountPlan, { kind: "plan" }>;
};

const HANDED_OVER: readonly OrderState[] = ["shipped", "collected", "delivered", "refunded", "partially_refunded"];

/** Where the order stands for its money: refunds of a handed-over or refunded order are returns, never debts. */
function stageOf(status: OrderState): AccountStage {
  if (status === "cancelled" || status === "expired") return "cancelled";
  return HANDED_OVER.includes(status) ? "handed-over" : "open";
}

function planOf(order: Pick<Order, "deposit">): AccountPlan {
  if (!order.deposit) return { kind: "full" };
  return { kind: "deposit", deposit: order.deposit.amount, balanceDueDay: balanceDueDay(order.deposit.balanceDueAt) };
}

/**
 * The account's rows of an order. A payment in review took what Paystack says it took: money the
 * order holds, to keep or to return.
 */
export function orderRows(
  order: Pick<Order, "amountMinor" | "currency" | "status" | "deposit" | "discount">,
  payments: readonly Payment[],
  ledger: Partial<LedgerRows> = {},
): AccountRows {
  const { plan, ...rows } = ledger;
  return {
    currency: order.currency,
    total: order.amountMinor,
    plan: plan ?? planOf(order),
    stage: stageOf(order.status),
    discount: order.discount ?? null,
    payments: payments.flatMap((p) =>
      p.kind === "credit"
        ? []
        : [
            takenBy(p) > 0
              ? {
                  reference: p.reference,
                  kind: p.kind,
                  currency: p.currency,
                  status: "succeeded" as const,
                  amount: takenBy(p),
                }
              : { reference: p.reference, kind: p.kind, currency: p.currency, status: p.status, amount: p.amount },
          ],
    ),
    codeSpends: [],
    refunds: [],
    creditIssued: [],
    movesOut: [],
    movesIn: [],
    ...rows,
  };
}
