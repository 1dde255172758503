import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieValue, adminCookie } from "./cookies.server";

/**
 * A browser the owner has signed in with under the password in force: exempt from the shop-wide
 * budget of failed sign-ins (never from the per-address limit), so she still gets in while an
 * attack spends it. The cookie signs nobody in by itself.
 */
const KNOWN_DEVICE_COOKIE = "hazel_admin_device";
/** 400 days, the longest a browser keeps a cookie; each sign-in renews it. */
const KNOWN_DEVICE_SECONDS = 400 * 24 * 60 * 60;

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const mac = (key: Buffer, id: string) => createHmac("sha256", key).update(id).digest();

/** A new "known device" cookie, signed with the password's device key, sent only to the sign-in page. */
export function knownDeviceCookie(key: Buffer, request: Request, siteUrl: string): string {
  const id = randomBytes(16).toString("base64url");
  const value = `${id}.${mac(key, id).toString("base64url")}`;
  return adminCookie(KNOWN_DEVICE_COOKIE, value, {
    path: "/admin/sign-in",
    maxAgeSeconds: KNOWN_DEVICE_SECONDS,
    request,
    siteUrl,
  });
}

/** Whether the request comes from a browser signed in with under the password whose device key this is. */
export function isKnownDevice(request: Request, key: Buffer): boolean {
  const match = VALUE.exec(cookieValue(request, KNOWN_DEVICE_COOKIE) ?? "");
  if (!match) return false;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(key, match[1]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
