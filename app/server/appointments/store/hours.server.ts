import type { HoursSpan } from "~/features/appointments/weekly-hours";
import type { Db } from "../../db/db.server";

/** Every weekday's spans, in order. */
export async function weeklyHours(db: Db): Promise<HoursSpan[]> {
  const rows = await db.query<{ weekday: number; from_minute: number; to_minute: number }>(
    "select weekday, from_minute, to_minute from weekly_hours order by weekday, from_minute",
  );
  return rows.map((r) => ({ weekday: Number(r.weekday), from: Number(r.from_minute), to: Number(r.to_minute) }));
}

/** Replaces the whole week's spans at once, in one transaction. */
export async function setWeeklyHours(db: Db, spans: readonly HoursSpan[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("delete from weekly_hours");
    for (const s of spans)
      await tx.query("insert into weekly_hours (weekday, from_minute, to_minute) values ($1, $2, $3)", [
        s.weekday,
        s.from,
        s.to,
      ]);
  });
}
