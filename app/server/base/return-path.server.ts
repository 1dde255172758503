const BASE = "http://return.invalid";

/**
 * The path of this shop a form's answer may lead back to: a same-origin Referer (an absolute
 * address on one of `origins`) or a path of this site ("/…"). Anything else (another site, `//host`,
 * `/\host`, another scheme, a malformed value) is null, so an answer never leads off the shop.
 */
export function returnPath(raw: string | null | undefined, origins: readonly string[]): string | null {
  if (!raw || raw.length > 2000) return null;
  let url: URL;
  if (raw.startsWith("/")) {
    if (raw.startsWith("//") || raw.startsWith("/\\")) return null;
    try {
      url = new URL(raw, BASE);
    } catch {
      return null;
    }
    if (url.origin !== BASE) return null;
  } else {
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (!origins.includes(url.origin)) return null;
  }
  // "/.//host" and "http://shop//host" read as "//host", which a browser takes for another site.
  if (url.pathname.startsWith("//")) return null;
  return url.pathname + url.search;
}
