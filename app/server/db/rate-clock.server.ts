import type { Db } from "./db.server";

/** The shared clocks: one per third party whose pace every server keeps together. */
type Clock = "emailjs" | "paystack" | "mailgun";

/**
 * Takes a shared clock's turn (table rate_clocks): succeeds when its time has come and moves it
 * `seconds` on, so that every server on this database together calls a third party at most once
 * per `seconds`. Inside a transaction the clock's row stays locked until it ends.
 */
export async function takeTurn(db: Db, clock: Clock, seconds: number): Promise<boolean> {
  const rows = await db.query(
    `update rate_clocks set next_at = clock_timestamp() + make_interval(secs => $2::float8)
      where name = $1 and next_at <= clock_timestamp() returning name`,
    [clock, seconds],
  );
  return rows.length > 0;
}

/** Moves a clock's next turn to `seconds` from now: once a call that held the turn has ended. */
export async function restartClock(db: Db, clock: Clock, seconds: number): Promise<void> {
  await db.query(
    "update rate_clocks set next_at = clock_timestamp() + make_interval(secs => $2::float8) where name = $1",
    [clock, seconds],
  );
}
