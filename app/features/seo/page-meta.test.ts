import type { MetaTag } from "./meta";
import { describe, expect, it } from "vitest";
import { collectionBySlug, findProductPage, type Collection, type ProductPage } from "~/features/catalogue";
import type { ImageRef } from "~/lib/images/image-ref";
import { listingMeta, productMeta, seoSiteOf, shopPageMeta } from "./page-meta";

const seo = { siteUrl: "https://hazel.ng", image: { path: "/img/heroes/home.1280.webp", width: 1280, height: 720 } };
const matches = [
  { id: "root", loaderData: { seo } },
  { id: "routes/layouts/main", loaderData: undefined },
];

const ref = (key: string): ImageRef => ({ key, width: 1200, height: 1500, widths: [320, 640, 960] });

type Tag = Record<string, unknown>;
const tags = (meta: MetaTag[]) => meta as Tag[];
const jsonLdOf = (meta: MetaTag[], type: string) =>
  tags(meta)
    .flatMap((m) => (m["script:ld+json"] ? [m["script:ld+json"] as Tag] : []))
    .find((o) => o["@type"] === type);
const content = (meta: MetaTag[], property: string) => tags(meta).find((m) => m.property === property)?.content;
const canonical = (meta: MetaTag[]) => tags(meta).find((m) => m.rel === "canonical")?.href;

/** What the product route's loader gives for a page (page-data.server.ts productPageData). */
function productData(page: ProductPage, listing: Collection) {
  const images = [1, 2, 3].map((n) => ref(`products/${page.product.slug}/${n}`));
  return {
    product: page.product,
    images,
    brandLine: page.heading ?? listing.heading,
    listing,
    canonicalPath: page.canonicalPath,
  };
}

describe("seoSiteOf", () => {
  it("reads the origin and default image from the root loader", () => {
    expect(seoSiteOf(matches)).toEqual(seo);
  });

  it("falls back to the local address, with no picture, when the root data is missing or malformed", () => {
    expect(seoSiteOf([])).toEqual({ siteUrl: "http://localhost:3000" });
    expect(
      seoSiteOf([{ id: "root", loaderData: { seo: { siteUrl: "javascript:alert(1)", image: seo.image } } }]),
    ).toEqual({
      siteUrl: "http://localhost:3000",
    });
  });
});

describe("productMeta", () => {
  const bee = collectionBySlug("hazelbee")!;
  const meta = productMeta(matches, productData(findProductPage("hazelbee", "bb-ensemble")!, bee));

  it("titles the page with the product and its collection, canonical and og:url absolute", () => {
    expect(meta).toContainEqual({ title: "BB Ensemble | HazelBee Shop | Hazel" });
    expect(canonical(meta)).toBe("https://hazel.ng/hazelbee/shop/bb-ensemble");
    expect(content(meta, "og:url")).toBe("https://hazel.ng/hazelbee/shop/bb-ensemble");
    expect(content(meta, "og:type")).toBe("product");
    expect(content(meta, "og:image")).toBe("https://hazel.ng/img/products/bb-ensemble/1.960.webp");
  });

  it("offers the product at the naira price the shopper pays", () => {
    const product = jsonLdOf(meta, "Product");
    expect(product).toMatchObject({
      name: "BB Ensemble",
      sku: "42",
      url: "https://hazel.ng/hazelbee/shop/bb-ensemble",
      image: [1, 2, 3].map((n) => `https://hazel.ng/img/products/bb-ensemble/${n}.960.webp`),
      offers: { priceCurrency: "NGN", price: 15000, priceSpecification: { price: 30000 } },
    });
  });

  it("gives a sale price's last Lagos day as priceValidUntil: a sale ending at 00:00 on 1 December holds through 30 November", () => {
    const page = findProductPage("hazelbee", "bb-ensemble")!;
    const onSale = {
      ...page,
      product: { ...page.product, sale: { name: "Black Friday", badge: "Sale", endsAt: "2026-11-30T23:00:00.000Z" } },
    };
    const product = jsonLdOf(productMeta(matches, productData(onSale, bee)), "Product");
    expect(product).toMatchObject({ offers: { priceValidUntil: "2026-11-30" } });
    expect(jsonLdOf(meta, "Product")?.offers).not.toHaveProperty("priceValidUntil");
  });

  it("gives the trail the page shows: Home, the collection, the product", () => {
    const items = jsonLdOf(meta, "BreadcrumbList")?.itemListElement;
    expect(items).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://hazel.ng/" },
      { "@type": "ListItem", position: 2, name: "HazelBee", item: "https://hazel.ng/hazelbee/shop" },
      { "@type": "ListItem", position: 3, name: "BB Ensemble", item: "https://hazel.ng/hazelbee/shop/bb-ensemble" },
    ]);
  });

  it("points a shared page at the product's own page", () => {
    const genesis = collectionBySlug("genesis")!;
    const shared = productMeta(matches, productData(findProductPage("genesis", "yellow-dress")!, genesis));
    expect(canonical(shared)).toBe("https://hazel.ng/resurgence/look-12");
    expect(jsonLdOf(shared, "Product")).toMatchObject({ url: "https://hazel.ng/resurgence/look-12" });
  });

  it("keeps an unknown product out of search results", () => {
    expect(productMeta(matches, undefined)).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("listingMeta", () => {
  const naledi = collectionBySlug("naledi")!;
  const meta = listingMeta(matches, { collection: naledi, items: [{ image: ref("products/arcturus-blouse/1") }] });

  it("uses the heading, the blurb, the first product's picture and the trail Home › collection", () => {
    expect(meta).toContainEqual({ title: "Naledi Collection | Hazel" });
    expect(meta).toContainEqual({ name: "description", content: naledi.blurb });
    expect(canonical(meta)).toBe("https://hazel.ng/naledi");
    expect(content(meta, "og:image")).toBe("https://hazel.ng/img/products/arcturus-blouse/1.960.webp");
    expect(jsonLdOf(meta, "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://hazel.ng/" },
      { "@type": "ListItem", position: 2, name: "Naledi", item: "https://hazel.ng/naledi" },
    ]);
  });
});

describe("shopPageMeta", () => {
  it("describes the shop where asked, with the site's default picture", () => {
    const meta = shopPageMeta(matches, { title: "Contact", description: "Visit us.", path: "/contact", store: true });
    expect(content(meta, "og:image")).toBe("https://hazel.ng/img/heroes/home.1280.webp");
    expect(jsonLdOf(meta, "ClothingStore")).toMatchObject({
      name: "Hazel",
      image: "https://hazel.ng/img/heroes/home.1280.webp",
    });
    expect(jsonLdOf(meta, "BreadcrumbList")).toBeUndefined();
  });
});
