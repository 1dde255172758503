import { backupFailedEmail, nextNightlyBackup } from "~/features/backups";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { describeError } from "../base/log-lines.server";
import type { StopJob } from "../base/jobs.server";
import { queueAlert } from "../outbox/store.server";
import { BackupBusy, type Backups } from "./backups.server";

interface Nightly {
  backups: Backups;
  db: Db;
  siteUrl: string;
  log?: Pick<Console, "error">;
}

/**
 * The night's backup. A failure is logged and emailed to the owner through the outbox, once per
 * night however many instances or retries see it (the alert's key is the Lagos date).
 */
export async function nightlyBackup({ backups, db, siteUrl, log = console }: Nightly, at: Date): Promise<void> {
  try {
    await backups.take("nightly", at);
  } catch (error) {
    if (error instanceof BackupBusy) return; // the owner's own, taken at this very moment, counts
    const reason = describeError(error);
    log.error(`The nightly backup failed: ${reason}`);
    try {
      await queueAlert(db, `backup-failed:${lagosDayOf(at)}`, "messages", backupFailedEmail({ at, reason, siteUrl }));
    } catch (alertFailed) {
      log.error(`The owner could not be told of the failed backup: ${describeError(alertFailed)}`);
    }
  }
}

/** Takes the nightly backup at every 03:00 in Lagos until stopped; stopping waits for one under way. */
export function startNightlyBackups(nightly: Nightly, now = () => new Date()): StopJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (after: Date) => {
    const at = nextNightlyBackup(after);
    timer = setTimeout(
      () => {
        // A timer may fire a little early: the next night is counted from this one's time.
        void nightlyBackup(nightly, now()).then(() => !stopped && schedule(at));
      },
      Math.max(0, at.getTime() - now().getTime()),
    );
    timer.unref();
  };
  schedule(now());
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await nightly.backups.settled();
  };
}
