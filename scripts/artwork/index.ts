import { atelier, lifestyleHero, lifestyleImage } from "./interiors.ts";
import { babiesHero, babiesImage } from "./kids.ts";
import { photoPlaceholder } from "./placeholder.ts";
import { productArtwork } from "./product.ts";
import { collectionCover, hazelbeeHero, homeHero, latestLook } from "./showcase.ts";
import { PHOTO_PLACEHOLDER_KEY } from "../../app/lib/images/placeholder.ts";
import { collections, type ArtProduct, type Artwork, type CollectionSlug } from "./types.ts";

export type { ArtProduct, Artwork } from "./types.ts";

const productKey = (p: { slug: string }, n: number): string => `products/${p.slug}/${n}`;

const range = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}/${i + 1}`);

const heroes = ["home", "hazelbee", "hazelbabies", "hazellifestyle"] as const;

/** The images that are not product photos. Each hero also comes cropped upright, for phones. */
export const fixedKeys: readonly string[] = [
  ...collections.map((c) => `collections/${c}`),
  ...heroes.flatMap((h) => [`heroes/${h}`, `heroes/${h}-portrait`]),
  "brand/atelier",
  ...range(6, "latest"),
  ...range(8, "babies"),
  ...range(9, "lifestyle"),
  PHOTO_PLACEHOLDER_KEY,
];

/** Every image key the shop shows, products first. */
export function allArtworkKeys(products: readonly ArtProduct[]): string[] {
  const keys: string[] = [];
  for (const p of products) for (let i = 1; i <= p.imageCount; i++) keys.push(productKey(p, i));
  return [...keys, ...fixedKeys];
}

/** The artwork of an image key, as an SVG document with its intrinsic size. */
export function renderArtwork(key: string, products: readonly ArtProduct[]): Artwork {
  const m = /^products\/(.+)\/(\d+)$/.exec(key);
  if (m) {
    const p = products.find((x) => x.slug === m[1]);
    if (!p) throw new Error(`No product with slug "${m[1]}" for image key "${key}"`);
    return productArtwork(p, Number(m[2]));
  }
  const [group, rest] = key.split("/") as [string, string | undefined];
  const i = Number(rest);
  switch (group) {
    case "collections":
      if ((collections as readonly string[]).includes(rest ?? "")) return collectionCover(rest as CollectionSlug);
      break;
    case "heroes":
      if (rest?.endsWith("-portrait"))
        return portraitCrop(renderArtwork(`heroes/${rest.slice(0, -"-portrait".length)}`, products));
      if (rest === "home") return homeHero();
      if (rest === "hazelbee") return hazelbeeHero();
      if (rest === "hazelbabies") return babiesHero();
      if (rest === "hazellifestyle") return lifestyleHero();
      break;
    case "brand":
      if (rest === "atelier") return atelier();
      break;
    case "latest":
      if (Number.isInteger(i) && i >= 1 && i <= 6) return latestLook(i);
      break;
    case "babies":
      if (Number.isInteger(i) && i >= 1 && i <= 8) return babiesImage(i);
      break;
    case "lifestyle":
      if (Number.isInteger(i) && i >= 1 && i <= 9) return lifestyleImage(i);
      break;
    case "placeholders":
      if (key === PHOTO_PLACEHOLDER_KEY) return photoPlaceholder();
      break;
  }
  throw new Error(`Unknown image key "${key}"`);
}

/** The middle of a wide artwork, 3 wide to 5 high: what a phone's full-height hero shows of it. */
function portraitCrop(art: Artwork): Artwork {
  const width = Math.round((art.height * 3) / 5);
  const x = Math.round((art.width - width) / 2);
  const root = `viewBox="0 0 ${art.width} ${art.height}" width="${art.width}" height="${art.height}"`;
  if (!art.svg.includes(root)) throw new Error("The artwork has no plain root viewBox to crop");
  return {
    ...art,
    width,
    svg: art.svg.replace(root, `viewBox="${x} 0 ${width} ${art.height}" width="${width}" height="${art.height}"`),
  };
}
