import { findProductPageByPath } from "~/features/catalogue";
import { escapeMarkup } from "~/lib/escape-markup";
import { absoluteUrl } from "./url";

/** Addresses search engines should not crawl: the shop's API, orders and the owner's page. */
const privatePaths = ["/api/", "/order/", "/admin"] as const;

/** Not listed in the sitemap either: the cart and checkout may be crawled but are no content. */
const unlistedPaths = [...privatePaths, "/cart", "/checkout"];

function isUnlisted(path: string): boolean {
  return unlistedPaths.some((p) => path === p.replace(/\/$/, "") || path.startsWith(p.endsWith("/") ? p : `${p}/`));
}

/** A product page that shows a product whose own page is elsewhere (e.g. /genesis/yellow-dress). */
function isDuplicate(path: string): boolean {
  const page = findProductPageByPath(path);
  return Boolean(page && page.canonicalPath !== path);
}

/** The pages a sitemap lists: every pre-rendered page at its canonical address, no file, no unlisted page. */
export function sitemapPaths(pages: readonly string[]): string[] {
  const listed = pages.filter((p) => p.startsWith("/") && !/\.\w+$/.test(p) && !isUnlisted(p) && !isDuplicate(p));
  return [...new Set(listed)];
}

/** sitemap.xml (sitemaps.org 0.9) listing each page's absolute address. */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeMarkup(absoluteUrl(siteUrl, p))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled except the private pages; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
