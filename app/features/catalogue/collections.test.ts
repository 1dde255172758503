import { describe, expect, it } from "vitest";
import { allCollections, collectionBySlug, productById, showcaseCollections } from "./index";

const collections = allCollections();

describe("collections", () => {
  it("are in showcase order, HazelBee last; /collections shows the five brand collections", () => {
    expect(collections.map((c) => c.name)).toEqual([
      "Mysthique",
      "Genesis",
      "Naledi",
      "Resurgence",
      "Bubble Girl",
      "HazelBee",
    ]);
    expect(showcaseCollections().map((c) => c.slug)).toEqual([
      "mysthique",
      "genesis",
      "naledi",
      "resurgence",
      "bubble-girl",
    ]);
  });

  it.each([
    [
      "naledi",
      "Naledi Collection",
      "/naledi",
      3,
      "The urban nature of every star in the constellation inspired the creation of this collection. Every piece transcends the beauty of the next with comfort and style.",
    ],
    [
      "bubble-girl",
      "Bubble Girl",
      "/bubble-girl",
      3,
      "This collection play with 3-D shapes and forms, bringing architecture to fashion",
    ],
    ["mysthique", "Mysthique", "/mysthique", 4, "A CHRISTMAS tale like no other."],
    [
      "resurgence",
      "Resurgence Collection",
      "/resurgence",
      3,
      "inspired by the Afro-centric woman making a statement in every appearance",
    ],
  ] as const)("%s: heading %s at %s, %i wide columns, the spec blurb", (slug, heading, path, cols, blurb) => {
    expect(collectionBySlug(slug)).toMatchObject({ slug, heading, path, wideColumns: cols, blurb });
  });

  it.each([
    ["genesis", "Genesis Collection", "/genesis", 4],
    ["hazelbee", "HazelBee Shop", "/hazelbee/shop", 3],
  ] as const)("%s: heading %s at %s, %i wide columns, a blurb of its own", (slug, heading, path, cols) => {
    const c = collectionBySlug(slug);
    expect(c).toMatchObject({ slug, heading, path, wideColumns: cols });
    expect(c?.blurb.length).toBeGreaterThan(20);
  });

  it("Genesis speaks to the modern working woman", () => {
    expect(collectionBySlug("genesis")?.blurb).toMatch(/modern working/);
  });

  it.each([
    ["mysthique", [64, 65, 66, 67, 68, 69]],
    ["genesis", [10, 11, 12, 18, 19, 20, 21, 24]],
    ["naledi", [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ["resurgence", [25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]],
    ["bubble-girl", [51, 52, 53, 54, 55, 56, 57, 58]],
    ["hazelbee", [37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]],
  ] as const)("%s lists %j", (slug, ids) => {
    const c = collectionBySlug(slug);
    expect(c?.productIds).toEqual(ids);
    expect(ids.every((id) => productById(id)?.collection === slug)).toBe(true);
  });

  it.each(collections.map((c) => [c.slug, c] as const))("%s has a cover key and a CSS accent", (slug, c) => {
    expect(c.coverImageKey).toBe(`collections/${slug}`);
    expect(c.accent).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("returns undefined for an unknown slug", () => {
    expect(collectionBySlug("hazelbabies")).toBeUndefined();
    expect(collectionBySlug("")).toBeUndefined();
  });
});
