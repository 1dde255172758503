// The pieces booked per week in the atelier's queue (table queue_weeks, kept by the orders'
// trigger from their columns queue_week, queue_pieces, queue_express; migration 045).
import type { WeekLoad } from "~/features/atelier";
import type { Db } from "../db/db.server";

type LoadRow = { week: string; pieces: number; express: number };

/** The pieces booked per week from the week of `fromWeek` (a Monday) on, by orders still to be made. */
export async function bookedWeeks(db: Db, fromWeek: string): Promise<WeekLoad[]> {
  return db.query<LoadRow>(
    "select to_char(week, 'YYYY-MM-DD') as week, pieces, express from queue_weeks where week >= $1 order by week",
    [fromWeek],
  );
}
