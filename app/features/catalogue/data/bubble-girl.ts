import { defineProducts } from "../define";

/** Bubble Girl listing: dresses, a jumpsuit and three combos. */
export const bubbleGirl = defineProducts("bubble-girl", [
  {
    id: 51,
    alt: "Zoya Dress",
    garment: "dress",
    originalPrice: 50000,
    imageCount: 4,
    description:
      "Bubble sleeves and a sculpted hem turn a simple dress into wearable architecture. Playful, bold, and built to be looked at.",
  },
  {
    id: 52,
    alt: "Ozone Dress",
    garment: "dress",
    originalPrice: 45000,
    imageCount: 3,
    description: "Light as air with a puffed, three-dimensional skirt that floats around you. A breath of fresh style.",
  },
  {
    id: 53,
    alt: "Dion Jumpsuit",
    garment: "jumpsuit",
    originalPrice: 45000,
    imageCount: 4,
    description: "A jumpsuit with rounded, bubble-shaped shoulders and a clean wide leg. Structure meets ease.",
  },
  {
    id: 54,
    alt: "Molly Dress",
    garment: "dress",
    originalPrice: 45000,
    imageCount: 3,
    description: "A mini with a pouf skirt and a cheeky attitude. Architecture, but make it fun.",
  },
  {
    id: 55,
    alt: "Porce Dress",
    garment: "dress",
    originalPrice: 50000,
    imageCount: 4,
    description: "Smooth porcelain tones and a curved, moulded silhouette. Sculpture you can dance in.",
  },
  {
    id: 56,
    alt: "Bubble & Molly Combo",
    garment: "set",
    originalPrice: 70000,
    imageCount: 4,
    comboItems: [59, 60],
    description:
      "The Bubble Shirt with its voluminous sleeves, paired with the playful Molly Skirt. One look, two statements.",
  },
  {
    id: 57,
    alt: "Bubble & Veneer Combo",
    garment: "set",
    originalPrice: 80000,
    imageCount: 3,
    comboItems: [59, 61],
    description:
      "The Bubble Shirt meets the sleek Veneer Trousers: volume above, precision below. Office-ready, party-proof.",
  },
  {
    id: 58,
    alt: "CO2 & Bubble Combo",
    garment: "ensemble",
    originalPrice: 90000,
    imageCount: 4,
    comboItems: [62, 63],
    description:
      "The cropped CO2 Jacket over the rounded Bubble Skirt, a study in shapes that do not usually meet. Unconventional, by design.",
  },
]);

/** Components of the Bubble Girl combos: sold on their combo's page, no page or discounts of their own. */
export const comboItems = defineProducts("bubble-girl", [
  {
    id: 59,
    alt: "Bubble Shirt",
    garment: "shirt",
    originalPrice: 35000,
    imageCount: 3,
    comboItem: true,
    description: "A crisp shirt with oversized bubble sleeves, the centrepiece of two Bubble Girl combos.",
  },
  {
    id: 60,
    alt: "Molly Skirt",
    garment: "skirt",
    originalPrice: 35000,
    imageCount: 3,
    comboItem: true,
    description: "A short, pouf-shaped skirt with a high waist and plenty of bounce.",
  },
  {
    id: 61,
    alt: "Veneer Trousers",
    garment: "trousers",
    originalPrice: 45000,
    imageCount: 3,
    comboItem: true,
    description: "Straight, polished trousers with a pressed crease that balance any volume on top.",
  },
  {
    id: 62,
    alt: "CO2 Jacket",
    garment: "jacket",
    originalPrice: 55000,
    imageCount: 4,
    comboItem: true,
    description: "A cropped jacket with rounded, inflated panels, structure you can wear.",
  },
  {
    id: 63,
    alt: "Bubble Skirt",
    garment: "skirt",
    originalPrice: 35000,
    imageCount: 3,
    comboItem: true,
    description: "A midi skirt with a rounded, ballooned hem that moves like a bubble.",
  },
]);
