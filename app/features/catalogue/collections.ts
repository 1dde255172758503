import { showcaseOf } from "./catalogue";
import { currentCatalogue } from "./current";
import type { Collection } from "./types";

/** Showcase order: the five brand collections, then the HazelBee shop. */
export function allCollections(): readonly Collection[] {
  return currentCatalogue().collections;
}

/** The five brand collections shown at /collections (no HazelBee). */
export function showcaseCollections(): readonly Collection[] {
  return showcaseOf(currentCatalogue());
}

export function collectionBySlug(slug: string): Collection | undefined {
  return currentCatalogue().collectionBySlug(slug);
}
