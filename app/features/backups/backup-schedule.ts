import { lagosDayOf, instantOfLagosTime } from "~/lib/lagos-clock";

/** How many backups are kept: two weeks of nights. */
export const BACKUPS_KEPT = 14;

/** The orders page warns once the last good backup is older than this: a missed night and a half. */
export const BACKUP_OVERDUE_HOURS = 36;

/** The next 03:00 in Lagos strictly after `now`: the nightly backup's time, when nobody shops. */
export function nextNightlyBackup(now: Date): Date {
  const tonight = instantOfLagosTime(`${lagosDayOf(now)}T03:00`)!;
  return tonight > now ? tonight : new Date(tonight.getTime() + 24 * 60 * 60 * 1000);
}

/**
 * Whether the owner should be warned: her last good backup (or, with none yet, the shop's first
 * start) is more than BACKUP_OVERDUE_HOURS old.
 */
export function backupOverdue(lastGood: Date | undefined, shopSince: Date, now: Date): boolean {
  return now.getTime() - (lastGood ?? shopSince).getTime() > BACKUP_OVERDUE_HOURS * 60 * 60 * 1000;
}
