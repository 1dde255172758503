// Saved pieces: a heart keeps a piece on her device, no account needed; signed in, under her email.
// The rules, free of I/O.

/** Pieces one device, or one email, keeps: a saved list, not a second catalogue. */
export const SAVED_CAP = 100;

/** The device cookie's random token: 32 bytes, base64url. */
export const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What her list needs of a product (the catalogue's products are such). */
export interface SavedProduct {
  id: number;
  /** Its name. */
  alt: string;
  price: number;
  originalPrice: number;
  sizes: readonly string[];
  /** Pieces left of each counted size. */
  stock?: Partial<Record<string, number>>;
  sale?: { badge: string };
}

/** A piece she saved, as her lists show it. */
export interface SavedPiece {
  productId: number;
  name: string;
  href: string;
  /** Whole naira, the price now (a sale's when it is on one). */
  price: number;
  originalPrice: number;
  /** The size she saved it in, if any. */
  size: string | null;
  /** Why it leads her list, in words; null when it does not. */
  why: string | null;
}

export interface SavedRowFacts {
  productId: number;
  size: string | null;
}

/** Her sizes: the size she saved the piece in, else the sizes of her past orders, in the product's sizes. */
function herSizesFor(product: SavedProduct, row: SavedRowFacts, orderSizes: readonly string[]): string[] {
  const wanted = row.size ? [row.size] : orderSizes;
  return product.sizes.filter((s) => wanted.includes(s));
}

/** Why a saved piece leads her list now: on sale, or pieces left in her size; null otherwise. */
function whyFirst(product: SavedProduct, row: SavedRowFacts, orderSizes: readonly string[]): string | null {
  const reasons: string[] = [];
  if (product.sale) reasons.push(`On sale: ${product.sale.badge}`);
  const inStock = herSizesFor(product, row, orderSizes).filter((s) => (product.stock?.[s] ?? 0) > 0);
  if (inStock.length > 0) reasons.push(`In stock in your size, ${inStock.join(", ")}`);
  return reasons.length > 0 ? `${reasons.join(". ")}.` : null;
}

/**
 * Her saved pieces as her lists show them: pieces the catalogue no longer sells are left out;
 * those on sale or in stock in her size come first, each saying why; otherwise newest first.
 */
export function savedPieces(
  rows: readonly SavedRowFacts[],
  lookup: (id: number) => { product: SavedProduct; href: string } | undefined,
  orderSizes: readonly string[],
): SavedPiece[] {
  const pieces = rows.flatMap((row): SavedPiece[] => {
    const found = lookup(row.productId);
    if (!found) return [];
    const { product, href } = found;
    return [
      {
        productId: product.id,
        name: product.alt,
        href,
        price: product.price,
        originalPrice: product.originalPrice,
        size: row.size,
        why: whyFirst(product, row, orderSizes),
      },
    ];
  });
  return [...pieces.filter((p) => p.why), ...pieces.filter((p) => !p.why)];
}

/** The answers /saved shows after a form, by the `done` of its address (own keys only). */
const DONE_WORDS = {
  saved: "Saved on this device.",
  "saved-hers": "Saved to your page.",
  removed: "Removed from your saved pieces.",
} as const;

export function doneWords(done: string | null): string | null {
  return done !== null && Object.hasOwn(DONE_WORDS, done) ? DONE_WORDS[done as keyof typeof DONE_WORDS] : null;
}

export const SAVED_FULL = `You have saved ${SAVED_CAP} pieces, the most one list keeps. Remove one to save another.`;
export const SAVED_UNKNOWN = "That piece is not in the shop.";
export const SAVED_BAD_SIZE = "That piece is not made in that size.";
