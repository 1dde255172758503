import type { RequestHandler } from "express";
import { hasControlCharacter } from "~/lib/control-characters";
import { sendError } from "./errors.server";
import { isRefinedListing, listingKey, LONGEST_LISTING_KEY } from "./refined-listings.server";

/**
 * The longest address taken: above the longest the shop's own links and forms make (a search of
 * 500 emoji with every listing filter, some 7 kB), and the limit most servers and proxies keep.
 */
const LONGEST_ADDRESS = 8192;

/**
 * An address longer than any the shop makes: past LONGEST_ADDRESS, or a listing or search whose
 * words and filters are past the longest its links and forms make (LONGEST_LISTING_KEY).
 */
function isTooLong(url: string): boolean {
  return (
    url.length > LONGEST_ADDRESS ||
    (url.length > LONGEST_LISTING_KEY && isRefinedListing(url) && listingKey(url).length > LONGEST_LISTING_KEY)
  );
}

/**
 * An address the shop never makes: too long (isTooLong), not a path ("*", a proxy's absolute form), a path that does not
 * decode, or a control character in the path or in a query value (/admin?q=%00: PostgreSQL cannot
 * even compare a NUL).
 */
export function isBadAddress(url: string): boolean {
  if (!url.startsWith("/") || isTooLong(url)) return true;
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

/**
 * An address the shop never makes (isBadAddress) is refused before any route reads it: 414 when
 * it is too long, else 400.
 */
export const refuseBadAddresses: RequestHandler = (req, res, next) => {
  if (isTooLong(req.originalUrl)) {
    return sendError(
      req,
      res,
      414,
      `The address is longer than any the shop makes (${LONGEST_ADDRESS} characters at most).`,
    );
  }
  if (isBadAddress(req.originalUrl)) {
    return sendError(req, res, 400, "The address holds characters the shop does not accept.");
  }
  next();
};
