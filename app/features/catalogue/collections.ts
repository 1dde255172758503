// Relative, not `~/config`: scripts and the build's config load the catalogue without Vite's alias.
import { collectionPath, collectionSlugs, shopLineCollection } from "../../config/collections";
import { bubbleGirl } from "./data/bubble-girl";
import { genesis } from "./data/genesis";
import { hazelbee } from "./data/hazelbee";
import { mysthique } from "./data/mysthique";
import { naledi } from "./data/naledi";
import { resurgence } from "./data/resurgence";
import type { Collection, CollectionSlug, Product } from "./types";

/** A collection as written below: its listing's products, not yet their ids. */
type CollectionFields = Omit<Collection, "slug" | "path" | "productIds" | "coverImageKey"> & {
  listing: readonly Product[];
};

function collection(slug: CollectionSlug, { listing, ...fields }: CollectionFields): Collection {
  return Object.freeze({
    slug,
    ...fields,
    path: collectionPath(slug),
    productIds: Object.freeze(listing.map((p) => p.id)),
    coverImageKey: `collections/${slug}`,
  });
}

const definitions: Record<CollectionSlug, CollectionFields> = {
  mysthique: {
    name: "Mysthique",
    heading: "Mysthique",
    blurb: "A CHRISTMAS tale like no other.",
    wideColumns: 4,
    accent: "#4b2354",
    listing: mysthique,
  },
  genesis: {
    name: "Genesis",
    heading: "Genesis Collection",
    blurb:
      "For the modern working woman: pieces that work as hard as she does, from the first meeting to the last dinner.",
    wideColumns: 4,
    accent: "#6b7d3a",
    listing: genesis,
  },
  naledi: {
    name: "Naledi",
    heading: "Naledi Collection",
    blurb:
      "The urban nature of every star in the constellation inspired the creation of this collection. Every piece transcends the beauty of the next with comfort and style.",
    wideColumns: 3,
    accent: "#1f2a4d",
    listing: naledi,
  },
  resurgence: {
    name: "Resurgence",
    heading: "Resurgence Collection",
    blurb: "inspired by the Afro-centric woman making a statement in every appearance",
    wideColumns: 3,
    accent: "#b5542d",
    listing: resurgence,
  },
  "bubble-girl": {
    name: "Bubble Girl",
    heading: "Bubble Girl",
    blurb: "This collection play with 3-D shapes and forms, bringing architecture to fashion",
    wideColumns: 3,
    accent: "#d9668f",
    listing: bubbleGirl,
  },
  hazelbee: {
    name: "HazelBee",
    heading: "HazelBee Shop",
    blurb: "Wedding-guest and bridesmaid styles, ready to wear and made to be remembered.",
    wideColumns: 3,
    accent: "#c9931a",
    listing: hazelbee,
  },
};

/** Showcase order: the five brand collections, then the HazelBee shop. */
export const collections: readonly Collection[] = Object.freeze(
  collectionSlugs.map((slug) => collection(slug, definitions[slug])),
);

/** The five brand collections shown at /collections (no HazelBee). */
export const showcaseCollections: readonly Collection[] = Object.freeze(
  collections.filter((c) => c.slug !== shopLineCollection),
);

const collectionsBySlug = new Map<string, Collection>(collections.map((c) => [c.slug, c]));

export function collectionBySlug(slug: string): Collection | undefined {
  return collectionsBySlug.get(slug);
}
