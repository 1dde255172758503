// The last pages /cart and /checkout sent, compressed, by what made them differ (the cart
// cookie's value): a reload, or fifty shoppers with the same cart, are sent from memory
// (docs/decisions/249-cart-and-checkout-variants-kept.md).
import { BoundedCache } from "../base/bounded-cache.server";
import type { Encoding } from "./accept-encoding.server";

/** What a kept page was rendered from, and until when the clock alone keeps it true. */
export interface Freshness {
  /** The object the island's data came from (the current catalogue): a page is kept only while it is the same. */
  source: object;
  /** For how many ms it stays true by the clock (Infinity when no price is due to change). */
  ms: number;
}

interface Variant {
  body: Buffer;
  source: object;
  until: number;
}

/** At most this many pages (a few kB each, compressed), and this many bytes, keys counted: the oldest used goes first. */
export const KEPT_PAGES = { maxEntries: 256, maxBytes: 4 * 1024 * 1024 } as const;
/** A cookie longer than this (a cart of dozens of lines) is rendered every time, never kept. */
export const LONGEST_KEPT_VARIANT = 512;
/** The longest key kept: the longest cookie, with an address and an encoding. */
const LONGEST_KEY = LONGEST_KEPT_VARIANT + 64;

export interface KeptVariants {
  get(path: string, encoding: Encoding, variant: string, now?: number): Buffer | undefined;
  /** Keeps a page rendered from `freshness` (read before its data was). */
  set(path: string, encoding: Encoding, variant: string, body: Buffer, freshness: Freshness, now?: number): void;
  readonly size: number;
  /** The bytes counted for the pages kept, their keys included. */
  readonly bytes: number;
}

/**
 * A small store of compressed pages, least recently used dropped first once it holds more than
 * `limits` allow, counted in entries and in bytes (a key's as much as a page's, BoundedCache);
 * stale ones are never sent.
 */
export function keptVariants(
  current: () => Freshness,
  limits: { maxEntries: number; maxBytes: number } = KEPT_PAGES,
): KeptVariants {
  const pages = new BoundedCache<Variant>({ ...limits, maxKeyLength: LONGEST_KEY });
  const keyOf = (path: string, encoding: Encoding, variant: string) => `${path}\n${encoding}\n${variant}`;
  return {
    get(path, encoding, variant, now = Date.now()) {
      const key = keyOf(path, encoding, variant);
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.until <= now || page.source !== current().source) {
        pages.delete(key);
        return undefined;
      }
      return page.body;
    },
    set(path, encoding, variant, body, { source, ms }, now = Date.now()) {
      if (variant.length > LONGEST_KEPT_VARIANT || ms <= 0) return;
      pages.set(keyOf(path, encoding, variant), { body, source, until: now + ms }, body.length);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.bytes;
    },
  };
}
