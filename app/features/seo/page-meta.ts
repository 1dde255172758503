import type { ImageRef } from "~/lib/images/image-ref";
import { lastSaleDay } from "~/features/sales";
import { breadcrumbJsonLd, clothingStoreJsonLd, productJsonLd, type Crumb, type JsonLd } from "./json-ld";
import { errorMeta, pageMeta, type MetaTag } from "./meta";
import { shareImage, type ShareImage } from "./share-image";
import { absoluteUrl, defaultSiteUrl } from "./url";

/** What the root loader gives every page's meta (site-data.server.ts). */
export interface SeoSite {
  siteUrl: string;
  image: ShareImage;
}

/** The route matches a meta function receives; only the root's data is read. */
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

function isSeoSite(value: unknown): value is SeoSite {
  if (typeof value !== "object" || value === null) return false;
  const { siteUrl, image } = value as Partial<SeoSite>;
  return (
    typeof siteUrl === "string" &&
    /^https?:\/\/[^/]+$/.test(siteUrl) &&
    typeof image?.path === "string" &&
    typeof image.width === "number" &&
    typeof image.height === "number"
  );
}

/** The site's origin and default image from the root loader; without them, the local default and no picture. */
export function seoSiteOf(matches: Matches): { siteUrl: string; image?: ShareImage } {
  const seo: unknown = (matches.find((m) => m?.id === "root")?.loaderData as { seo?: unknown } | undefined)?.seo;
  return isSeoSite(seo) ? seo : { siteUrl: defaultSiteUrl(undefined) };
}

const home: Crumb = { name: "Home", path: "/" };

interface PageInput {
  title: string;
  description: string;
  path: string;
  /** The page's own picture; the site's default otherwise. */
  image?: ImageRef;
  /** Trail below Home, for a BreadcrumbList. */
  breadcrumb?: readonly Crumb[];
  /** Describe the shop (ClothingStore) on this page. */
  store?: boolean;
}

/** Meta of an indexable page of the shop. */
export function shopPageMeta(matches: Matches, page: PageInput): MetaTag[] {
  const site = seoSiteOf(matches);
  const image = page.image ? shareImage(page.image) : site.image;
  const jsonLd: JsonLd[] = [];
  if (page.store) jsonLd.push(clothingStoreJsonLd(site.siteUrl, image && absoluteUrl(site.siteUrl, image.path)));
  if (page.breadcrumb) jsonLd.push(breadcrumbJsonLd(site.siteUrl, [home, ...page.breadcrumb]));
  return pageMeta({
    siteUrl: site.siteUrl,
    title: page.title,
    description: page.description,
    path: page.path,
    image: image && { ...image, alt: page.title },
    jsonLd,
  });
}

/** Where a listing page stands with search engines (app/features/listing/seo.ts): paths, made absolute here. */
interface ListingPageSeo {
  canonical: string;
  robots: "index, follow" | "noindex, follow";
  prev?: string;
  next?: string;
}

/** What a collection listing's loader gives (app/routes/collection.tsx). */
interface ListingSeoData {
  collection: { name: string; heading: string; blurb: string; path: string };
  items: ReadonlyArray<{ image: ImageRef }>;
  /** Its filters, order and page: its canonical address, robots and neighbours. */
  seo?: ListingPageSeo;
}

/**
 * A collection listing: its heading, blurb, first product's picture and the trail Home › collection;
 * a filtered or sorted one is `noindex, follow` and canonical to the plain listing, and every page
 * names its neighbours (docs/decisions/223-listing-filters-in-the-address.md).
 */
export function listingMeta(matches: Matches, data: ListingSeoData | undefined): MetaTag[] {
  if (!data) return errorMeta();
  const { collection, seo } = data;
  const tags = shopPageMeta(matches, {
    title: collection.heading,
    description: collection.blurb,
    path: seo?.canonical ?? collection.path,
    image: data.items[0]?.image,
    breadcrumb: [{ name: collection.name, path: collection.path }],
  });
  if (!seo) return tags;
  const { siteUrl } = seoSiteOf(matches);
  const neighbours: MetaTag[] = [];
  if (seo.prev) neighbours.push({ tagName: "link", rel: "prev", href: absoluteUrl(siteUrl, seo.prev) });
  if (seo.next) neighbours.push({ tagName: "link", rel: "next", href: absoluteUrl(siteUrl, seo.next) });
  const robots: MetaTag[] = seo.robots === "index, follow" ? [] : [{ name: "robots", content: seo.robots }];
  return [...tags, ...robots, ...neighbours];
}

/** What a product page's loader gives (page-data.server.ts productPageData). */
interface ProductSeoData {
  product: {
    id: number;
    alt: string;
    description: string;
    price: number;
    originalPrice: number;
    sale?: { endsAt: string };
  };
  images: readonly ImageRef[];
  brandLine: string;
  listing: { name: string; path: string };
  canonicalPath: string;
}

/**
 * A product page: canonical address (a shared page points at the product's own page), its first
 * picture, the Product with its Offer, and the trail Home › collection › product as the page shows it.
 */
export function productMeta(matches: Matches, data: ProductSeoData | undefined): MetaTag[] {
  if (!data) return errorMeta();
  const { siteUrl } = seoSiteOf(matches);
  const { product, canonicalPath, listing } = data;
  const url = absoluteUrl(siteUrl, canonicalPath);
  const images = data.images.map((ref) => shareImage(ref));
  const first = images[0];
  return pageMeta({
    siteUrl,
    title: `${product.alt} | ${data.brandLine}`,
    description: product.description,
    path: canonicalPath,
    type: "product",
    image: first && { ...first, alt: product.alt },
    jsonLd: [
      productJsonLd({
        id: product.id,
        name: product.alt,
        description: product.description,
        price: product.price,
        originalPrice: product.originalPrice,
        ...(product.sale ? { priceValidUntil: lastSaleDay(product.sale.endsAt) } : {}),
        url,
        images: images.map((img) => absoluteUrl(siteUrl, img.path)),
      }),
      breadcrumbJsonLd(siteUrl, [
        home,
        { name: listing.name, path: listing.path },
        { name: product.alt, path: canonicalPath },
      ]),
    ],
  });
}
