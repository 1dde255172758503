import type { ImageRef } from "~/lib/images/image-ref";
import { imageRef } from "~/lib/images/images.server";
import { placeholderAlt } from "~/lib/images/placeholder";
import { collectionBySlug } from "./collections";
import { findProductFacts, productFacts } from "./facts";
import { productPath } from "./pages";
import { productById } from "./products";
import { productImageKeys } from "./slug";
import type { SubStoreLandingPage } from "./sub-store-landings";
import type { Collection, Product, ProductPage, ProductSale } from "./types";

export { imageRef };

/** A product as a listing card shows it. */
export interface ListingItem {
  id: number;
  name: string;
  href: string;
  price: number;
  originalPrice: number;
  /** The sale it is on, if any: its name shows on the card. */
  sale?: ProductSale;
  image: ImageRef;
}

/** A product's pictures as pages show them; the placeholder of a piece without a photo says so. */
function productImages(product: Product): Array<ImageRef & { alt?: string }> {
  if (product.photos?.length) return [...product.photos];
  const images = productImageKeys(product).map(imageRef);
  return product.artwork ? images : images.map((image) => ({ ...image, alt: placeholderAlt(product.alt) }));
}

/** A product as a listing card shows it. */
export function listingItem(product: Product): ListingItem {
  return {
    id: product.id,
    name: product.alt,
    href: productPath(product) ?? "#",
    price: product.price,
    originalPrice: product.originalPrice,
    ...(product.sale ? { sale: product.sale } : {}),
    image: productImages(product)[0]!,
  };
}

/** A product's facts and its combo's parts', for the product page's purchase form. */
function purchaseFacts(product: Product) {
  const parts = (product.combo?.items ?? []).flatMap((id) => findProductFacts(id) ?? []);
  return { product: productFacts(product), parts };
}

/** What a product page shows: the product, its carousel images, the line above its name and what its purchase form sells. */
export function productPageData(page: ProductPage, listing: Collection) {
  const { product } = page;
  const images = productImages(product);
  const own = collectionBySlug(product.collection);
  return {
    product,
    images,
    heading: page.heading,
    brandLine: page.heading ?? listing.heading,
    listing: { name: listing.name, path: listing.path, heading: listing.heading },
    canonicalPath: page.canonicalPath,
    collectionName: own?.name ?? listing.name,
    purchase: purchaseFacts(product),
  };
}

/** What a sub-store's landing page shows: its hero, upright crop included, and its pieces' pictures. */
export type SubStoreLandingData = { hero: ImageRef; heroPortrait: ImageRef } & (
  { cards: ListingItem[] } | { tiles: Array<{ id: number; title: string; image: ImageRef }> }
);

export function subStoreLandingData({ store, pieces }: SubStoreLandingPage): SubStoreLandingData {
  const hero = imageRef(`heroes/${store}`);
  const heroPortrait = imageRef(`heroes/${store}-portrait`);
  if (pieces.kind === "cards") {
    const cards = pieces.cards.flatMap((card) => {
      const product = productById(card.productId);
      return product ? [{ ...listingItem(product), name: card.title }] : [];
    });
    return { hero, heroPortrait, cards };
  }
  const tiles = pieces.tiles.map((tile) => ({ id: tile.id, title: tile.title, image: imageRef(tile.imageKey) }));
  return { hero, heroPortrait, tiles };
}
