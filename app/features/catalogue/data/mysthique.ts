import { defineProducts } from "../define";

/** Mysthique: the Christmas collection. */
export const mysthique = defineProducts("mysthique", [
  {
    id: 64,
    alt: "Mysthique 001",
    garment: "dress",
    originalPrice: 1100000,
    imageCount: 4,
    description:
      "A midnight gown with a crystal-scattered bodice and a sweeping skirt, made for the night before Christmas. A tale in itself.",
  },
  {
    id: 65,
    alt: "Mysthique 002",
    garment: "ensemble",
    originalPrice: 260500,
    imageCount: 3,
    description: "A velvet top and fluid trouser in festive depth, cut for long evenings and longer toasts.",
  },
  {
    id: 66,
    alt: "Mysthique 003",
    garment: "dress",
    originalPrice: 370500,
    imageCount: 4,
    description:
      "A sculpted cocktail dress with a dramatic shoulder that catches candlelight. Mystery, with a modern edge.",
  },
  {
    id: 67,
    alt: "Mysthique 004",
    garment: "ensemble",
    originalPrice: 250500,
    imageCount: 3,
    description: "A cape-topped two-piece that moves like falling snow. Quiet drama for the festive season.",
  },
  {
    id: 68,
    alt: "Mysthique 005",
    garment: "dress",
    originalPrice: 370900,
    imageCount: 4,
    description: "A column dress in shimmering metallics with a daring back. The one they will talk about in January.",
  },
  {
    id: 69,
    alt: "Mysthique 006",
    garment: "dress",
    originalPrice: 1760000,
    imageCount: 4,
    description:
      "The finale of the collection: a hand-embellished gown with a cathedral train. A Christmas tale like no other, worn.",
  },
]);
