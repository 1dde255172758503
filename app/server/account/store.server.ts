import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { CODE_MINUTES, CODE_TRIES, SESSION_DAYS, type CodeVerdict } from "~/features/account";
import type { Db } from "../db/db.server";

/** What a code is for: signing in, or confirming "Delete my data". */
export type CodePurpose = "sign-in" | "delete";

// Her sign-ins and signed-in devices (050-shopper-sign-in.sql): every statement on shopper_sign_ins
// and shopper_sessions is here. Only hashes of codes, links and tokens are kept.

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** The code's hash, salted by its row: a copy of the table does not give 6 digits away at a glance. */
const codeHash = (salt: string, code: string) => sha256(`${salt}:${code}`);
const linkHash = (token: string) => sha256(`link:${token}`);
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** last_seen_at is written at most this often, so reading her page does not write every time. */
const TOUCH_SECONDS = 60;

/** Keeps a new sign-in request (its code and link hashed) in `tx`; returns its id. */
export async function insertSignIn(
  tx: Db,
  r: { email: string; mailbox: string; code: string; linkToken: string; purpose?: CodePurpose },
): Promise<number> {
  const salt = randomBytes(16).toString("hex");
  const [row] = await tx.query<{ id: string }>(
    `insert into shopper_sign_ins (email, mailbox, salt, code_hash, link_hash, expires_at, purpose)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), $7) returning id`,
    [r.email, r.mailbox, salt, codeHash(salt, r.code), linkHash(r.linkToken), CODE_MINUTES, r.purpose ?? "sign-in"],
  );
  if (!row) throw new Error("The sign-in was not stored");
  return Number(row.id);
}

type SignInRow = {
  id: string;
  email: string;
  mailbox: string;
  salt: string;
  code_hash: string;
  tries: number;
  live: boolean;
  used: boolean;
};

/**
 * Tries a code against the mailbox's latest request, under its row's lock so parallel guesses are
 * each counted: only the latest code counts, 5 tries, 10 minutes, once. A right code marks it used.
 */
export async function tryCode(
  db: Db,
  mailbox: string,
  code: string,
  purpose: CodePurpose = "sign-in",
): Promise<{ verdict: CodeVerdict; email?: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<SignInRow>(
      `select id, email, mailbox, salt, code_hash, tries, expires_at > now() as live, used_at is not null as used
         from shopper_sign_ins where mailbox = $1 and purpose = $2
        order by created_at desc, id desc limit 1 for update`,
      [mailbox, purpose],
    );
    if (!row || !row.live) return { verdict: "expired" };
    if (row.used) return { verdict: "used" };
    if (row.tries >= CODE_TRIES) return { verdict: "spent" };
    if (!sameHex(codeHash(row.salt, code), row.code_hash)) {
      await tx.query("update shopper_sign_ins set tries = tries + 1 where id = $1", [row.id]);
      return { verdict: row.tries + 1 >= CODE_TRIES ? "spent" : "wrong" };
    }
    await tx.query("update shopper_sign_ins set used_at = now() where id = $1", [row.id]);
    return { verdict: "ok", email: row.email };
  });
}

/** What a link's token stands for now, without using it (the link's page, opened by her or a scanner). */
export async function peekLink(db: Db, token: string): Promise<CodeVerdict> {
  const [row] = await db.query<{ live: boolean; used: boolean }>(
    "select expires_at > now() as live, used_at is not null as used from shopper_sign_ins where link_hash = $1 and purpose = 'sign-in'",
    [linkHash(token)],
  );
  if (!row) return "wrong";
  if (row.used) return "used";
  return row.live ? "ok" : "expired";
}

/** Uses a link's token once (Continue pressed); a second press finds it used. */
export async function spendLink(db: Db, token: string): Promise<{ verdict: CodeVerdict; email?: string }> {
  const [row] = await db.query<{ email: string }>(
    `update shopper_sign_ins set used_at = now()
      where link_hash = $1 and purpose = 'sign-in' and used_at is null and expires_at > now() returning email`,
    [linkHash(token)],
  );
  if (row) return { verdict: "ok", email: row.email };
  return { verdict: await peekLink(db, token) };
}

/** Starts a session for her on this device (`deviceHash`); returns the cookie's token. */
export async function insertSession(
  db: Db,
  s: { email: string; mailbox: string; deviceHash: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query("delete from shopper_sessions where last_seen_at < now() - make_interval(days => $1)", [SESSION_DAYS]);
  await db.query("insert into shopper_sessions (token_hash, email, mailbox, device_hash) values ($1, $2, $3, $4)", [
    sha256(token),
    s.email,
    s.mailbox,
    s.deviceHash,
  ]);
  return token;
}

/** Whose session the token is: live (used in the last 30 days, which it extends) and on the device it began on. */
export async function findSession(
  db: Db,
  token: string,
  deviceHash: string,
): Promise<{ email: string; mailbox: string } | "other-device" | undefined> {
  const [row] = await db.query<{ email: string; mailbox: string; device_hash: string; stale: boolean }>(
    `select email, mailbox, device_hash, last_seen_at < now() - make_interval(secs => $3) as stale
       from shopper_sessions where token_hash = $1 and last_seen_at > now() - make_interval(days => $2)`,
    [sha256(token), SESSION_DAYS, TOUCH_SECONDS],
  );
  if (!row) return undefined;
  if (!sameHex(row.device_hash, deviceHash)) return "other-device";
  if (row.stale)
    await db.query("update shopper_sessions set last_seen_at = now() where token_hash = $1", [sha256(token)]);
  return { email: row.email, mailbox: row.mailbox };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.query("delete from shopper_sessions where token_hash = $1", [sha256(token)]);
}

/** "Sign out everywhere": ends every session of her mailbox, on every device and instance. Returns how many. */
export async function deleteSessionsOf(db: Db, mailbox: string): Promise<number> {
  return (await db.query("delete from shopper_sessions where mailbox = $1 returning token_hash", [mailbox])).length;
}

/** Her data deleted: the law's record that it was done, her mailbox only as a hash, with what each part changed. */
export async function recordDeletion(tx: Db, mailbox: string, counts: Record<string, number>): Promise<void> {
  await tx.query("insert into data_deletions (mailbox_hash, counts) values ($1, $2)", [
    sha256(`deleted:${mailbox}`),
    JSON.stringify(counts),
  ]);
}
