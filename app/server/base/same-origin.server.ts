import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestOrigin {
  origin?: string | null;
  referer?: string | null;
  /** The Host header the request arrived with. */
  host?: string | null;
}

/**
 * True when a browser says the request comes from another site: its Origin (or, without one,
 * its Referer) names a host other than the shop's (SITE_URL's, or the Host the request was sent
 * to). A request naming neither comes from a program, not a visitor's browser, and passes;
 * "null" and unreadable values do not.
 */
export function isCrossSite({ origin, referer, host }: RequestOrigin, siteUrl: string): boolean {
  const named = origin ?? referer;
  if (named === undefined || named === null || named === "") return false;
  let from: URL;
  try {
    from = new URL(named);
  } catch {
    return true;
  }
  if (from.protocol !== "http:" && from.protocol !== "https:") return true;
  const own = new Set([new URL(siteUrl).host]);
  if (host) own.add(host.toLowerCase());
  return !own.has(from.host);
}

/**
 * Refuses, with 403 and before any handler runs (so nothing is stored), a POST or other
 * changing request that another site's page made a visitor's browser send.
 */
export function sameOriginOnly(siteUrl: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const crossSite = isCrossSite(
      { origin: req.get("origin"), referer: req.get("referer"), host: req.get("host") },
      siteUrl,
    );
    if (!crossSite) return next();
    const message = "This request came from another website, so the shop did not accept it.";
    // Under /admin the admin's headers are already set (private, no-store): keep them.
    if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    res.status(403);
    if (req.path.startsWith("/api/")) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}
