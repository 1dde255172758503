import type { RequestHandler } from "express";
import { hasControlCharacter } from "~/lib/control-characters";
import { sendError } from "./errors.server";

/**
 * An address the shop never makes is refused with 400 before any route reads it: not a path
 * ("*", a proxy's absolute form), a path that does not decode, or a control character in the
 * path or in a query value (/admin?q=%00: PostgreSQL cannot even compare a NUL).
 */
export const refuseBadAddresses: RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  const refuse = () => sendError(req, res, 400, "The address holds characters the shop does not accept.");
  if (!url.startsWith("/")) return refuse();
  const at = url.indexOf("?");
  let path: string;
  try {
    path = decodeURIComponent(at < 0 ? url : url.slice(0, at));
  } catch {
    return refuse();
  }
  if (hasControlCharacter(path)) return refuse();
  if (at >= 0) {
    for (const [name, value] of new URLSearchParams(url.slice(at))) {
      if (hasControlCharacter(name) || hasControlCharacter(value)) return refuse();
    }
  }
  next();
};
