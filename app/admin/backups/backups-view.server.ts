import path from "node:path";
import { nextNightlyBackup, overdueText, takenText } from "~/features/backups";
import type { BackupsView } from "~/admin/backups/backups-screen";
import type { Backups } from "~/server/backups/backups.server";
import { describeError } from "~/server/base/log-lines.server";

/**
 * The backups page: every backup, newest first, each checked. `taken` (a backup's name) and
 * `busy` come from the address "Back up now" returned to; a name not listed says nothing.
 */
export async function backupsView(
  backups: Backups | undefined,
  asked: { taken: string | null; busy: boolean },
  now: Date,
): Promise<BackupsView> {
  if (!backups) return { on: false };
  const list = await backups.list();
  const taken = list.find((entry) => entry.name === asked.taken && !entry.problem);
  return {
    on: true,
    dir: path.resolve(backups.dir),
    next: nextNightlyBackup(now).toISOString(),
    running: backups.running,
    done: taken ? takenText(taken.createdAt, taken.bytes) : null,
    busy: asked.busy,
    rows: list.map((entry) => ({
      name: entry.name,
      createdAt: entry.createdAt.toISOString(),
      trigger: entry.trigger,
      bytes: entry.bytes,
      problem: entry.problem ?? null,
    })),
  };
}

/** The orders page's warning, in words: null while the last good backup is recent (or on PostgreSQL). */
export async function overdueWarning(
  backups: Backups | undefined,
  now: Date,
  log: Pick<Console, "error"> = console,
): Promise<string | null> {
  if (!backups) return null;
  try {
    const { lastGood, overdue } = await backups.status(now);
    return overdue ? overdueText(lastGood?.createdAt.toISOString() ?? null) : null;
  } catch (error) {
    // The orders page still opens, saying the backups could not be checked and why.
    log.error(`The backups could not be checked: ${describeError(error)}`);
    return `The backups could not be checked: ${reasonOf(error)}.`;
  }
}

/** An error's own message, for the owner (the log has the rest). */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
