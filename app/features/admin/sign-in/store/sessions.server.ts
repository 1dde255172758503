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
 * Starts a session bound to the password in force (`binding`, from passwordKeys) and returns its
 * token, the cookie's value; ended sessions are removed on the way.
 */
export async function createSession(db: Db, binding: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query(
    `delete from admin_sessions
      where last_seen_at < now() - make_interval(secs => $1) or created_at < now() - make_interval(secs => $2)`,
    [IDLE_SECONDS, LIFETIME_SECONDS],
  );
  await db.query("insert into admin_sessions (token_hash, password_binding) values ($1, $2)", [hash(token), binding]);
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

export async function endSession(db: Db, token: string): Promise<void> {
  await db.query("delete from admin_sessions where token_hash = $1", [hash(token)]);
}

/** "Sign out everywhere": ends every session, on every device and every instance. Returns how many. */
export async function endEverySession(db: Db): Promise<number> {
  return (await db.query("delete from admin_sessions returning token_hash")).length;
}
