import { createHmac } from "node:crypto";
import { passwordHash } from "~/server/base/slow-hash.server";

/** What the password in force binds: the owner's sessions, and the browsers she signed in with. */
export interface PasswordKeys {
  /** Stored with each session; a session whose binding is not the current one has ended. */
  session: string;
  /** Signs the "known device" cookie. */
  device: Buffer;
  /** Kept to tell when the password changed (admin_password_mark); never the password. */
  fingerprint: string;
}

let cached: { password: string; salt: string; keys: Promise<PasswordKeys> } | undefined;

/**
 * Keys derived from the admin's password. The database keeps only `session`, an HMAC of a
 * slow hash of the password, so a copy of it costs a guesser scrypt per guess; the salt is the
 * installation's own (made at first start, `passwordSalt`), so no table of guesses serves two
 * shops. Every instance of one shop, with the same password and salt, derives the same keys, so a
 * change of ADMIN_PASSWORD ends every session everywhere without a word between instances.
 */
export function passwordKeys(password: string, salt: Buffer): Promise<PasswordKeys> {
  const saltHex = salt.toString("hex");
  if (cached?.password !== password || cached.salt !== saltHex) {
    cached = { password, salt: saltHex, keys: derive(password, salt) };
  }
  return cached.keys;
}

async function derive(password: string, salt: Buffer): Promise<PasswordKeys> {
  // scrypt, about 100 ms once per process and password, in one of the process's two places.
  const root = await passwordHash(password, salt, { queue: "always" });
  const derived = (label: string) => createHmac("sha256", root).update(label).digest();
  return {
    session: derived("session").toString("hex"),
    device: derived("known device"),
    fingerprint: derived("fingerprint").toString("hex"),
  };
}
