// The owner's one choice on a group whose minimum was missed. The group's row, locked, and a
// conditional update of its outcome decide it once across tabs and instances; returning every
// payment then goes through the shop's own refunds and credit, each under its order's lock and
// with a key made from the group, the order and the payment: run twice, it returns once. The
// coordinator's and each guest's email of the decision are stored in the transaction that takes it.
import { createHash } from "node:crypto";
import { groupState, groupTotals } from "~/features/aso-ebi";
import { ledgerFieldValue } from "~/features/currency";
import { canTransition } from "~/features/orders";
import { refundableOf } from "~/features/refunds";
import { lagosDateTimeOf, lagosToday } from "~/lib/lagos-clock";
import type { Env } from "~/server/base/env.server";
import type { Db } from "~/server/db/db.server";
import { paystackConfig } from "~/server/adapters/paystack.server";
import { lockGroup, type Group } from "~/server/aso-ebi/store.server";
import { takeOutcome } from "~/server/aso-ebi/owner-store.server";
import { queueDecisionNotices } from "~/server/aso-ebi/deadline-news.server";
import { issueCredit } from "~/server/credit/credit-from-order.server";
import { changeOrderState } from "~/server/orders/change-state.server";
import { findOrder, ordersOfGroup } from "~/server/orders/store/index.server";
import { readOrderAccount, readOrderAccounts } from "~/server/payments/account.server";
import { paymentsOf } from "~/server/payments/store.server";
import { startRefund } from "~/server/refunds/outgoing-refunds.server";
import { refundsOf } from "~/server/refunds/store.server";
import { readOutcomeForm, type OutcomeField, type ReturnMethod } from "./outcome-form";

export const OUTCOME_DONE_TEXT = {
  "go-ahead": "The group goes ahead with the members it has.",
  extended: "The deadline is extended: the group's page takes guests again until the new day.",
  returned: "Every payment is on its way back, and the group's orders are cancelled.",
  already: "This group's outcome was already chosen: nothing more was done.",
} as const;
export type OutcomeDone = keyof typeof OUTCOME_DONE_TEXT;

export type OutcomeResult =
  { ok: true; done: OutcomeDone } | { ok: false; errors: Partial<Record<OutcomeField | "form", string>> };

interface Deps {
  db: Db;
  env: Env;
}

/** A key for one movement of money back, the same however often the choice is pressed. */
const returnKey = (groupId: number, reference: string, what: string) =>
  createHash("sha256").update(`aso-ebi:${groupId}:${reference}:${what}`).digest("hex");

/** Records her choice, once; on "returned", every member's payment goes back. */
export async function chooseOutcome(
  deps: Deps,
  groupId: number,
  form: Readonly<Record<string, string>>,
  now = new Date(),
  fetchImpl: typeof fetch = fetch,
): Promise<OutcomeResult> {
  const today = lagosToday();
  const paystack = paystackConfig(deps.env) !== undefined;
  type Taken = { group: Group; outcome: OutcomeDone; methods: Map<string, ReturnMethod> };
  const taken = await deps.db.transaction(async (tx): Promise<OutcomeResult | Taken> => {
    const group = await lockGroup(tx, groupId);
    if (!group) return { ok: false, errors: { form: "That group was not found." } };
    if (group.outcome !== null) return { ok: true, done: "already" };
    const orders = await ordersOfGroup(tx, groupId);
    const accounts = await readOrderAccounts(tx, orders);
    const totals = groupTotals(orders.map((o) => accounts.get(o.reference)!.account));
    if (groupState(group, today, totals.paid) !== "minimum-missed")
      return {
        ok: false,
        errors: { form: "There is nothing to choose: the group's deadline has not passed, or it met its minimum." },
      };
    const read = readOutcomeForm(form, { today, eventOn: group.eventOn, paystack });
    if (!read.ok) return read;
    const { outcome, extendedTo, methods } = read.choice;
    if (!(await takeOutcome(tx, groupId, outcome, extendedTo, now))) return { ok: true, done: "already" };
    // Everyone is told what was decided: stored with the decision, relayed after it.
    const decided = { ...group, outcome, extendedTo, outcomeAt: now };
    await queueDecisionNotices(tx, decided, orders, accounts, { today, siteUrl: deps.env.SITE_URL });
    return { group, outcome, methods };
  });
  if ("ok" in taken) return taken;
  if (taken.outcome === "returned") await returnEveryPayment(deps, taken.group, taken.methods, now, fetchImpl);
  return { ok: true, done: taken.outcome };
}

/**
 * Gives back what each of the group's orders holds, by her way for each member (Paystack when it
 * is configured, else store credit), then cancels every order that may be: nothing is made.
 * Safe to run again (its keys and the orders' accounts stop a second return).
 */
export async function returnEveryPayment(
  deps: Deps,
  group: Group,
  methods: ReadonlyMap<string, ReturnMethod>,
  now: Date,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const config = paystackConfig(deps.env);
  const reason = `The group "${group.name}" did not reach its minimum: every payment goes back.`;
  for (const listed of await ordersOfGroup(deps.db, group.id)) {
    const method = config && methods.get(listed.reference) !== "credit" ? "paystack" : "credit";
    if (method === "paystack" && config) {
      for (const payment of await paymentsOf(deps.db, listed.reference)) {
        const order = (await findOrder(deps.db, listed.reference))!;
        const { account } = await readOrderAccount(deps.db, order);
        const refundable = Math.min(
          refundableOf(payment, await refundsOf(deps.db, order.reference)),
          account.refundable,
        );
        if (refundable <= 0) continue;
        const key = returnKey(group.id, order.reference, `refund:${payment.reference}`);
        await startRefund(
          deps.db,
          config,
          order,
          { paymentReference: payment.reference, amount: String(refundable), reason, key },
          fetchImpl,
        );
      }
    }
    const order = (await findOrder(deps.db, listed.reference))!;
    const { account } = await readOrderAccount(deps.db, order);
    // As credit, or what Paystack cannot give back (money moved in from another order).
    if (account.creditable > 0)
      await issueCredit(
        deps.db,
        order.reference,
        {
          // As the owner's form types it, in the order's currency.
          amount: ledgerFieldValue(account.creditable, order.currency),
          fee: "0",
          reason,
          override: "The group was called off by the shop.",
          contactedAt: lagosDateTimeOf(now).slice(0, 16),
          key: returnKey(group.id, order.reference, "credit"),
        },
        { who: "owner", siteUrl: deps.env.SITE_URL, now },
      );
    if (canTransition(order.status, "cancelled", "owner"))
      await changeOrderState(deps.db, { reference: order.reference, to: "cancelled", source: "owner", note: reason });
  }
}
