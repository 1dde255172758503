import { openOrderCookie, openOrderIn, type OpenOrderCookie } from "~/features/checkout/open-order-cookie";
import type { Env } from "../base/env.server";

/** The open order a request's cookie names, if any (checked against the order's key when used). */
export const openOrderOf = (request: Request) => openOrderIn(request.headers.get("Cookie"));

/** Headers that keep a newly placed order in the placing browser for as long as it can be paid. */
export function openOrderHeaders(env: Env, opened: OpenOrderCookie | undefined): Record<string, string> {
  if (!opened) return {};
  const secure = env.SITE_URL.startsWith("https:");
  return { "Set-Cookie": openOrderCookie(opened, env.RECONCILE_EXPIRE_AFTER_SECONDS, secure) };
}
