import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// A staff member's own password: scrypt with a salt of its own, kept as "scrypt$salt$key" (hex).
// The owner's stays the shop's ADMIN_PASSWORD (password-keys.server.ts in sign-in/).

const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, 32, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashStaffPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${(await derive(password, salt)).toString("hex")}`;
}

/** Whether `given` is the password of `stored`; in constant time. */
export async function isStaffPassword(given: string, stored: string): Promise<boolean> {
  const [kind, salt, key] = stored.split("$");
  if (kind !== "scrypt" || !salt || !key) return false;
  return timingSafeEqual(await derive(given, Buffer.from(salt, "hex")), Buffer.from(key, "hex"));
}

/** What a new password's sessions are bound to: a new one ends the sessions of the old. */
export const newBinding = () => randomBytes(16).toString("hex");
