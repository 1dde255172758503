import type { HazelbeeCard, ShowcaseImage } from "./types";

function grid(prefix: string, titles: readonly string[]): readonly ShowcaseImage[] {
  return Object.freeze(titles.map((title, i) => Object.freeze({ id: i + 1, title, imageKey: `${prefix}/${i + 1}` })));
}

/** Home 'Latest Collection' grid: the Mysthique collection, each picture opening its piece (ids 64-69). */
export const latestCollection: readonly ShowcaseImage[] = Object.freeze(
  grid("latest", [
    "Mysthique 001",
    "Mysthique 002",
    "Mysthique 003",
    "Mysthique 004",
    "Mysthique 005",
    "Mysthique 006",
  ]).map((tile) => Object.freeze({ ...tile, productId: 63 + tile.id })),
);

/** /hazelbee 'Explore Our Collection' cards, each opening a shop-line product page. */
export const hazelbeeCards: readonly HazelbeeCard[] = Object.freeze([
  { id: 1, title: "Coral Dress", productId: 37 },
  { id: 2, title: "Jade Dress", productId: 40 },
  { id: 3, title: "BB Ensemble", productId: 42 },
  { id: 4, title: "Topaz Set", productId: 46 },
  { id: 5, title: "Sapphire Kimono Dress", productId: 48 },
  { id: 6, title: "Amethyst Set", productId: 50 },
]);

/** HazelBabies: girls' kidswear pieces (showcase only). */
export const babiesGrid = grid("babies", [
  "Little Duchess Party Dress",
  "Sunday Best Tutu Dress",
  "Buttercup Party Dress",
  "Ankara Twirl Dress",
  "Princess Sash Dress",
  "Daisy Tulle Tutu Dress",
  "Petal Flower-Girl Dress",
  "Mini Muse Sash Dress",
]);

/** HazelLifestyle: interior and intimate-wear pieces (showcase only). */
export const lifestyleGrid = grid("lifestyle", [
  "Adire Cushions on a Linen Sofa",
  "Ceramic Vase Trio",
  "Rattan Floor Lamp",
  "Silk Lounge Robe",
  "Lace Bralette Set",
  "Satin Bedding Set",
  "Scented Candle Trio",
  "Velvet Throw Cushions",
  "Arched Console Mirror",
]);
