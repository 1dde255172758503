import type { Day } from "~/lib/lagos-clock";
import type { ClosedDay } from "~/features/appointments";
import type { Db } from "../db/db.server";

type ClosedDayRow = {
  day: string;
  kind: ClosedDay["kind"];
  reason: string;
};

/** The closed days from `from` to `to` (both included), in order. */
export async function readClosedDays(db: Db, from: Day, to: Day): Promise<ClosedDay[]> {
  return db.query<ClosedDayRow>(
    "select to_char(day, 'YYYY-MM-DD') as day, kind, reason from closed_days where day between $1 and $2 order by day",
    [from, to],
  );
}

/** Closes a day (or changes why it is closed). */
export async function closeDay(db: Db, closed: ClosedDay): Promise<void> {
  await db.query(
    `insert into closed_days (day, kind, reason) values ($1, $2, $3)
     on conflict (day) do update set kind = excluded.kind, reason = excluded.reason`,
    [closed.day, closed.kind, closed.reason],
  );
}

/** Opens a closed day again; false when it was not closed. */
export async function reopenDay(db: Db, day: Day): Promise<boolean> {
  return (await db.query("delete from closed_days where day = $1 returning day", [day])).length > 0;
}
