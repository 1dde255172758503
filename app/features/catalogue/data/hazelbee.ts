import { defineProducts } from "../define";

/** HazelBee shop line: wedding-guest and bridesmaid ready-to-wear, in listing order. */
export const hazelbee = defineProducts("hazelbee", [
  {
    id: 37,
    alt: "Coral Dress",
    garment: "dress",
    originalPrice: 25000,
    imageCount: 4,
    description:
      "A warm coral midi with a sweetheart neckline, made for garden vows and golden-hour photos. The guest everyone asks about.",
  },
  {
    id: 38,
    alt: "Amber Dress",
    garment: "dress",
    originalPrice: 20000,
    imageCount: 3,
    description: "Glowing amber satin in a simple slip shape that lets you do the talking. Dance all night in it.",
  },
  {
    id: 39,
    alt: "Pearl Dress",
    garment: "dress",
    originalPrice: 25000,
    imageCount: 3,
    description:
      "Soft pearl tones and a draped shoulder for bridesmaids who want to shine without stealing the show. Quietly luminous.",
  },
  {
    id: 40,
    alt: "Jade Dress",
    garment: "dress",
    originalPrice: 25000,
    imageCount: 4,
    description: "Deep jade with a wrap bodice and a floor-skimming hem. Elegant from the aisle to the after-party.",
  },
  {
    id: 41,
    alt: "Ivory Dress",
    garment: "dress",
    originalPrice: 20000,
    imageCount: 3,
    description:
      "A clean ivory sheath for the reception, the registry or the rehearsal dinner. Timeless, light and easy to love.",
  },
  {
    id: 42,
    alt: "BB Ensemble",
    garment: "ensemble",
    originalPrice: 30000,
    imageCount: 4,
    sellsAtBfDiscount: true,
    description:
      "A coordinated top and skirt with a bold bow detail, now at half its price. The ensemble that makes the group photo.",
  },
  {
    id: 43,
    alt: "Opal Dress",
    garment: "dress",
    originalPrice: 25000,
    imageCount: 3,
    description:
      "Iridescent opal fabric that changes with the light and a flattering empire waist. A little magic for the big day.",
  },
  {
    id: 44,
    alt: "Onyx Set",
    garment: "set",
    originalPrice: 30000,
    imageCount: 4,
    description:
      "A black two-piece with sharp tailoring for the evening celebration. Unconventional for a wedding, unforgettable at one.",
  },
  {
    id: 45,
    alt: "Ruby Dress",
    garment: "dress",
    originalPrice: 18000,
    imageCount: 3,
    description: "A ruby-red fit-and-flare that brings the heat to any guest list. Bold colour, easy wear.",
  },
  {
    id: 46,
    alt: "Topaz Set",
    garment: "set",
    originalPrice: 35000,
    imageCount: 4,
    description:
      "A golden topaz crop top and maxi skirt, made for traditional ceremonies and modern dance floors alike.",
  },
  {
    id: 47,
    alt: "Garnet Dress",
    garment: "dress",
    originalPrice: 20000,
    imageCount: 3,
    description: "A wine-dark garnet dress with a cowl neck and a graceful drape. Romance, in one piece.",
  },
  {
    id: 48,
    alt: "Sapphire Kimono Dress",
    garment: "kimono-dress",
    originalPrice: 28000,
    imageCount: 4,
    description:
      "Sapphire blue with wide kimono sleeves and a tie waist that flatters every bridesmaid. Graceful movement, zero fuss.",
  },
  {
    id: 49,
    alt: "Emerald Dress",
    garment: "dress",
    originalPrice: 35000,
    imageCount: 3,
    description:
      "A rich emerald gown with a structured bodice and a flowing skirt. Made for the guest who dresses like it is her night too.",
  },
  {
    id: 50,
    alt: "Amethyst Set",
    garment: "set",
    originalPrice: 45000,
    imageCount: 4,
    description:
      "An amethyst two-piece with a corseted top and a full skirt, for the bridal party that wants to be seen. Regal, modern, unmistakable.",
  },
]);
