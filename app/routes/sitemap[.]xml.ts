import { sitemapPaths, sitemapXml } from "~/features/seo/sitemap";
import { seoSite } from "~/features/seo/site-data.server";
import { prerenderPaths } from "~/prerender";

/** /sitemap.xml: every pre-rendered page; itself pre-rendered to a file at build. */
export function loader() {
  const body = sitemapXml(seoSite().siteUrl, sitemapPaths(prerenderPaths()));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
