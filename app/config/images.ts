/** What the image pipeline writes for each kind of image key. */
export interface Variant {
  widths: readonly number[];
  /** AVIF and WebP quality, where not the encoder's. */
  quality?: { avif: number; webp: number };
}

/** Heroes lie under a dark shade that hides fine detail: a lower quality saves the first picture a third of its bytes. */
const shaded = { avif: 40, webp: 70 };
/**
 * A phone's hero is its first screen's picture: a little lower again, so that on a slow network
 * it comes in the first window of its connection (about 14 kB) instead of two round trips.
 */
const shadedPortrait = { avif: 34, webp: 66 };

/** The collections' cards, drawn on the collections page and its first screen. */
const collectionCards = { avif: 40, webp: 74 };

/** Encoder settings; part of the cache key, so changing them re-encodes. */
export const encoder = {
  version: 1,
  avif: { quality: 50, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 2 },
  blurWidth: 16,
} as const;

export const formats = ["avif", "webp"] as const;

/** The blurred preview's softening and WebP settings, `encoder.blurWidth` pixels wide. */
export const blurPreview = { sigma: 0.6, webp: { quality: 40, effort: 6 } } as const;

export function variantFor(key: string): Variant {
  const group = key.split("/")[0];
  switch (group) {
    case "heroes":
      return key.endsWith("-portrait")
        ? { widths: [480, 720, 960], quality: shadedPortrait }
        : { widths: [640, 1280, 1920], quality: shaded };
    case "collections":
      // The first card is a phone's first-screen picture: 720 px at this quality comes in its
      // connection's first window (about 14 kB) on a slow network, as the phone's hero does.
      return { widths: [400, 720, 800], quality: collectionCards };
    case "brand":
      return { widths: [480, 960] };
    case "latest":
    case "babies":
    case "lifestyle":
      return { widths: [400, 800] };
    default:
      return { widths: [320, 640, 960] };
  }
}

export const PUBLIC_DIR = "public/img";
/**
 * Encodes by source hash, committed to the repository so a fresh clone's first build copies them
 * instead of encoding for minutes (docs/decisions/150-first-start-ships-encoded-images.md).
 */
export const CACHE_DIR = "assets/encoded-images";
export const PHOTOS_DIR = "assets/photos";
