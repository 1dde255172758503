// The atelier's capacity (table atelier_capacity, one row): every statement on it is here.
import type { Capacity, WeekLoad } from "~/features/atelier";
import type { Day } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";

type CapacityRow = { weekly_pieces: number; express_pieces: number };

const capacityOf = (row: CapacityRow | undefined): Capacity => ({
  weekly: Number(row?.weekly_pieces ?? 25),
  express: Number(row?.express_pieces ?? 0),
});

/** How many made-to-order pieces the atelier finishes a week, and how many of them may be express. */
export async function readCapacity(db: Db): Promise<Capacity> {
  const [row] = await db.query<CapacityRow>("select weekly_pieces, express_pieces from atelier_capacity where id = 1");
  return capacityOf(row);
}

/**
 * The capacity, its row locked until the caller's transaction ends, and the weeks' bookings from
 * `fromWeek` read after the lock was granted (the function `lock_queue`, migration 045): every
 * order booking a week calls it first, so two instances never both take a week's last place.
 */
export async function lockCapacity(tx: Db, fromWeek: Day): Promise<{ capacity: Capacity; booked: WeekLoad[] }> {
  const [row] = await tx.query<{ weekly: number; express: number; booked: WeekLoad[] }>(
    "select weekly, express, booked from lock_queue($1)",
    [fromWeek],
  );
  return {
    capacity: capacityOf(row && { weekly_pieces: row.weekly, express_pieces: row.express }),
    booked: row?.booked ?? [],
  };
}

/** The owner's new capacity (checked by the caller: weekly over 0, express within it). */
export async function saveCapacity(db: Db, c: Capacity): Promise<void> {
  await db.query(
    `insert into atelier_capacity (id, weekly_pieces, express_pieces) values (1, $1, $2)
     on conflict (id) do update set weekly_pieces = excluded.weekly_pieces, express_pieces = excluded.express_pieces,
       updated_at = now()`,
    [c.weekly, c.express],
  );
}
