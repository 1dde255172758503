import { defineProducts } from "../define";

/** Genesis: everyday pieces for the modern working woman. */
export const genesis = defineProducts("genesis", [
  {
    id: 10,
    alt: "Pomegranate Blouse",
    garment: "blouse",
    originalPrice: 35000,
    imageCount: 3,
    description:
      "A rich, jewel-toned blouse with a generous sleeve that turns a plain trouser into a statement. Desk to dinner without a change.",
  },
  {
    id: 11,
    alt: "Hazel Shirt",
    garment: "shirt",
    originalPrice: 25000,
    imageCount: 4,
    description:
      "The house shirt: crisp, easy and cut a little unconventionally at the collar. The piece you will reach for first every week.",
  },
  {
    id: 12,
    alt: "Pistachio Blouse",
    garment: "blouse",
    originalPrice: 35000,
    imageCount: 3,
    description:
      "Fresh green, light fabric and a relaxed drape for long working days in the heat. Polished without ever feeling stiff.",
  },
  {
    id: 18,
    alt: "Chia Dress",
    garment: "dress",
    originalPrice: 40000,
    imageCount: 4,
    description: "A shift dress with structured shoulders and a hem that means business. Confidence, tailored.",
  },
  {
    id: 19,
    alt: "Wildrice Dress",
    garment: "dress",
    originalPrice: 35000,
    imageCount: 3,
    description:
      "An earthy midi with a cinched waist and pockets deep enough for real life. Grounded, graceful, ready for anything.",
  },
  {
    id: 20,
    alt: "Quinoa Dress",
    garment: "dress",
    originalPrice: 30000,
    imageCount: 3,
    description:
      "Simple in the best way: a clean A-line that works as hard as you do. Add heels and it works overtime.",
  },
  {
    id: 21,
    alt: "Sesame Dress",
    garment: "dress",
    originalPrice: 60000,
    imageCount: 4,
    description:
      "Fluid panels and a bold neckline make this the Genesis dress for the days that matter. Timeless shape, unexpected details.",
  },
  {
    id: 24,
    alt: "Sophie Blouse",
    garment: "blouse",
    originalPrice: 35000,
    imageCount: 4,
    description:
      "A softly ruched blouse with a feminine edge that holds its own in a boardroom. Pair it with tailoring, or with nothing but attitude.",
  },
]);
