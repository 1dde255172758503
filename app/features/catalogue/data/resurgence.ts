import { defineProducts } from "../define";

/** Resurgence: the Looks, for the Afro-centric woman. Look 12 is also the Genesis 'yellow dress'. */
export const resurgence = defineProducts("resurgence", [
  {
    id: 25,
    alt: "Look 1",
    garment: "ensemble",
    originalPrice: 1100000,
    imageCount: 4,
    description:
      "A hand-finished ensemble of layered volume and heritage print, made for the woman who is the event. Bespoke in spirit, unforgettable in person.",
  },
  {
    id: 26,
    alt: "Look 2",
    garment: "dress",
    originalPrice: 800000,
    imageCount: 4,
    description:
      "A sweeping gown with a sculpted bodice and a train that announces you before you speak. Heritage, reimagined for the red carpet.",
  },
  {
    id: 27,
    alt: "Look 3",
    garment: "set",
    originalPrice: 1100000,
    imageCount: 3,
    description:
      "A richly embellished two-piece with a cape-like top that frames the shoulders. Regal, modern and entirely its own.",
  },
  {
    id: 28,
    alt: "Look 4",
    garment: "jumpsuit",
    originalPrice: 900000,
    imageCount: 4,
    description:
      "A wide-leg jumpsuit with dramatic sleeves, for the woman who would rather stride than glide. Power dressing with Afro-centric pride.",
  },
  {
    id: 29,
    alt: "Look 5",
    garment: "skirt",
    originalPrice: 130000,
    imageCount: 3,
    description:
      "A high-waisted statement skirt in bold print that swings with every step. Build the look around it; it can take it.",
  },
  {
    id: 30,
    alt: "Look 6",
    garment: "trousers",
    originalPrice: 160000,
    imageCount: 3,
    description:
      "Sharp palazzo trousers with a print that speaks before you do. Tailored ease for women who make an appearance count.",
  },
  {
    id: 31,
    alt: "Look 7",
    garment: "jacket",
    originalPrice: 200000,
    imageCount: 4,
    description:
      "A cropped, structured jacket with bold lapels and heritage detail. Throw it over anything and the outfit is finished.",
  },
  {
    id: 32,
    alt: "Look 8",
    garment: "kimono-dress",
    originalPrice: 300000,
    imageCount: 4,
    description:
      "A flowing kimono dress where East meets West Africa, belted to define and cut to float. Unconventional, and proudly so.",
  },
  {
    id: 33,
    alt: "Look 9",
    garment: "blouse",
    originalPrice: 110000,
    imageCount: 3,
    description: "A blouse with exaggerated puff sleeves and a confident print. Small piece, loud statement.",
  },
  {
    id: 34,
    alt: "Look 10",
    garment: "set",
    originalPrice: 240000,
    imageCount: 4,
    description:
      "A matching top and skirt that play with proportion and pattern. Wear it as one bold story, or as two chapters.",
  },
  {
    id: 35,
    alt: "Look 11",
    garment: "dress",
    originalPrice: 230000,
    imageCount: 3,
    description:
      "A fitted midi with a sculptural peplum and hand-placed print. Celebration-ready and built to be worn again.",
  },
  {
    id: 36,
    alt: "Look 12",
    garment: "dress",
    originalPrice: 255000,
    imageCount: 4,
    description:
      "A sunshine-yellow dress with a flared skirt and a silhouette that lights up every room. Joy, worn boldly.",
  },
]);
