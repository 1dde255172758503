import { BACKUP_OVERDUE_HOURS } from "./backup-schedule";
import { formatShortDateTime } from "~/lib/lagos-clock";

/**
 * How a PostgreSQL server (DATABASE_URL) is backed up instead of by the shop: the one line the
 * backups page shows and the README repeats.
 */
export const PG_DUMP_COMMAND = `pg_dump --format=custom --file=hazel-$(date +%F).dump "$DATABASE_URL"`;

/** How a downloaded backup is put back (scripts/restore.ts). */
export const RESTORE_COMMAND = "npm run restore -- FILE";

/** A moment as the backups are told: "25 Nov 2026, 15:10 WAT". */
export const formatWhenWat = (at: string | Date) => `${formatShortDateTime(at)} WAT`;

/** A file's size in decimal units, as phones show them: "5.2 MB", "840 kB". */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} kB`;
  return `${bytes} bytes`;
}

/** Who took a backup, in the owner's words. */
export const TRIGGER_TEXT = { nightly: "Nightly", owner: "Taken by you" } as const;

/** What the check of a backup's checksum found. */
export const checkText = (problem: string | undefined) => (problem ? `Damaged: ${problem}.` : "Checksum verified");

/** The status line after "Back up now" worked. */
export const takenText = (at: string | Date, bytes: number) =>
  `Backup taken: ${formatWhenWat(at)}, ${formatSize(bytes)}.`;

/** The orders page's warning once backups are overdue: since when there is none. */
export const overdueText = (lastGood: string | null) =>
  lastGood
    ? `Your last good backup is from ${formatWhenWat(lastGood)}, more than ${BACKUP_OVERDUE_HOURS} hours ago.`
    : "No backup has been taken yet.";
