/** The public address of the site when SITE_URL is not set: where `npm start` serves. */
export function defaultSiteUrl(port: string | undefined): string {
  return `http://localhost:${port || "3000"}`;
}

/**
 * The origin of the configured public address ("https://hazel.ng/" → "https://hazel.ng"), or the
 * local default. A SITE_URL that is not an http(s) address is an error naming the variable.
 */
export function siteOrigin(source: { SITE_URL?: string; PORT?: string }): string {
  const raw = source.SITE_URL?.trim();
  if (!raw) return defaultSiteUrl(source.PORT);
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`SITE_URL must be an http:// or https:// address, not "${raw}"`);
  }
  return url.origin;
}

/** An absolute address on the site; `path` starts with "/". */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`;
}
