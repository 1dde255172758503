import { randomBytes } from "node:crypto";
import { formatMoney, money, type Money } from "~/features/currency";
import {
  codeFromBytes,
  CODE_LENGTH,
  formatCode,
  readCreditForm,
  windowChecks,
  type CreditForm,
  type CreditFormField,
  type WindowCheck,
} from "~/features/credit";
import type { Order } from "~/features/orders";
import { accountWords, capFor, orderAccount, type AccountRows } from "~/features/order-account";
import { instantOfLagosTime } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { addEntry, balanceOfEmail, insertCode } from "./store.server";
import { queueAlert } from "../outbox/store.server";
import { readOrderAccount } from "../payments/account.server";
import { addOrderEvent, findOrder, lockOrder, orderEvents } from "../orders/store/index.server";

/** What the owner's "Turn into store credit" form starts from, for an order. */
export interface CreditFacts {
  /** The order's rows, as its account sums them: what a credit would change is read on them. */
  rows: AccountRows;
  /** What the order's account may still give as credit (features/order-account's cap). */
  creditable: number;
  /** Turned into credit from this order so far (kobo, or cents of a dollar order). */
  issued: number;
  deliveredAt: Date | null;
  /** The terms' rules, against the order as it stands (her message's time is the owner's to give). */
  checks: WindowCheck[];
}

const DONE = ["delivered", "collected"];

async function factsOf(db: Db, order: Order, contactedAt: Date | null, now: Date): Promise<CreditFacts> {
  const [{ rows, account }, events] = await Promise.all([
    readOrderAccount(db, order),
    orderEvents(db, order.reference),
  ]);
  const creditable = capFor(account, "credit");
  const deliveredAt = events.findLast((e) => DONE.includes(e.to) && e.from !== e.to)?.at ?? null;
  const saleItems = order.items.filter((i) => i.listPrice !== undefined).map((i) => i.name);
  return {
    rows,
    creditable,
    issued: account.creditIssued,
    deliveredAt,
    checks: windowChecks({ deliveredAt, contactedAt, now, saleItems }),
  };
}

/** The form's starting point for an order (her message taken as now until the owner says when). */
export const creditFacts = (db: Db, order: Order, now = new Date()) => factsOf(db, order, now, now);

/** The owner's form as posted. */
export interface CreditAsk {
  /** As she typed it, in the order's currency ("₦50,000", "50k", "$120.50"). */
  amount: string;
  /** As she typed it; empty for the terms' 25% of the amount. */
  fee: string;
  reason: string;
  override: string;
  /** When the shopper got in touch, a Lagos date and time ("2026-11-27T10:30"). */
  contactedAt: string;
  /** The form's own random key: two taps (or a replay) issue one credit. */
  key: string;
}

export type IssueResult =
  { kind: "issued"; credit: Money; last4: string } | { kind: "replayed" } | CreditRefused | { kind: "not-found" };

type CreditRefused = { kind: "refused"; errors: Partial<Record<CreditFormField, string>> };

const KEY = /^[0-9a-f]{16,64}$/;

/** The owner's form read against the order as it stands: what it would issue, or each field's refusal. */
async function readAsk(
  db: Db,
  order: Order,
  ask: CreditAsk,
  now: Date,
): Promise<{ ok: true; value: CreditForm; facts: CreditFacts } | CreditRefused> {
  if (!KEY.test(ask.key))
    return { kind: "refused", errors: { reason: "The form is out of date: open the order again." } };
  const contactedAt = ask.contactedAt.trim() ? instantOfLagosTime(ask.contactedAt.trim()) : undefined;
  const facts = await factsOf(db, order, contactedAt ?? null, now);
  const read = readCreditForm(ask, facts.creditable, facts.checks, order.currency);
  const errors = read.ok ? {} : { ...read.errors };
  if (!contactedAt) errors.contactedAt = "Give the day and time she got in touch (Lagos time).";
  if (!read.ok || !contactedAt) return { kind: "refused", errors };
  return { ok: true, value: read.value, facts };
}

/** What the owner is asked to confirm: the credit, its fee, and the order's account once it is issued. */
interface CreditPreview {
  amount: Money;
  fee: Money;
  /** What her code will hold: the amount less the fee. */
  credit: Money;
  /** What the order owes once it is issued, and its account's words then. */
  thenOwes: Money;
  thenWords: string;
  /** "She gets ₦37,500 of credit; the order then owes ₦50,000". */
  sentence: string;
}

/**
 * The confirmation of a credit, told by the account itself: the would-be `issued` row (the whole
 * amount: the fee stays on the code) added to the order's rows, and the account summed again.
 */
function creditPreview(rows: AccountRows, value: CreditForm): CreditPreview {
  const currency = rows.currency ?? "NGN";
  const then = orderAccount({ ...rows, creditIssued: [...rows.creditIssued, { codeLast4: "", amount: value.amount }] });
  const credit = money(value.credit, currency);
  const thenOwes = money(then.owedNow, currency);
  return {
    amount: money(value.amount, currency),
    fee: money(value.fee, currency),
    credit,
    thenOwes,
    thenWords: accountWords(then),
    sentence: `She gets ${formatMoney(credit)} of credit; the order then owes ${then.owedNow > 0 ? formatMoney(thenOwes) : "nothing"}`,
  };
}

type PreviewResult = { kind: "preview"; preview: CreditPreview } | CreditRefused | { kind: "not-found" };

/** The owner's form checked as issueCredit would check it, and what it would do: nothing is written. */
export async function previewCredit(
  db: Db,
  reference: string,
  ask: CreditAsk,
  now = new Date(),
): Promise<PreviewResult> {
  const order = await findOrder(db, reference);
  if (!order) return { kind: "not-found" };
  const read = await readAsk(db, order, ask, now);
  if (!("ok" in read)) return read;
  return { kind: "preview", preview: creditPreview(read.facts.rows, read.value) };
}

/**
 * Turns (part of) a paid order into store credit, under the order's lock: the amount at most what
 * the order may still give, less the handling fee (the terms' 25% of the amount unless she typed
 * another); a rule of the terms not met needs her reason. A new code (kept as its hash) is written
 * for the shopper's email with its `issued` row, the order's history says so, and the shopper's
 * email with the code and her balance is queued in the outbox, all in one transaction; the form's
 * key makes a replay issue nothing.
 */
export async function issueCredit(
  db: Db,
  reference: string,
  ask: CreditAsk,
  opts: { who: string; siteUrl: string; now?: Date },
): Promise<IssueResult> {
  const now = opts.now ?? new Date();
  return db
    .transaction(async (tx): Promise<IssueResult> => {
      const order = await lockOrder(tx, reference);
      if (!order) return { kind: "not-found" };
      const read = await readAsk(tx, order, ask, now);
      if (!("ok" in read)) return read;
      const { value, facts } = read;
      // The order's currency: the code is in it too.
      const said = (amount: number) => formatMoney(money(amount, order.currency));
      const code = codeFromBytes(randomBytes(CODE_LENGTH));
      const saved = await insertCode(tx, {
        code,
        email: order.customer.email,
        kind: "credit",
        currency: order.currency,
      });
      const overridden = facts.checks.filter((c) => !c.ok).map((c) => c.text);
      const why = [
        `From order ${reference}: ${said(value.amount)} less a ${said(value.fee)} fee. ${value.reason}`,
        overridden.length > 0 ? `Terms overridden (${overridden.join(" ")}): ${value.override}` : "",
      ]
        .filter(Boolean)
        .join(" ")
        .slice(0, 500);
      // A replayed form (the same key) stores nothing: the code just written goes with the rollback.
      const added = await addEntry(tx, {
        codeId: saved.id,
        amount: value.amount,
        kind: "issued",
        orderReference: reference,
        who: opts.who,
        why,
        movementKey: `issue:${ask.key}`,
      });
      if (!added) throw new Replayed();
      if (value.fee > 0)
        await addEntry(tx, {
          codeId: saved.id,
          amount: -value.fee,
          kind: "adjusted",
          orderReference: reference,
          who: opts.who,
          why: `Handling fee on the credit from order ${reference}, as the terms say.`,
          movementKey: `fee:${ask.key}`,
        });
      await addOrderEvent(tx, {
        reference,
        from: order.status,
        to: order.status,
        source: "owner",
        note: `Turned ${said(value.amount)} into store credit of ${said(value.credit)} (fee ${said(value.fee)}), code ending ${saved.last4}. ${value.reason}`,
        details: { kind: "store-credit", codeId: saved.id },
      });
      const total = await balanceOfEmail(tx, order.customer.email, order.currency);
      await queueAlert(tx, `store-credit:${saved.id}`, "customer", {
        to_email: order.customer.email,
        to_name: order.customer.firstName,
        reference,
        status: "store credit",
        order_summary: [
          `We have turned ${said(value.amount)} of your order ${reference} into store credit` +
            (value.fee > 0 ? `, less the ${said(value.fee)} handling fee of our terms.` : "."),
          `Your code: ${formatCode(code)}`,
          `It holds ${said(value.credit)}. All your store credit: ${said(total)}.`,
          "Type the code in the Gift card or credit code field at the checkout: what it holds comes off your order, and what is left stays on it.",
        ].join("\n"),
        total: said(value.credit),
        order_url: `${opts.siteUrl.replace(/\/+$/, "")}/checkout`,
        note: "Keep this email: the code is shown nowhere else.",
      });
      return { kind: "issued", credit: money(value.credit, order.currency), last4: saved.last4 };
    })
    .catch((error: unknown) => {
      if (error instanceof Replayed) return { kind: "replayed" } as const;
      throw error;
    });
}

class Replayed extends Error {}
