import { randomBytes } from "node:crypto";
import { codeFromBytes, CODE_LENGTH, moveAmount, moveNotes, moveWindow, readReason } from "~/features/credit";
import { ledgerMoney } from "~/features/currency";
import type { Customer, Order } from "~/features/orders";
import type { Payment } from "~/features/payments";
import { capFor } from "~/features/order-account";
import { CURRENCY_WORDS } from "~/features/payments";
import type { Db } from "../db/db.server";
import { addEntry, hasMovement, insertCode, spentKey } from "./store.server";
import { paymentsOf, takeCreditPayment } from "../payments/store.server";
import { applyChange } from "../orders/change-state.server";
import { readOrderAccount } from "../payments/account.server";
import { addOrderEvent, findOrder, lockOrder, unpaidOrdersOf } from "../orders/store/index.server";

/** An unpaid order of the same shopper a cancelled order's payment may move to, and what it asks now. */
export interface MoveTarget {
  reference: string;
  due: number;
  placedAt: Date;
  /** Whom it is for, to check against the cancelled order's before moving. */
  customer: Customer;
}

/**
 * What the other order asks now, when a move can take it: it waits for its first payment, still
 * open, beside nothing but what codes paid (a payment she has started on Paystack's page is hers
 * to finish or close first). Undefined otherwise.
 */
function dueOf(order: Order, payments: readonly Payment[]): number | undefined {
  if (order.status !== "pending") return undefined;
  const money = payments.filter((p) => p.kind !== "credit");
  const first = money[0];
  return money.length === 1 && first?.attempt === 1 && first.status === "open" ? first.amount : undefined;
}

/**
 * The shopper's other unpaid orders a cancelled order's payment may move to, newest first: in its
 * currency only (money never moves converted).
 */
export async function moveTargets(db: Db, order: Order): Promise<MoveTarget[]> {
  const references = await unpaidOrdersOf(db, { email: order.customer.email }, order.reference);
  const targets: MoveTarget[] = [];
  for (const reference of references) {
    const other = await findOrder(db, reference);
    const due = other && dueOf(other, await paymentsOf(db, reference));
    if (other?.currency === order.currency && due)
      targets.push({ reference, due, placedAt: other.createdAt, customer: other.customer });
  }
  return targets.sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime());
}

/** What a cancelled order's payment may still move: what its account still holds (features/order-account's cap). */
export async function movableOf(db: Db, order: Order): Promise<number> {
  return capFor((await readOrderAccount(db, order)).account, "move");
}

export type MoveResult =
  | { kind: "moved"; amount: number; paid: boolean }
  | { kind: "replayed" }
  | { kind: "refused"; errors: { to?: string; reason?: string } };

const KEY = /^[0-9a-f]{16,64}$/;

/**
 * Moves what a cancelled order paid (less refunds and credit already issued from it) to another
 * unpaid order of the same shopper, within the terms' month, on the one ledger: a code of hers
 * issued from the cancelled order (kept as its hash, never shown: it only carries the money) and
 * spent on the other at once, as a `credit` payment there; the other order is paid when that
 * covers it. Both orders are locked (in one order, so two moves never wait on each other), their
 * histories say so, and the form's key makes a replay move nothing.
 */
export async function movePayment(
  db: Db,
  fromReference: string,
  ask: { to: string; reason: string; key: string },
  who: string,
  now = new Date(),
): Promise<MoveResult> {
  if (!KEY.test(ask.key))
    return { kind: "refused", errors: { reason: "The form is out of date: open the order again." } };
  const reason = readReason(ask.reason);
  if (reason) return { kind: "refused", errors: { reason } };
  if (ask.to === fromReference) return { kind: "refused", errors: { to: "Choose another order." } };
  return db
    .transaction(async (tx): Promise<MoveResult> => {
      const locked = new Map<string, Order | undefined>();
      for (const reference of [fromReference, ask.to].sort()) locked.set(reference, await lockOrder(tx, reference));
      // A form posted again (two taps, a reload) finds its move made: nothing more moves.
      if (await hasMovement(tx, `move:${ask.key}`)) return { kind: "replayed" };
      const from = locked.get(fromReference);
      const to = locked.get(ask.to);
      if (!from || from.status !== "cancelled")
        return { kind: "refused", errors: { to: "Only a cancelled order's payment can be moved." } };
      if (!to || to.customer.email.toLowerCase() !== from.customer.email.toLowerCase())
        return { kind: "refused", errors: { to: "Choose one of this shopper's unpaid orders." } };
      if (to.currency !== from.currency)
        return {
          kind: "refused",
          errors: { to: `Order ${to.reference} is in ${CURRENCY_WORDS[to.currency]}: money never moves converted.` },
        };
      const window = moveWindow(from.paidAt, now);
      if (!window.ok) return { kind: "refused", errors: { to: window.text } };
      const due = dueOf(to, await paymentsOf(tx, to.reference));
      if (due === undefined)
        return { kind: "refused", errors: { to: `Order ${to.reference} is not waiting for its first payment.` } };
      const amount = moveAmount(await movableOf(tx, from), due);
      if (amount <= 0) return { kind: "refused", errors: { to: "Nothing of this order's payment is left to move." } };
      const code = await insertCode(tx, {
        code: codeFromBytes(randomBytes(CODE_LENGTH)),
        email: from.customer.email,
        kind: "credit",
        currency: from.currency,
      });
      const why = `Payment moved from order ${from.reference} to ${to.reference}: ${ask.reason.trim()}`.slice(0, 500);
      const added = await addEntry(tx, {
        codeId: code.id,
        amount,
        kind: "issued",
        orderReference: from.reference,
        who,
        why,
        movementKey: `move:${ask.key}`,
      });
      if (!added) throw new Replayed();
      await addEntry(tx, {
        codeId: code.id,
        amount: -amount,
        kind: "spent",
        orderReference: to.reference,
        who,
        why,
        movementKey: spentKey(to.reference, code.id),
      });
      const notes = moveNotes(amount, from.reference, to.reference, from.currency);
      const event = (o: Order, note: string) =>
        addOrderEvent(tx, {
          reference: o.reference,
          from: o.status,
          to: o.status,
          source: "owner",
          note: `${note} ${ask.reason.trim()}`.slice(0, 1000),
          details: { kind: "payment-moved", codeId: code.id, amount },
        });
      await event(from, notes.from);
      await event(to, notes.to);
      const rest = await takeCreditPayment(tx, to.reference, amount);
      if (rest === 0)
        await applyChange(tx, to, {
          to: "paid",
          source: "credit",
          note: `Paid by ${ledgerMoney(amount, from.currency)} moved from order ${from.reference}.`,
        });
      return { kind: "moved", amount, paid: rest === 0 };
    })
    .catch((error: unknown) => {
      if (error instanceof Replayed) return { kind: "replayed" } as const;
      throw error;
    });
}

class Replayed extends Error {}
