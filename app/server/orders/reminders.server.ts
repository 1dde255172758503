import {
  balanceOverdueNote,
  balanceReminderNote,
  BALANCE_REMINDERS,
  unpaidReminderNote,
} from "~/features/orders/reminders";
import { lagosDay, reminderAt, standing } from "~/features/payments";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every } from "../base/jobs.server";
import { paymentsOf } from "../payments/store.server";
import { queueOrderEmail } from "./notices.server";
import { depositOrdersBeingMade, lockOrder, pendingOrdersPlacedBefore } from "./store/index.server";

export interface ReminderSettings {
  /** Hours before a balance's due time its two reminders fall (moved into Lagos daytime). */
  balanceHours: readonly number[];
  /** Seconds after placing an order with no payment gets its one reminder. */
  unpaidAfterSeconds: number;
  siteUrl: string;
}

/**
 * Queues the reminders that have come due, each once per order (the outbox keeps one row per order
 * and notice, so however many instances run this, each is queued and sent once): a deposit
 * order's balance reminders (BALANCE_REMINDERS, at `balanceHours` before its due time, while it is
 * owed and not yet due), the owner's email once it is overdue, and an unpaid order's one reminder.
 * Each is decided under the order's lock, so none goes for an order paid or cancelled meanwhile
 * (docs/decisions/248-reminders-once-by-the-outbox.md). Returns how many were queued.
 */
export async function queueReminders(db: Db, settings: ReminderSettings, now = new Date()): Promise<number> {
  const origin = settings.siteUrl.replace(/\/+$/, "");
  let queued = 0;
  for (const { reference } of await depositOrdersBeingMade(db)) {
    queued += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, reference);
      const dueAt = order?.deposit?.balanceDueAt;
      if (!order || !dueAt || !["paid", "in_production", "ready"].includes(order.status)) return 0;
      const { outstanding } = standing(await paymentsOf(tx, reference), order.amountKobo / 100);
      if (outstanding <= 0) return 0;
      const facts = {
        reference,
        outstanding,
        dueDay: lagosDay(new Date(dueAt.getTime() - 1)),
        orderUrl: `${origin}/order/${reference}`,
      };
      let n = 0;
      if (now >= dueAt) {
        if (await queueOrderEmail(tx, reference, "owner-balance-overdue", { note: balanceOverdueNote(facts) })) n++;
        return n;
      }
      for (const [i, notice] of BALANCE_REMINDERS.entries()) {
        const hours = settings.balanceHours[i];
        if (hours === undefined || now < reminderAt(dueAt, hours)) continue;
        if (await queueOrderEmail(tx, reference, notice, { note: balanceReminderNote(facts) })) n++;
      }
      return n;
    });
  }
  for (const reference of await pendingOrdersPlacedBefore(db, settings.unpaidAfterSeconds)) {
    queued += await db.transaction(async (tx) => {
      const order = await lockOrder(tx, reference);
      if (order?.status !== "pending" || standing(await paymentsOf(tx, reference), order.amountKobo / 100).paid > 0)
        return 0;
      const note = unpaidReminderNote(reference, `${origin}/order/${reference}`);
      return (await queueOrderEmail(tx, reference, "customer-unpaid", { note })) ? 1 : 0;
    });
  }
  return queued;
}

/** The reminders' job: looks for due reminders every REMINDERS_POLL_SECONDS. */
export function startReminders({ env, db }: { env: Env; db: Db }) {
  const settings = {
    balanceHours: env.BALANCE_REMINDER_HOURS,
    unpaidAfterSeconds: env.UNPAID_REMINDER_SECONDS,
    siteUrl: env.SITE_URL,
  };
  return every(env.REMINDERS_POLL_SECONDS * 1000, () => queueReminders(db, settings));
}
