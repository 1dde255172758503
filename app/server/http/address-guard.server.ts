import type { RequestHandler } from "express";
import { hasControlCharacter } from "~/lib/control-characters";
import { sendError } from "./errors.server";

/**
 * An address the shop never makes: not a path ("*", a proxy's absolute form), a path that does not
 * decode, or a control character in the path or in a query value (/admin?q=%00: PostgreSQL cannot
 * even compare a NUL).
 */
export function isBadAddress(url: string): boolean {
  if (!url.startsWith("/")) return true;
  const at = url.indexOf("?");
  let path: string;
  try {
    path = decodeURIComponent(at < 0 ? url : url.slice(0, at));
  } catch {
    return true;
  }
  if (hasControlCharacter(path)) return true;
  if (at >= 0) {
    for (const [name, value] of new URLSearchParams(url.slice(at))) {
      if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
    }
  }
  return false;
}

/** An address the shop never makes (isBadAddress) is refused with 400 before any route reads it. */
export const refuseBadAddresses: RequestHandler = (req, res, next) => {
  if (isBadAddress(req.originalUrl)) {
    return sendError(req, res, 400, "The address holds characters the shop does not accept.");
  }
  next();
};
