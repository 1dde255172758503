import { site } from "~/config/site";
import type { JsonLd } from "./json-ld";
import type { ShareImage } from "./share-image";
import { absoluteUrl } from "./url";

/** One tag of a page's head, in the shape route modules' meta functions return. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": JsonLd };

export interface PageSeo {
  /** Origin of the public site, e.g. "https://hazel.ng". */
  siteUrl: string;
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  /** Canonical address of the page, starting with "/". */
  path: string;
  /** The link preview's picture (the site's default when the page has none of its own). */
  image?: ShareImage & { alt: string };
  type?: "website" | "product";
  jsonLd?: readonly JsonLd[];
}

/** Title, description, canonical link, Open Graph and card tags, and structured data of an indexable page. */
export function pageMeta(page: PageSeo): MetaTag[] {
  const url = absoluteUrl(page.siteUrl, page.path);
  const { image } = page;
  const picture: MetaTag[] = image
    ? [
        { property: "og:image", content: absoluteUrl(page.siteUrl, image.path) },
        { property: "og:image:type", content: "image/webp" },
        { property: "og:image:width", content: String(image.width) },
        { property: "og:image:height", content: String(image.height) },
        { property: "og:image:alt", content: image.alt },
      ]
    : [];
  return [
    { title: `${page.title} | ${site.brand}` },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_NG" },
    ...picture,
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** A page search engines should not list (cart, checkout, order, errors). */
export function noindexMeta(title: string): MetaTag[] {
  return [{ title: `${title} | ${site.brand}` }, { name: "robots", content: "noindex" }];
}

/** The router's fallback page, for an address that matched a route but no product or collection. */
export function errorMeta(): MetaTag[] {
  return noindexMeta("Unexpected Application Error!");
}
