import { site } from "~/config/site";
import { currentCatalogue } from "~/features/catalogue";
import { listingItem } from "~/features/catalogue/page-data.server";
import { metaCsv, metaRows, type FeedProduct } from "~/features/feeds/meta-catalogue";
import { shareImage } from "~/features/seo/share-image";
import { seoSite } from "~/features/seo/site-data.server";

/**
 * GET /feeds/meta-catalogue.csv: the shop's products for Meta's catalogue (Instagram and Facebook
 * shops), read from the live catalogue on each request: prices, sales and sizes sold out as they
 * are now, kept by no cache for more than a minute.
 */
export function loader() {
  const catalogue = currentCatalogue();
  const { siteUrl } = seoSite();
  const products: FeedProduct[] = catalogue.products.flatMap((product) => {
    const path = catalogue.productPath(product);
    if (!path) return [];
    const image = shareImage(listingItem(product).image);
    return [{ product, link: `${siteUrl}${path}`, imageLink: `${siteUrl}${image.path}` }];
  });
  return new Response(metaCsv(metaRows(products, site.brand, new Date())), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Cache-Control": "public, max-age=60",
    },
  });
}
