import { collectionPath, collectionSlugs } from "../../config/collections";
import type { Collection, CollectionSlug } from "./types";

/** A collection's own words and look; its listing comes from the products' positions. */
export type CollectionFields = Omit<Collection, "productIds">;

const definitions: Record<CollectionSlug, Omit<CollectionFields, "slug" | "path" | "coverImageKey">> = {
  mysthique: {
    name: "Mysthique",
    heading: "Mysthique",
    blurb: "A CHRISTMAS tale like no other.",
    wideColumns: 4,
    accent: "#4b2354",
  },
  genesis: {
    name: "Genesis",
    heading: "Genesis Collection",
    blurb:
      "For the modern working woman: pieces that work as hard as she does, from the first meeting to the last dinner.",
    wideColumns: 4,
    accent: "#6b7d3a",
  },
  naledi: {
    name: "Naledi",
    heading: "Naledi Collection",
    blurb:
      "The urban nature of every star in the constellation inspired the creation of this collection. Every piece transcends the beauty of the next with comfort and style.",
    wideColumns: 3,
    accent: "#1f2a4d",
  },
  resurgence: {
    name: "Resurgence",
    heading: "Resurgence Collection",
    blurb: "inspired by the Afro-centric woman making a statement in every appearance",
    wideColumns: 3,
    accent: "#b5542d",
  },
  "bubble-girl": {
    name: "Bubble Girl",
    heading: "Bubble Girl",
    blurb: "This collection play with 3-D shapes and forms, bringing architecture to fashion",
    wideColumns: 3,
    accent: "#d9668f",
  },
  hazelbee: {
    name: "HazelBee",
    heading: "HazelBee Shop",
    blurb: "Wedding-guest and bridesmaid styles, ready to wear and made to be remembered.",
    wideColumns: 3,
    accent: "#c9931a",
  },
};

/** Every collection in showcase order, without its listing. */
export const collectionFields: readonly CollectionFields[] = Object.freeze(
  collectionSlugs.map((slug) =>
    Object.freeze({ slug, ...definitions[slug], path: collectionPath(slug), coverImageKey: `collections/${slug}` }),
  ),
);
