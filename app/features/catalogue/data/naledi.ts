import { defineProducts } from "../define";

/** Naledi: pieces named after the stars of the constellation. */
export const naledi = defineProducts("naledi", [
  {
    id: 1,
    alt: "Arcturus Blouse",
    garment: "blouse",
    originalPrice: 160000,
    imageCount: 4,
    description:
      "A sculpted blouse that holds its volume like a bright star holds the night sky. Wear it tucked, loose, or as the whole point of the outfit.",
  },
  {
    id: 2,
    alt: "Canopus Dress",
    garment: "dress",
    originalPrice: 150000,
    imageCount: 3,
    description:
      "Clean lines, a fearless silhouette and a hem that moves when you do. Made for entrances you intend to be remembered.",
  },
  {
    id: 3,
    alt: "Orion Dress",
    garment: "dress",
    originalPrice: 140000,
    imageCount: 4,
    description:
      "A belted column dress with the quiet authority of its namesake hunter. Timeless enough for tomorrow, bold enough for tonight.",
  },
  {
    id: 4,
    alt: "Castor Ensemble",
    garment: "ensemble",
    originalPrice: 160000,
    imageCount: 4,
    description:
      "Two pieces cut as twins: a structured top and a fluid bottom that complete each other. Wear them together, or split them and double your wardrobe.",
  },
  {
    id: 5,
    alt: "Rigel Dress",
    garment: "dress",
    originalPrice: 120000,
    imageCount: 3,
    description:
      "An unexpected neckline and a body-skimming cut that refuses to play it safe. Comfort built in, attention guaranteed.",
  },
  {
    id: 6,
    alt: "Procyon Ensemble",
    garment: "ensemble",
    originalPrice: 120000,
    imageCount: 3,
    description:
      "A relaxed set with an architectural edge, for days that start at the office and end under the stars. Effortless, never ordinary.",
  },
  {
    id: 7,
    alt: "Altair Dress",
    garment: "dress",
    originalPrice: 110000,
    imageCount: 4,
    description:
      "Soft pleats rise from a fitted bodice like a wing catching the wind. A dress that flies without trying.",
  },
  {
    id: 8,
    alt: "Sirius Dress",
    garment: "dress",
    originalPrice: 100000,
    imageCount: 3,
    description:
      "Named for the brightest star in the night sky, and cut to match: luminous, direct, impossible to overlook.",
  },
  {
    id: 9,
    alt: "Venus Dress",
    garment: "dress",
    originalPrice: 100000,
    imageCount: 4,
    description: "A draped wrap dress that flatters without fuss. Romantic in spirit, modern in every seam.",
  },
]);
