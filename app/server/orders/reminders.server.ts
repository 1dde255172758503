import { formatMoney, money } from "~/features/currency";
import { addDays, lagosMidnight } from "~/lib/lagos-clock";
import {
  balanceOverdueNote,
  balanceReminderNote,
  BALANCE_REMINDERS,
  stopRemindersPath,
  type BalanceNoteFacts,
  unpaidReminderNote,
} from "~/features/orders/reminders";
import { transferAccountWords } from "~/features/transfers";
import { balanceDueDay, balanceReminderToSend, type Daytime } from "~/features/payments";
import type { Order } from "~/features/orders";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every } from "../base/jobs.server";
import { readOrderAccount } from "../payments/account.server";
import { queueOrderEmail } from "./notices.server";
import { transferAccountOf } from "./transfer-account-of.server";
import {
  depositOrdersBeingMade,
  lockOrder,
  pendingOrdersPlacedBefore,
  remindersKeyOf,
  remindersStopped,
} from "./store/index.server";

export interface ReminderSettings {
  /** Hours before a balance's due time its two reminders fall (moved into Lagos daytime). */
  balanceHours: readonly number[];
  /** Lagos hours a balance reminder may be sent in (09:00 up to 19:00 unless set). */
  daytime?: Daytime;
  /** Seconds after placing an order with no payment gets its one reminder. */
  unpaidAfterSeconds: number;
  siteUrl: string;
}

/**
 * Queues the reminders that have come due, each once per order (the outbox keeps one row per order
 * and notice, so however many instances run this, each is queued and sent once): a deposit
 * order's balance reminders (BALANCE_REMINDERS, at `balanceHours` before its due time, while it is
 * owed and not yet due, in Lagos daytime and only the latest due: balanceReminderToSend), the
 * owner's email once it is overdue, and an unpaid order's one reminder. None goes to a shopper who
 * stopped the order's reminders; each carries her link to stop them.
 * Each is decided under the order's lock, so none goes for an order paid or cancelled meanwhile
 * (docs/decisions/248-reminders-once-by-the-outbox.md). Returns how many were queued.
 */
export async function queueReminders(db: Db, settings: ReminderSettings, now = new Date()): Promise<number> {
  const origin = settings.siteUrl.replace(/\/+$/, "");
  let queued = 0;
  for (const { reference } of await depositOrdersBeingMade(db)) {
    queued += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, reference);
      const facts = order && (await balanceFacts(tx, order, origin));
      if (!facts) return 0;
      const { dueAt } = facts;
      if (now >= dueAt)
        return (await queueOrderEmail(
          tx,
          reference,
          "owner-balance-overdue",
          { note: balanceOverdueNote(facts) },
          facts.part,
        ))
          ? 1
          : 0;
      const i = balanceReminderToSend(
        dueAt,
        settings.balanceHours.slice(0, BALANCE_REMINDERS.length),
        now,
        settings.daytime,
      );
      const notice = i === undefined ? undefined : BALANCE_REMINDERS[i];
      if (!notice || (await remindersStopped(tx, reference))) return 0;
      const note = balanceReminderNote(facts, await stopUrl(tx, origin, reference));
      return (await queueOrderEmail(tx, reference, notice, { note }, facts.part)) ? 1 : 0;
    });
  }
  for (const reference of await pendingOrdersPlacedBefore(db, settings.unpaidAfterSeconds)) {
    queued += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, reference);
      if (order?.status !== "pending" || (await readOrderAccount(tx, order)).account.paid > 0) return 0;
      if (await remindersStopped(tx, reference)) return 0;
      const note = unpaidReminderNote(reference, `${origin}/order/${reference}`, await stopUrl(tx, origin, reference));
      return (await queueOrderEmail(tx, reference, "customer-unpaid", { note })) ? 1 : 0;
    });
  }
  return queued;
}

/**
 * What a deposit order's balance reminders and the owner's overdue email say while it is being made:
 * what it owes by its account (Paystack, codes and moves in, less what left it again), or null
 * when it owes nothing or is not being made.
 */
export async function balanceFacts(
  db: Db,
  order: Order,
  origin: string,
): Promise<(BalanceNoteFacts & { dueAt: Date; part?: number }) | null> {
  if (!order.deposit || !["paid", "in_production", "ready"].includes(order.status)) return null;
  const { account } = await readOrderAccount(db, order);
  if (account.owedNow <= 0) return null;
  // Her own account for paying by transfer, when she has one.
  const own = await transferAccountOf(db, order);
  const more = own ? { more: [transferAccountWords(own)] } : {};
  const orderUrl = `${origin}/order/${order.reference}`;
  const next = account.nextPart;
  // A plan's reminders are for its next part: paid early, the next date moves on.
  if (next) {
    const m = (amount: number) => formatMoney(money(amount, account.currency));
    return {
      reference: order.reference,
      outstanding: money(next.amount - next.paid, account.currency),
      dueDay: next.dueDay,
      dueAt: lagosMidnight(addDays(next.dueDay, 1)),
      orderUrl,
      planPaid: `Paid ${m(account.towards)} of ${m(account.total)}`,
      // Each part is reminded once: its reminders are kept under its number.
      part: next.number,
      ...more,
    };
  }
  const dueAt = order.deposit.balanceDueAt;
  return {
    reference: order.reference,
    outstanding: money(account.owedNow, account.currency),
    dueDay: balanceDueDay(dueAt),
    dueAt,
    orderUrl,
    ...more,
  };
}

/** The address of the order's "no more reminders" page, with its random key. */
async function stopUrl(db: Db, origin: string, reference: string): Promise<string> {
  return `${origin}${stopRemindersPath(reference, (await remindersKeyOf(db, reference)) ?? "")}`;
}

/** The reminders' job: looks for due reminders every REMINDERS_POLL_SECONDS. */
export function startReminders({ env, db }: { env: Env; db: Db }) {
  const settings = {
    balanceHours: env.BALANCE_REMINDER_HOURS,
    daytime: env.REMINDER_DAYTIME,
    unpaidAfterSeconds: env.UNPAID_REMINDER_SECONDS,
    siteUrl: env.SITE_URL,
  };
  return every(env.REMINDERS_POLL_SECONDS * 1000, () => queueReminders(db, settings));
}
