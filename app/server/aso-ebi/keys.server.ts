// A group's page key and its coordinator's secret: random, only the secret's SHA-256 stored.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export const newPageKey = (): string => randomBytes(16).toString("base64url");
export const newCoordinatorSecret = (): string => randomBytes(32).toString("base64url");
export const secretHash = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** Whether `secret` is the one whose hash is stored, compared in constant time. */
export function isSecretOf(secret: string | null | undefined, storedHash: string): boolean {
  if (!secret || secret.length > 100) return false;
  const a = Buffer.from(secretHash(secret), "utf8");
  const b = Buffer.from(storedHash, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
