import { shopLineCollection } from "../../config/collections";
import { collectionFields } from "./collection-fields";
import { discounts } from "./pricing";
import type { CatalogueRecords, ProductRecord } from "./records";
import type { Collection, Product, ProductPage, ProductPhoto, StockLeft } from "./types";

/** `{ [key]: value }` when there is something to say, else nothing (a page's props stay as they were). */
const present = <K extends string, V extends object>(key: K, value: V | undefined) =>
  value && Object.keys(value).length > 0 ? ({ [key]: value } as Record<K, V>) : {};

/** The published catalogue as the shopper's pages see it, built from the store's records. */
export interface Catalogue {
  /** Every published product, combo parts included, by id. */
  readonly products: readonly Product[];
  productById(id: number): Product | undefined;
  /** Showcase order: the five brand collections, then the HazelBee shop. */
  readonly collections: readonly Collection[];
  collectionBySlug(slug: string): Collection | undefined;
  /** Canonical page address of a product; null for combo parts, which have no page. */
  productPath(product: Pick<Product, "id">): string | null;
  /** The product page at an address, shared pages included. */
  pageAt(path: string): ProductPage | undefined;
  /** Every product page address, shared pages included. */
  readonly pagePaths: readonly string[];
  /** The page addresses that show a product: its own, its shared pages, its combos' pages. */
  pagesShowing(id: number): readonly string[];
  /** Old addresses answered with a 301 to a product's page. */
  readonly redirects: ReadonlyMap<string, string>;
}

/** A product's price under the sale in force. */
interface SalePriceInForce {
  price: number;
  saleName: string;
  badge: string;
  endsAt: string;
}

/**
 * What the catalogue shows beside the records: the owner's ready photos, the pieces left of
 * counted sizes, and the prices of the sales in force.
 */
export interface CatalogueExtras {
  photos?: ReadonlyMap<number, readonly ProductPhoto[]>;
  stock?: ReadonlyMap<number, StockLeft>;
  sales?: ReadonlyMap<number, SalePriceInForce>;
}

/** A product's price fields: its sale's when one is in force (the regular price then struck through). */
function priceFields(r: ProductRecord, sale: SalePriceInForce | undefined) {
  if (!sale || sale.price >= r.price) return { price: r.price, originalPrice: r.originalPrice };
  return {
    price: sale.price,
    originalPrice: r.price,
    sale: Object.freeze({ name: sale.saleName, badge: sale.badge, endsAt: sale.endsAt }),
  };
}

function toProduct(r: ProductRecord, extras: CatalogueExtras): Product {
  const base = {
    id: r.id,
    alt: r.name,
    slug: r.slug,
    collection: r.collection,
    ...priceFields(r, extras.sales?.get(r.id)),
    description: r.description,
    sizes: r.sizes,
    madeToOrder: r.madeToOrder,
    artwork: r.artwork,
    ...present("photos", extras.photos?.get(r.id)),
    ...present("stock", extras.stock?.get(r.id)),
  };
  if (r.comboPart) return Object.freeze({ ...base, comboPart: true as const });
  const combo = r.comboItems ? { combo: Object.freeze({ items: r.comboItems }) } : {};
  return Object.freeze({ ...base, ...discounts(r.originalPrice), ...combo });
}

/**
 * Builds the shopper's catalogue from the records: published products only, each collection
 * listing its products by position, every page address and redirect resolved.
 */
export function buildCatalogue(records: CatalogueRecords, extras: CatalogueExtras = {}): Catalogue {
  const published = records.products.filter((r) => r.published);
  const products = Object.freeze(published.map((r) => toProduct(r, extras)).sort((a, b) => a.id - b.id));
  const byId = new Map(products.map((p) => [p.id, p]));
  const collections = Object.freeze(
    collectionFields.map((fields) => {
      const listed = published
        .filter((r) => r.collection === fields.slug && !r.comboPart)
        .sort((a, b) => a.position - b.position || a.id - b.id);
      return Object.freeze({ ...fields, productIds: Object.freeze(listed.map((r) => r.id)) });
    }),
  );
  const collectionsBySlug = new Map<string, Collection>(collections.map((c) => [c.slug, c]));
  const pathOf = new Map<number, string>();
  for (const p of products) {
    const listing = collectionsBySlug.get(p.collection);
    if (listing && !("comboPart" in p)) pathOf.set(p.id, `${listing.path}/${p.slug}`);
  }
  const pages = new Map<string, ProductPage>();
  for (const p of products) {
    const path = pathOf.get(p.id);
    if (path) pages.set(path, { product: p, canonicalPath: path });
  }
  for (const shared of records.sharedPages) {
    const product = byId.get(shared.productId);
    const canonicalPath = pathOf.get(shared.productId);
    if (!product || !canonicalPath || pages.has(shared.path)) continue;
    pages.set(
      shared.path,
      shared.heading ? { product, heading: shared.heading, canonicalPath } : { product, canonicalPath },
    );
  }
  const showing = new Map<number, string[]>();
  const shows = (id: number, path: string) => showing.set(id, [...(showing.get(id) ?? []), path]);
  for (const [path, { product }] of pages) {
    shows(product.id, path);
    for (const part of product.combo?.items ?? []) shows(part, path);
  }
  const redirects = new Map<string, string>();
  for (const r of records.redirects) {
    const to = pathOf.get(r.productId);
    if (to && to !== r.path && !pages.has(r.path)) redirects.set(r.path, to);
  }
  return {
    products,
    productById: (id) => byId.get(id),
    collections,
    collectionBySlug: (slug) => collectionsBySlug.get(slug),
    productPath: (p) => pathOf.get(p.id) ?? null,
    pageAt: (path) => pages.get(path),
    pagePaths: Object.freeze([...pages.keys()]),
    pagesShowing: (id) => showing.get(id) ?? [],
    redirects,
  };
}

/** The five brand collections shown at /collections (no HazelBee). */
export function showcaseOf(catalogue: Catalogue): readonly Collection[] {
  return catalogue.collections.filter((c) => c.slug !== shopLineCollection);
}
