import { site } from "~/config/site";
import { openingHours } from "./opening-hours";
import { absoluteUrl } from "./url";

/** A value of structured data: what JSON can hold. */
type JsonLdValue = string | number | boolean | null | JsonLd | readonly JsonLdValue[];

/** A schema.org object as written into a <script type="application/ld+json">. */
export type JsonLd = { [key: string]: JsonLdValue };

const context = "https://schema.org" as const;

export interface ProductSeo {
  id: number;
  name: string;
  description: string;
  /** Integer naira the shopper pays. */
  price: number;
  /** Integer naira list price; shown struck through when above the price. */
  originalPrice: number;
  /** The last day (Lagos, YYYY-MM-DD) a sale price holds, when the product is on sale. */
  priceValidUntil?: string;
  /** Canonical address of the product page. */
  url: string;
  /** Absolute addresses of the product's pictures. */
  images: readonly string[];
}

/**
 * A Product with its Offer in naira. Every piece is sold and paid for now and then made in the
 * atelier, so it is InStock (docs/decisions/071-product-structured-data.md).
 */
export function productJsonLd(p: ProductSeo): JsonLd {
  const offer: JsonLd = {
    "@type": "Offer",
    url: p.url,
    priceCurrency: "NGN",
    price: p.price,
    ...(p.priceValidUntil ? { priceValidUntil: p.priceValidUntil } : {}),
    availability: "https://schema.org/InStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: site.brand },
  };
  if (p.originalPrice > p.price) {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: p.originalPrice,
      priceCurrency: "NGN",
    };
  }
  return {
    "@context": context,
    "@type": "Product",
    "@id": `${p.url}#product`,
    name: p.name,
    description: p.description,
    sku: String(p.id),
    productID: String(p.id),
    image: [...p.images],
    url: p.url,
    brand: { "@type": "Brand", name: site.brand },
    offers: offer,
  };
}

/** The shop itself: address, contact, opening hours (as the contact page lists them) and social profiles. */
export function clothingStoreJsonLd(siteUrl: string, image?: string): JsonLd {
  const { phone, email, address } = site.contact;
  return {
    "@context": context,
    "@type": "ClothingStore",
    "@id": `${siteUrl}/#store`,
    name: site.brand,
    description: site.description,
    url: absoluteUrl(siteUrl, "/"),
    ...(image ? { image } : {}),
    telephone: phone,
    email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    openingHoursSpecification: openingHours.map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...row.days],
      opens: row.opens,
      closes: row.closes,
    })),
    currenciesAccepted: "NGN",
    sameAs: site.social.map((s) => s.href),
  };
}

export interface Crumb {
  name: string;
  /** Address on the site, starting with "/". */
  path: string;
}

/** The trail from the home page to this page. */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
