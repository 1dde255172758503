import { randomBytes } from "node:crypto";
import type { Env } from "~/server/base/env.server";

// Kept on the process's global object, so development's module reloads keep the same one.
const holder = globalThis as { hazelDemoAdminPassword?: string };

/**
 * The admin's password: ADMIN_PASSWORD, or in the demo (unset) one made at start, which
 * the server prints with the admin's address and keeps nowhere else.
 */
export function adminPassword(env: Pick<Env, "ADMIN_PASSWORD">): { password: string; generated: boolean } {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, generated: false };
  holder.hazelDemoAdminPassword ??= randomBytes(15).toString("base64url");
  return { password: holder.hazelDemoAdminPassword, generated: true };
}
