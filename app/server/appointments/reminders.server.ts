import { reminderAt, type Daytime } from "~/features/payments";
import { isLagosDaytime } from "~/features/payments/reminder-times";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { every } from "../base/jobs.server";
import { herSlotWords, queueAppointmentEmail } from "./emails.server";
import { bookedBetween, lockAppointment } from "./store/index.server";

const WORDS = ["appointment reminder", "appointment soon"] as const;

/**
 * Queues each booked appointment's reminders whose time has come (`hours` before its start, moved
 * into the Lagos daytime the balance reminders keep), before it starts, only in that daytime: each
 * once per appointment and start through the outbox's key, however many servers look, decided
 * under the appointment's lock so none goes for one cancelled or moved meanwhile. Returns how many.
 */
export async function queueAppointmentReminders(
  db: Db,
  settings: { hours: readonly number[]; daytime?: Daytime; siteUrl: string },
  now = new Date(),
): Promise<number> {
  if (!isLagosDaytime(now, settings.daytime)) return 0;
  const furthest = Math.max(...settings.hours) + 24;
  let queued = 0;
  for (const found of await bookedBetween(db, now, new Date(now.getTime() + furthest * 3_600_000))) {
    for (const [i, hours] of settings.hours.entries()) {
      if (now < reminderAt(found.startsAt, hours, settings.daytime)) continue;
      const isNew = await db.transaction(async (tx) => {
        const a = await lockAppointment(tx, found.id);
        if (a?.status !== "booked" || a.startsAt.getTime() !== found.startsAt.getTime()) return false;
        return queueAppointmentEmail(
          tx,
          a,
          {
            kind: `reminder-${i + 1}`,
            status: WORDS[i] ?? "appointment reminder",
            note: `A reminder: your ${a.typeName.toLowerCase()} is ${herSlotWords(a, a.startsAt)}.`,
          },
          settings.siteUrl,
        );
      });
      if (isNew) queued++;
    }
  }
  return queued;
}

/** The appointments' reminders job, on the reminders' poll. */
export function startAppointmentReminders({ env, db }: { env: Env; db: Db }) {
  const settings = { hours: env.APPOINTMENT_REMINDER_HOURS, daytime: env.REMINDER_DAYTIME, siteUrl: env.SITE_URL };
  return every(env.REMINDERS_POLL_SECONDS * 1000, () => queueAppointmentReminders(db, settings));
}
