import { bubbleGirl } from "./data/bubble-girl";
import { genesis } from "./data/genesis";
import { hazelbee } from "./data/hazelbee";
import { mysthique } from "./data/mysthique";
import { naledi } from "./data/naledi";
import { resurgence } from "./data/resurgence";
import type { Collection, CollectionSlug, Product } from "./types";

function collection(
  slug: CollectionSlug,
  fields: Omit<Collection, "slug" | "productIds" | "coverImageKey">,
  listing: readonly Product[],
): Collection {
  return Object.freeze({
    slug,
    ...fields,
    productIds: Object.freeze(listing.map((p) => p.id)),
    coverImageKey: `collections/${slug}`,
  });
}

/** Showcase order: the five brand collections, then the HazelBee shop. */
export const collections: readonly Collection[] = Object.freeze([
  collection(
    "mysthique",
    {
      name: "Mysthique",
      heading: "Mysthique",
      blurb: "A CHRISTMAS tale like no other.",
      path: "/mysthique",
      wideColumns: 4,
      accent: "#4b2354",
    },
    mysthique,
  ),
  collection(
    "genesis",
    {
      name: "Genesis",
      heading: "Genesis Collection",
      blurb:
        "For the modern working woman: pieces that work as hard as she does, from the first meeting to the last dinner.",
      path: "/genesis",
      wideColumns: 4,
      accent: "#6b7d3a",
    },
    genesis,
  ),
  collection(
    "naledi",
    {
      name: "Naledi",
      heading: "Naledi Collection",
      blurb:
        "The urban nature of every star in the constellation inspired the creation of this collection. Every piece transcends the beauty of the next with comfort and style.",
      path: "/naledi",
      wideColumns: 3,
      accent: "#1f2a4d",
    },
    naledi,
  ),
  collection(
    "resurgence",
    {
      name: "Resurgence",
      heading: "Resurgence Collection",
      blurb: "inspired by the Afro-centric woman making a statement in every appearance",
      path: "/resurgence",
      wideColumns: 3,
      accent: "#b5542d",
    },
    resurgence,
  ),
  collection(
    "bubble-girl",
    {
      name: "Bubble Girl",
      heading: "Bubble Girl",
      blurb: "This collection play with 3-D shapes and forms, bringing architecture to fashion",
      path: "/bubble-girl",
      wideColumns: 3,
      accent: "#d9668f",
    },
    bubbleGirl,
  ),
  collection(
    "hazelbee",
    {
      name: "HazelBee",
      heading: "HazelBee Shop",
      blurb: "Wedding-guest and bridesmaid styles, ready to wear and made to be remembered.",
      path: "/hazelbee/shop",
      wideColumns: 3,
      accent: "#c9931a",
    },
    hazelbee,
  ),
]);

/** The five brand collections shown at /collections (no HazelBee). */
export const showcaseCollections: readonly Collection[] = Object.freeze(
  collections.filter((c) => c.slug !== "hazelbee"),
);

const bySlug = new Map<string, Collection>(collections.map((c) => [c.slug, c]));

export function collectionBySlug(slug: string): Collection | undefined {
  return bySlug.get(slug);
}
