import { buttonClass } from "~/components/ui/button";
import {
  BACKUPS_KEPT,
  checkText,
  formatSize,
  formatWhenWat,
  PG_DUMP_COMMAND,
  RESTORE_COMMAND,
  TRIGGER_TEXT,
} from "~/features/backups";

/** One backup as the page lists it: `problem` is null when its checksum holds. */
interface BackupRowView {
  name: string;
  createdAt: string;
  trigger: keyof typeof TRIGGER_TEXT;
  bytes: number;
  problem: string | null;
}

/** The page's data: the shop's own backups are off on PostgreSQL. */
export type BackupsView =
  | { on: false }
  | {
      on: true;
      /** BACKUP_DIR, as an absolute path. */
      dir: string;
      /** The next nightly backup's time. */
      next: string;
      /** A backup is being taken as the page is made (the night's, or another tab's). */
      running: boolean;
      /** What the last "Back up now" took, from the address it returned to. */
      done: string | null;
      /** The last "Back up now" found one being taken already. */
      busy: boolean;
      rows: BackupRowView[];
    };

export type BackupsScreenProps = BackupsView & { error?: string };

const noticeClass = "border-l-4 bg-white px-4 py-3";

function BackupItem({ row }: { row: BackupRowView }) {
  const when = formatWhenWat(row.createdAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium tabular-nums">{when}</p>
        <p className="text-sm text-ink-soft tabular-nums">
          {TRIGGER_TEXT[row.trigger]} · {formatSize(row.bytes)}
        </p>
        <p className={`text-sm break-words ${row.problem ? "text-danger" : "text-success"}`}>
          {checkText(row.problem ?? undefined)}
        </p>
      </div>
      {!row.problem && (
        <a href={`/admin/backups/${encodeURIComponent(row.name)}`} download className={buttonClass("outline")}>
          Download<span className="sr-only"> the backup of {when}</span>
        </a>
      )}
    </li>
  );
}

/** The shop is on a PostgreSQL server: its host's backups, or pg_dump, keep the data. */
function BackupsOff() {
  return (
    <section aria-labelledby="off-heading" className="flex flex-col gap-3">
      <h2 id="off-heading" className="text-2xl">
        The shop&rsquo;s own backups are off
      </h2>
      <p>
        This shop keeps its data on a PostgreSQL server (<code>DATABASE_URL</code>), so the shop takes no backups of its
        own: the database server is backed up with <code>pg_dump</code>, by its host or on a schedule of yours. This
        line, run where the database server can be reached, writes one file of it:
      </p>
      <pre className="bg-white px-4 py-3 text-sm break-all whitespace-pre-wrap">
        <code>{PG_DUMP_COMMAND}</code>
      </pre>
    </section>
  );
}

/** The backups of the embedded database: where, when, each one checked, one more now, a download. */
export function BackupsScreen(props: BackupsScreenProps) {
  return (
    <>
      <h1 className="text-4xl">Backups</h1>
      {props.error && (
        <p role="alert" className={`${noticeClass} border-danger text-danger`}>
          {props.error}
        </p>
      )}
      {props.on ? <BackupsOn {...props} /> : <BackupsOff />}
    </>
  );
}

function BackupsOn({ dir, next, running, done, busy, rows }: Extract<BackupsScreenProps, { on: true }>) {
  return (
    <>
      {done && (
        <p role="status" className={`${noticeClass} border-success text-success`}>
          {done}
        </p>
      )}
      {busy ? (
        <p role="status" className={`${noticeClass} border-hazel`}>
          A backup is being taken already, so no second one was started. It is listed here once it is done: reload this
          page in a few seconds.
        </p>
      ) : (
        running && (
          <p role="status" className={`${noticeClass} border-hazel`}>
            A backup is being taken now. Reload this page in a few seconds to see it.
          </p>
        )
      )}
      <div className="flex flex-col gap-3">
        <p>
          A copy of the shop&rsquo;s database (orders, products, sales, messages) is taken every night at 03:00 WAT and
          checked. The last {BACKUPS_KEPT} are kept, on the server in <code className="break-all">{dir}</code>.
        </p>
        <p className="text-sm text-ink-soft">Next nightly backup: {formatWhenWat(next)}.</p>
        <form method="post" action="/admin/backups" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="back-up" />
          <button type="submit" className={buttonClass("primary", "w-full sm:w-fit")}>
            Back up now
          </button>
          <p className="text-sm text-ink-soft">
            Takes a few seconds. Download one now and then to keep a copy off the server.
          </p>
        </form>
      </div>
      <section aria-labelledby="list-heading" className="flex flex-col gap-2">
        <h2 id="list-heading" className="text-2xl">
          Backups <span className="font-sans text-base text-ink-soft tabular-nums">({rows.length})</span>
        </h2>
        {rows.length === 0 ? (
          <p className="text-ink-soft">
            No backup yet. The first nightly one is due {formatWhenWat(next)}; take one now with &ldquo;Back up
            now&rdquo;.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line border-y border-line">
            {rows.map((row) => (
              <BackupItem key={row.name} row={row} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="restore-heading" className="flex flex-col gap-2">
        <h2 id="restore-heading" className="text-2xl">
          Restoring
        </h2>
        <p>
          Stop the shop, then run <code className="whitespace-nowrap">{RESTORE_COMMAND}</code> in its folder on the
          server with a downloaded file: it checks the file before it changes anything (the README’s “Backups and
          restore” has the steps).
        </p>
      </section>
    </>
  );
}
