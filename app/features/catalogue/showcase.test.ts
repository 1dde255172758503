import { describe, expect, it } from "vitest";
import { babiesGrid, hazelbeeCards, latestCollection, lifestyleGrid, productById, productPath } from "./index";

describe("showcase grids", () => {
  it.each([
    ["latest", latestCollection, 6],
    ["babies", babiesGrid, 8],
    ["lifestyle", lifestyleGrid, 9],
  ] as const)("%s: %i titled images keyed %s/1..n", (prefix, grid, count) => {
    expect(grid).toHaveLength(count);
    grid.forEach((img, i) => {
      expect(img.id).toBe(i + 1);
      expect(img.imageKey).toBe(`${prefix}/${i + 1}`);
      expect(img.title.trim()).not.toBe("");
    });
    expect(new Set(grid.map((g) => g.title)).size).toBe(count);
  });

  it("each Latest Collection picture opens the Mysthique piece of its name", () => {
    for (const tile of latestCollection) {
      const p = productById(tile.productId!);
      expect(p?.collection).toBe("mysthique");
      expect(p?.alt).toBe(tile.title);
    }
  });

  it("the HazelBee cards open six distinct shop-line product pages under their names", () => {
    expect(hazelbeeCards).toHaveLength(6);
    expect(new Set(hazelbeeCards.map((c) => c.productId)).size).toBe(6);
    for (const card of hazelbeeCards) {
      const p = productById(card.productId);
      expect(p?.collection).toBe("hazelbee");
      expect(card.title).toBe(p?.alt);
      expect(productPath(p!)).toMatch(/^\/hazelbee\/shop\//);
    }
  });
});
