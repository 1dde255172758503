import { createHash } from "node:crypto";
import { SESSION_DAYS, SESSION_WORDS } from "~/features/account";
import type { Db } from "../db/db.server";
import { deleteSession, deleteSessionsOf, findSession } from "./store.server";

/** The cookie holding her session's token on this device. */
const COOKIE = "hazel_account";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device a session is bound to: a hash of the browser that signed in. */
export const deviceHashOf = (request: Request) =>
  createHash("sha256")
    .update(`device:${request.headers.get("User-Agent") ?? ""}`)
    .digest("hex");

function tokenOf(request: Request): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === COOKIE && value && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** Her session cookie (null clears it): scripts never read it, other sites' requests never carry it; Secure over https. */
export function sessionCookie(token: string | null, request: Request, siteUrl: string): string {
  const parts = [`${COOKIE}=${token ?? ""}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  parts.push(`Max-Age=${token === null ? 0 : SESSION_DAYS * 24 * 60 * 60}`);
  if (new URL(request.url).protocol === "https:" || siteUrl.startsWith("https:")) parts.push("Secure");
  return parts.join("; ");
}

/** Who is signed in on this request: her email, or why a cookie it carries no longer signs in. */
export type Her =
  { signedIn: true; email: string; mailbox: string; token: string } | { signedIn: false; notice: string | null };

export async function readHer(db: Db, request: Request): Promise<Her> {
  const token = tokenOf(request);
  if (!token) return { signedIn: false, notice: null };
  const found = await findSession(db, token, deviceHashOf(request));
  if (found === "other-device") return { signedIn: false, notice: SESSION_WORDS["other-device"] };
  if (!found) return { signedIn: false, notice: SESSION_WORDS.ended };
  return { signedIn: true, ...found, token };
}

/** Signs this device out, or, `everywhere`, every device of her mailbox. */
export async function signOut(db: Db, her: Her & { signedIn: true }, everywhere: boolean): Promise<void> {
  if (everywhere) await deleteSessionsOf(db, her.mailbox);
  else await deleteSession(db, her.token);
}
