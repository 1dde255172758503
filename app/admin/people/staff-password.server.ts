import { randomBytes, timingSafeEqual } from "node:crypto";
import { passwordHash } from "~/server/base/slow-hash.server";

// A staff member's own password: scrypt with a salt of its own, kept as "scrypt$salt$key" (hex).
// The owner's stays the shop's ADMIN_PASSWORD (password-keys.server.ts in sign-in/). Every hash
// takes one of the process's two places (app/server/base/slow-hash.server.ts).

export async function hashStaffPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${(await passwordHash(password, salt, { queue: "always" })).toString("hex")}`;
}

/**
 * What a sign-in with an email no staff member has is checked against: a salt and a key of random
 * bytes, no password's (none hashes to it). The email that matches nobody costs one hash, as a
 * staff member's does, so the answer's time tells nobody which emails are staff.
 */
export const STRANGER_HASH =
  "scrypt$5f0c2a9e81d4b7365e2fa0c918d3b64e$9b1e4f7a2c6d08e35a7f1b9c4e2d6a0837c5e1f9b2d4a6c8e0f3a5b7d9c1e2f4";

/**
 * Whether `given` is the password of `stored`; in constant time. Throws HashesBusy when two hashes
 * run and the queue is full (the sign-in says so in words).
 */
export async function isStaffPassword(given: string, stored: string): Promise<boolean> {
  const [kind, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  return timingSafeEqual(await passwordHash(given, Buffer.from(salt, "hex")), Buffer.from(key, "hex"));
}

/** What a new password's sessions are bound to: a new one ends the sessions of the old. */
export const newBinding = () => randomBytes(16).toString("hex");
