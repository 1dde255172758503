import type { Db } from "../db/db.server";
import { hit, unhit } from "../rate-limit.server";

/** Failed sign-ins one address may make; past them, every sign-in is refused for the rest of the window. */
const OWNER_SIGN_IN_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

export type SignInCheck =
  { ok: true } | { ok: false; reason: "wrong" } | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Counts an owner's sign-in attempt from an address before its verdict is used, so parallel
 * guesses cannot slip past the limit; a right password takes its count back. After
 * OWNER_SIGN_IN_LIMIT failures the address is refused, right password or not, until the window
 * ends, and each refusal is logged.
 */
export async function checkOwnerSignIn(
  db: Db,
  clientAddress: string,
  passwordIsRight: boolean,
  log: Pick<Console, "warn"> = console,
): Promise<SignInCheck> {
  const key = `owner-sign-in:${clientAddress}`;
  const counted = await hit(db, { key, ...OWNER_SIGN_IN_LIMIT });
  if (!counted.ok) {
    log.warn(
      `Owner sign-in refused for ${clientAddress}: too many failed attempts; allowed again in ${counted.retryAfterSeconds} s`,
    );
    return { ok: false, reason: "limited", retryAfterSeconds: counted.retryAfterSeconds };
  }
  if (!passwordIsRight) return { ok: false, reason: "wrong" };
  await unhit(db, key);
  return { ok: true };
}
