import { z } from "zod";
import { formatMoney, ledgerMoney, money, type LedgerCurrency } from "~/features/currency";
import { adminActions } from "~/admin/orders/stages";
import { changeOrderState, type ChangeResult } from "~/server/orders/change-state.server";
import { recordVerdict } from "~/server/orders/record-verdict.server";
import { paymentsOf } from "~/server/payments/store.server";
import { queueShopperUpdate } from "~/server/orders/notices.server";
import { addOwnerNote } from "~/server/orders/store/index.server";
import { paystackConfig, PaystackError, verifyTransaction } from "~/server/adapters/paystack.server";
import type { Services } from "~/server/services.server";
import { FORWARD_STATES, type Order } from "~/features/orders";
import { isLedgerCurrency } from "~/features/payments";
import { moneyGate } from "~/features/order-account";
import { readOrderAccount } from "~/server/payments/account.server";
import { markRefundedOutside } from "~/server/refunds/outside-refunds.server";

/** The box to tick before cancelling an order that took money, and the refusal when it is not ticked. */
const cancelConfirmLabel = (paid: number, currency: LedgerCurrency) =>
  `Yes, cancel the order that paid ${ledgerMoney(paid, currency)}`;
const cancelConfirmText = (paid: number, currency: LedgerCurrency) =>
  `This order paid ${ledgerMoney(paid, currency)}: tick "${cancelConfirmLabel(paid, currency)}" to cancel it.`;

const NOTE_MAX = 1000;
const text = (max = NOTE_MAX) => z.string().trim().max(max, `Keep it under ${max} characters.`);

/** The order's stage forms (next steps, note, cancel, mark refunded), each told apart by its `intent`. */
const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    to: z.enum(FORWARD_STATES),
    note: text().default(""),
  }),
  z.object({
    intent: z.literal("cancel"),
    reason: text().min(1, "Say why the order is cancelled."),
    /** Ticked on an order that took money: the owner saw what it paid. */
    confirm: z.string().optional(),
  }),
  z.object({
    intent: z.literal("refund"),
    confirm: z.literal("yes", "Tick the box to confirm the money was returned."),
    note: text().default(""),
  }),
  z.object({ intent: z.literal("check") }),
  z.object({ intent: z.literal("note"), note: text().min(1, "Write the note first.") }),
]);

export type AdminAction = z.infer<typeof actionSchema>;
const STAGE_INTENTS = actionSchema.options.map((o) => o.shape.intent.value);

/** What the page says after an action that worked (kept in the address it returns to). */
export const DONE_TEXT = {
  moved: "The order moved on.",
  shipped: "Marked shipped: the shopper will get an email with your note.",
  ready: "Marked ready: the shopper will get an email with your note.",
  cancelled: "The order is cancelled.",
  refunded: "The order is marked refunded.",
  note: "Note added.",
  checked: "Checked with Paystack: what it said is in the history.",
  unchanged: "Nothing to change: the order was already there.",
  "ready-by": "Ready day set: the order counts in that week of the atelier's queue.",
  courier: "Booked with the courier: print the label; her email with the tracking goes when they pick it up.",
} as const;
export type Done = keyof typeof DONE_TEXT;

/**
 * Of the order's actions, those the role table keeps to the owner (roles.ts's guarded acts):
 * whether the person acting may do each, as the route asked the table.
 */
export interface MayDo {
  "cancel-paid": boolean;
  "mark-refunded": boolean;
}
/** A person who may do neither: the atelier's moves. */
export const MAY_NEITHER: MayDo = { "cancel-paid": false, "mark-refunded": false };

const GUARDED_WORDS: Record<keyof MayDo, string> = {
  "cancel-paid": "Only the owner cancels an order that took money.",
  "mark-refunded": "Only the owner marks an order refunded.",
};

export type ActionOutcome =
  | { ok: true; done: Done }
  /** `act`: her role may not do this (roles.ts's guarded acts); the route refuses it with a 403. */
  | { ok: false; error: string; intent?: string; act?: keyof MayDo };

const refusedAct = (act: keyof MayDo): ActionOutcome => ({ ok: false, error: GUARDED_WORDS[act], act });

/** Reads a posted order form; a bad one answers with the sentence to show beside it. */
export function parseAdminAction(
  form: Iterable<[string, FormDataEntryValue]>,
): { ok: true; action: AdminAction } | { ok: false; error: string; intent?: string } {
  const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
  const parsed = actionSchema.safeParse(fields);
  if (parsed.success) {
    if (parsed.data.intent === "move" && parsed.data.to === "shipped" && !parsed.data.note) {
      return {
        ok: false,
        error: "Add the tracking note the shopper will get (courier and tracking number).",
        intent: "move",
      };
    }
    return { ok: true, action: parsed.data };
  }
  // Not one of these forms (another form's intent, or none): nothing to show beside, said at the top.
  const intent = STAGE_INTENTS.find((i) => i === fields.intent);
  if (!intent) return { ok: false, error: "That form could not be read: reload the page." };
  return { ok: false, error: parsed.error.issues[0]?.message ?? "That form could not be read.", intent };
}

const outcome = (result: ChangeResult, done: Done): ActionOutcome => {
  if (result.kind === "changed") return { ok: true, done };
  if (result.kind === "refused") return { ok: false, error: result.message };
  if (result.kind === "unchanged") return { ok: true, done: "unchanged" };
  return { ok: false, error: "That order was not found." };
};

/**
 * Carries out one of the order page's actions for a person who `may` do what the role table
 * says; each leaves an event in its history. Cancelling an order that took money and marking one
 * refunded are the owner's alone (roles.ts's guarded acts): anyone else's is refused, nothing done.
 */
export async function runAdminAction(
  services: Services,
  order: Order,
  action: AdminAction,
  may: MayDo,
  fetchImpl: typeof fetch = fetch,
): Promise<ActionOutcome> {
  const { db } = services;
  const reference = order.reference;
  switch (action.intent) {
    case "move": {
      if (!adminActions(order.status).forward.includes(action.to)) {
        return { ok: false, error: "The order has moved on since this page was opened: look at its stage again." };
      }
      // Released only when paid, as the order's account says (every way it was paid, in its currency).
      const { account } = await readOrderAccount(db, order);
      const held = moneyGate(action.to, account);
      if (held) return { ok: false, error: `Not yet: ${held}.` };
      const status = action.to === "shipped" || action.to === "ready" ? action.to : undefined;
      return outcome(
        await changeOrderState(db, {
          reference,
          to: action.to,
          source: "owner",
          note: action.note || undefined,
          also: status
            ? (tx) => queueShopperUpdate(tx, { reference, status, note: action.note }).then(() => undefined)
            : undefined,
        }),
        status ?? "moved",
      );
    }
    case "cancel": {
      // An order that took money is cancelled only once she has seen how much (a second, ticked step).
      const { account } = await readOrderAccount(db, order);
      if (account.paid > 0 && !may["cancel-paid"]) return refusedAct("cancel-paid");
      if (account.paid > 0 && action.confirm !== "yes")
        return { ok: false, error: cancelConfirmText(account.paid, account.currency), intent: "cancel" };
      return outcome(
        await changeOrderState(db, { reference, to: "cancelled", source: "owner", note: action.reason }),
        "cancelled",
      );
    }
    case "refund":
      // Money she returned outside the shop: refund rows the order's account reads.
      if (!may["mark-refunded"]) return refusedAct("mark-refunded");
      return outcome(await markRefundedOutside(db, reference, action.note), "refunded");
    case "note":
      await addOwnerNote(db, reference, action.note, { kind: "note" });
      return { ok: true, done: "note" };
    case "check":
      return checkPayment(services, order, fetchImpl);
  }
}

/** Asks Paystack about the order's payment now, records its verdict, and notes what it said. */
async function checkPayment(services: Services, order: Order, fetchImpl: typeof fetch): Promise<ActionOutcome> {
  if (!adminActions(order.status).check)
    return { ok: false, error: "This order's payment is settled; there is nothing to check." };
  const config = paystackConfig(services.env);
  if (!config) return { ok: false, error: "Paystack is not configured (demo mode), so there is no payment to check." };
  // The order's latest payment: the transaction the shopper last started.
  const payment = (await paymentsOf(services.db, order.reference)).at(-1);
  if (!payment) return { ok: false, error: "This order has no payment to check." };
  let result;
  try {
    result = await verifyTransaction(config, payment.reference, fetchImpl);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    return { ok: false, error: `Paystack could not be asked just now (${error.message}). Try again in a minute.` };
  }
  if (result.kind === "not-found") {
    await addOwnerNote(services.db, order.reference, `Checked with Paystack: ${result.message}.`, {
      kind: "check",
      found: false,
      message: result.message,
    });
    return { ok: true, done: "checked" };
  }
  const t = result.transaction;
  // Paystack's amount in its subunit (kobo, cents), the ledger's own.
  const currency = isLedgerCurrency(t.currency) ? t.currency : "NGN";
  const amount = formatMoney(money(t.amount, currency));
  const said = `${t.status}, ${amount} ${t.currency}${t.channel ? ` by ${t.channel}` : ""}`;
  await addOwnerNote(services.db, order.reference, `Checked with Paystack: ${said}.`, { kind: "check", ...t });
  await recordVerdict(services.db, payment, t, "reconcile");
  return { ok: true, done: "checked" };
}
