import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Env } from "~/server/base/env.server";
import type { Db } from "~/server/db/db.server";
import { adminKeys, personBinding } from "./admin-auth.server";
import { cookieValue, adminCookie } from "./cookies.server";

/**
 * A browser a person of the shop has signed in with: exempt from the shop-wide budget of failed
 * sign-ins (never from the per-address limit), so the owner still gets in while an attack spends
 * it. The cookie signs nobody in by itself. It names the person and is signed over what her
 * sessions are bound to (her password's binding; the owner's, the shop password's keys), so the
 * server checks it against her as she is now: once she is removed, or her password changes, it is
 * refused.
 */
const KNOWN_DEVICE_COOKIE = "hazel_admin_device";
/** 400 days, the longest a browser keeps a cookie; each sign-in renews it. */
const KNOWN_DEVICE_SECONDS = 400 * 24 * 60 * 60;

const VALUE = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const mac = (key: Buffer, personId: number, binding: string, id: string) =>
  createHmac("sha256", key).update(`${personId}.${binding}.${id}`).digest();

type Services = { db: Db; env: Pick<Env, "ADMIN_PASSWORD"> };

/**
 * A new "known device" cookie for person `personId`, who has just signed in, signed with the
 * password's device key over her binding; sent only to the sign-in page. Undefined if she has none.
 */
export async function knownDeviceCookie(
  { db, env }: Services,
  personId: number,
  request: Request,
  siteUrl: string,
): Promise<string | undefined> {
  const binding = await personBinding(db, env, personId);
  if (!binding) return undefined;
  const id = randomBytes(16).toString("base64url");
  const value = `${personId}.${id}.${mac((await adminKeys(db, env)).device, personId, binding, id).toString("base64url")}`;
  return adminCookie(KNOWN_DEVICE_COOKIE, value, {
    path: "/admin/sign-in",
    maxAgeSeconds: KNOWN_DEVICE_SECONDS,
    request,
    siteUrl,
  });
}

/**
 * Whether the request comes from a browser a person in place signed in with, under her password
 * (and the shop's) as they are now: a removed person's cookie, or one from before a change, is refused.
 */
export async function isKnownDevice(request: Request, { db, env }: Services): Promise<boolean> {
  const match = VALUE.exec(cookieValue(request, KNOWN_DEVICE_COOKIE) ?? "");
  if (!match) return false;
  const personId = Number(match[1]);
  const binding = await personBinding(db, env, personId);
  if (!binding) return false;
  const given = Buffer.from(match[3]!, "base64url");
  const expected = mac((await adminKeys(db, env)).device, personId, binding, match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
