import { robotsTxt } from "~/features/seo/sitemap";
import { seoSite } from "~/features/seo/site-data.server";

/** /robots.txt: crawl everything but the API and the shopper's own pages; where the sitemap is. */
export function loader() {
  return new Response(robotsTxt(seoSite().siteUrl), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
