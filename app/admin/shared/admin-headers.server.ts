import type { RequestHandler } from "express";
import { withActingHolder } from "~/server/base/acting-person.server";
import { clientAddressOf } from "~/server/base/client-address.server";

/** The header the host sets on every admin request: the client's address, for who did what. */
export const CLIENT_ADDRESS_HEADER = "x-hazel-client-address";

/** /admin and everything under it, in any case: React Router matches addresses whatever their case. */
const BACK_OFFICE = /^\/admin(?:[/.]|$)/i;
/** An order's or a bespoke request's reference in an address, in any case (upper case in the canonical address). */
const REFERENCE = /hzl-[2-9a-hj-np-z]{12}|bsp-[2-9a-hj-np-z]{8}/gi;
/** A backup's file name, lower-cased: its T and Z are upper case in the file's own name. */
const BACKUP_NAME = /(hazel-\d{4}-\d\d-\d\d)t(\d\d-\d\d-\d\d\.\d{3})z(\.backup)/g;

/** The admin's one spelling of an address: lower case, references upper case, backups' names as written. */
export function canonicalAdminPath(path: string): string {
  return path
    .toLowerCase()
    .replace(REFERENCE, (r) => r.toUpperCase())
    .replace(BACKUP_NAME, "$1T$2Z$3");
}

const encoded = (path: string) => path.split("/").map(encodeURIComponent).join("/");

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Every answer under /admin (pages, their data requests, CSV files, redirects, errors) is the
 * owner's alone: never stored by a cache, never indexed, however the address is spelled
 * (/ADMIN, /Admin/Messages, /%61dmin). Another spelling is sent on to the canonical address
 * with a 308, which keeps the method and body.
 */
export const adminHeaders: RequestHandler = (req, res, next) => {
  const path = decoded(req.path);
  if (!BACK_OFFICE.test(path)) return next();
  // Set here, over anything the client sent under the same name.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req);
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  const canonical = encoded(canonicalAdminPath(path));
  // Who acts is known once the role check has passed; what the request writes after names her.
  if (canonical === req.path) return withActingHolder(() => next());
  const query = req.originalUrl.indexOf("?");
  res.redirect(308, canonical + (query < 0 ? "" : req.originalUrl.slice(query)));
};
