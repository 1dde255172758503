// A transfer to a client's own account (Paystack's charge.success on a dedicated account): her
// money, kept once and applied through her orders' accounts (docs/decisions/300).
import { formatMoney, money, smallestAmount } from "~/features/currency";
import { dueNow } from "~/features/order-account";
import type { Order, OrderState } from "~/features/orders";
import { MAX_ATTEMPTS } from "~/features/payments";
import { splitTransfer, TRANSFER_CURRENCY, type Owing } from "~/features/transfers";
import type { Db } from "../db/db.server";
import type { PaystackTransfer } from "../adapters/paystack.server";
import { creditFromTransfer } from "../credit/credit-from-transfer.server";
import { readOrderAccount } from "../payments/account.server";
import { insertNextPayment, paymentsOf, setPaymentStatus } from "../payments/store.server";
import { addOrderEvent, lockOrder, ordersOfEmailIn } from "../orders/store/index.server";
import { sellKeptWhenPaidInFull } from "../orders/order-pieces.server";
import { findAccountOfTransfer, insertTransfer, setTransferApplied } from "./store.server";

/** Her orders that may take a transfer: being made or waiting for her with money owed (the balance's states). */
const OWING_STATES: readonly OrderState[] = ["paid", "in_production", "ready"];

/**
 * What a transfer may pay of one of her orders now, in naira (kobo): all a balance or a plan's
 * parts still owe (a part paid early moves her next date on), else 0.
 */
async function transferMayPay(db: Db, order: Order): Promise<number> {
  if (order.currency !== TRANSFER_CURRENCY) return 0;
  const { account } = await readOrderAccount(db, order);
  const due = dueNow(account, order.status);
  if (due?.part !== "balance" && due?.part !== "part") return 0;
  // An order takes at most MAX_ATTEMPTS payments: the next order takes the transfer then.
  return (await paymentsOf(db, order.reference)).length < MAX_ATTEMPTS ? account.owedNow : 0;
}

/** Her orders a transfer may pay now, oldest first, and what each owes (her page's choice). */
export async function ordersTransfersPay(db: Db, email: string): Promise<{ reference: string; owed: number }[]> {
  const orders = (await ordersOfEmailIn(db, email, OWING_STATES)).reverse();
  const owed = await Promise.all(orders.map((o) => transferMayPay(db, o)));
  return orders.flatMap((o, i) => (owed[i]! > 0 ? [{ reference: o.reference, owed: owed[i]! }] : []));
}

export type TransferOutcome =
  | { kind: "refused"; message: string }
  | { kind: "seen" }
  | { kind: "review" }
  | { kind: "applied"; parts: { reference: string; amount: number }[]; credit: number };

/**
 * Checks the transfer (a success, in naira, at least a naira), then in one transaction: stores it
 * once by Paystack's reference (a webhook again, or at once on another instance, finds it and does
 * nothing), finds her by the account it was sent to, and applies it under her orders' locks: the
 * order she chose, then her oldest that owes, each a `transfer` payment of what it owes at most;
 * the rest her store credit. A transfer that names no client is kept for the owner's review.
 */
export async function receiveTransfer(
  db: Db,
  t: PaystackTransfer,
  opts: { siteUrl: string },
): Promise<TransferOutcome> {
  if (t.status !== "success") return { kind: "refused", message: `A transfer ${t.status}, not a success.` };
  if (t.currency !== TRANSFER_CURRENCY) return { kind: "refused", message: `A transfer in ${t.currency}.` };
  if (!Number.isSafeInteger(t.amountMinor) || t.amountMinor < smallestAmount(TRANSFER_CURRENCY))
    return { kind: "refused", message: "A transfer of less than a naira." };
  return db.transaction(async (tx): Promise<TransferOutcome> => {
    const client = await findAccountOfTransfer(tx, t);
    const stored = await insertTransfer(
      tx,
      {
        reference: t.reference,
        paystackId: t.id,
        amount: t.amountMinor,
        accountNumber: t.accountNumber ?? "",
        customerCode: t.customerCode ?? "",
        paidAt: t.paidAt,
      },
      client ? "applied" : "review",
    );
    if (!stored) return { kind: "seen" };
    if (!client) return { kind: "review" };
    const orders = [];
    // Locked in one order (by reference), as every flow that locks several of hers does.
    const candidates = (await ordersOfEmailIn(tx, client.email, OWING_STATES)).sort((a, b) =>
      a.reference.localeCompare(b.reference),
    );
    for (const candidate of candidates) {
      const order = await lockOrder(tx, candidate.reference);
      const owing = order && (await transferMayPay(tx, order));
      if (order && owing) orders.push({ order, owing });
    }
    const owing: Owing[] = orders.map(({ order, owing }) => ({
      reference: order.reference,
      placedAt: order.createdAt,
      owed: owing,
    }));
    const split = splitTransfer(t.amountMinor, owing, client.chosenOrder);
    for (const part of split.parts) {
      const order = orders.find((o) => o.order.reference === part.reference)!.order;
      const payment = await insertNextPayment(tx, {
        orderReference: part.reference,
        kind: "transfer",
        amount: part.amount,
      });
      // Paystack's transaction (its id: a refund of this part goes back through it).
      const verdict = {
        reference: t.reference,
        status: "success",
        amount: part.amount,
        currency: TRANSFER_CURRENCY,
        channel: "dedicated_nuban",
        ...(t.id !== null ? { id: t.id } : {}),
      };
      await setPaymentStatus(tx, payment.reference, "succeeded", verdict);
      await sellKeptWhenPaidInFull(tx, order);
      await addOrderEvent(tx, {
        reference: part.reference,
        from: order.status,
        to: order.status,
        source: "webhook",
        note: `${formatMoney(money(part.amount, TRANSFER_CURRENCY))} came by transfer to her own account (Paystack ${t.reference}).`,
        details: { kind: "transfer", transfer: t.reference, amount: part.amount },
      });
    }
    const creditLast4 =
      split.rest > 0
        ? await creditFromTransfer(tx, {
            email: client.email,
            amount: split.rest,
            transferReference: t.reference,
            siteUrl: opts.siteUrl,
          })
        : "";
    await setTransferApplied(tx, t.reference, {
      email: client.email,
      parts: split.parts,
      creditLast4,
      creditAmount: split.rest,
    });
    return { kind: "applied", parts: split.parts, credit: split.rest };
  });
}
