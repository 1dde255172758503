import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/server/db/db.server";

/** A session ends after this long without a request. */
const IDLE_SECONDS = 12 * 60 * 60;
/** And this long after it began, however often it is used. */
export const LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_SECONDS = 60;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Starts a person's session bound to the password in force (`binding`: the shop password's keys
 * for the owner, her own password's binding for anyone else) and returns its token, the cookie's
 * value; ended sessions are removed on the way. `byPasskey`: she signed in with a passkey, which
 * the owner's rule may ask of money and the shop's data.
 */
export async function createSession(db: Db, binding: string, personId: number, byPasskey = false): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query(
    `delete from admin_sessions
      where last_seen_at < now() - make_interval(secs => $1) or created_at < now() - make_interval(secs => $2)`,
    [IDLE_SECONDS, LIFETIME_SECONDS],
  );
  await db.query(
    "insert into admin_sessions (token_hash, password_binding, person_id, by_passkey) values ($1, $2, $3, $4)",
    [hash(token), binding, personId, byPasskey],
  );
  return token;
}

/**
 * Whether the token belongs to a live session: started under the password in force (`binding`),
 * less than 7 days ago, and used in the last 12 hours. Using it keeps it alive.
 */
export async function isSessionValid(db: Db, token: string, binding: string): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `with live as (
       select token_hash, last_seen_at from admin_sessions
        where token_hash = $1 and password_binding = $2
          and last_seen_at > now() - make_interval(secs => $3)
          and created_at > now() - make_interval(secs => $4)
     ), touched as (
       update admin_sessions o set last_seen_at = now() from live
        where o.token_hash = live.token_hash and live.last_seen_at < now() - make_interval(secs => $5)
       returning 1
     )
     select count(*)::int as n from live`,
    [hash(token), binding, IDLE_SECONDS, LIFETIME_SECONDS, TOUCH_SECONDS],
  );
  return (row?.n ?? 0) > 0;
}

/**
 * The person of a live session (less than 7 days old, used in the last 12 hours) and the binding it
 * was started under, read from the database on every request so every instance agrees at once.
 * Using it keeps it alive.
 */
export async function liveSession(
  db: Db,
  token: string,
): Promise<{ personId: number; binding: string; byPasskey: boolean } | undefined> {
  const [row] = await db.query<{ person_id: string | number; password_binding: string; by_passkey: boolean }>(
    `with live as (
       select token_hash, last_seen_at, person_id, password_binding, by_passkey from admin_sessions
        where token_hash = $1
          and last_seen_at > now() - make_interval(secs => $2)
          and created_at > now() - make_interval(secs => $3)
     ), touched as (
       update admin_sessions o set last_seen_at = now() from live
        where o.token_hash = live.token_hash and live.last_seen_at < now() - make_interval(secs => $4)
       returning 1
     )
     select person_id, password_binding, by_passkey from live`,
    [hash(token), IDLE_SECONDS, LIFETIME_SECONDS, TOUCH_SECONDS],
  );
  return row
    ? { personId: Number(row.person_id), binding: row.password_binding, byPasskey: row.by_passkey === true }
    : undefined;
}

/** Ends every session of one person, on every device and every instance. Returns how many. */
export async function endSessionsOf(db: Db, personId: number): Promise<number> {
  return (await db.query("delete from admin_sessions where person_id = $1 returning token_hash", [personId])).length;
}

/**
 * After her password changed: ends every other session of hers, everywhere, and binds this one
 * (`token`) to the new password, so she stays signed in here. Returns how many ended.
 */
export async function keepOnlySession(tx: Db, personId: number, token: string, binding: string): Promise<number> {
  const ended = await tx.query("delete from admin_sessions where person_id = $1 and token_hash <> $2 returning 1", [
    personId,
    hash(token),
  ]);
  await tx.query("update admin_sessions set password_binding = $3 where person_id = $1 and token_hash = $2", [
    personId,
    hash(token),
    binding,
  ]);
  return ended.length;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.query("delete from admin_sessions where token_hash = $1", [hash(token)]);
}

/** "Sign out everywhere": ends every session, on every device and every instance. Returns how many. */
export async function endEverySession(db: Db): Promise<number> {
  return (await db.query("delete from admin_sessions returning token_hash")).length;
}
