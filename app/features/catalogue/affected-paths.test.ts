import { describe, expect, it } from "vitest";
import { affectedPaths } from "./affected-paths";
import { buildCatalogue } from "./catalogue";
import type { ProductRecord } from "./records";
import { seedRecords } from "./seed";

const withProduct = (id: number, change: (p: ProductRecord) => ProductRecord) =>
  buildCatalogue({ ...seedRecords, products: seedRecords.products.map((p) => (p.id === id ? change(p) : p)) });

const seed = buildCatalogue(seedRecords);
const always = ["/", "/collections", "/hazelbee", "/sitemap.xml"];

describe("the pages a change affects", () => {
  it("a price change: the product's page, its shared page and its listing", () => {
    const after = withProduct(21, (p) => ({ ...p, price: 50000, originalPrice: 60000 }));
    expect(affectedPaths(seed, after, [21]).sort()).toEqual(
      [...always, "/genesis", "/genesis/sesame-dress", "/resurgence/sesame-dress"].sort(),
    );
  });

  it("a rename: the old page and the new one", () => {
    const after = withProduct(3, (p) => ({ ...p, name: "Orion Gown", slug: "orion-gown" }));
    const paths = affectedPaths(seed, after, [3]);
    expect(paths).toEqual(expect.arrayContaining(["/naledi/orion-dress", "/naledi/orion-gown", "/naledi"]));
  });

  it("a move to another collection: both listings", () => {
    const after = withProduct(3, (p) => ({ ...p, collection: "genesis" }));
    expect(affectedPaths(seed, after, [3])).toEqual(
      expect.arrayContaining(["/naledi", "/genesis", "/naledi/orion-dress", "/genesis/orion-dress"]),
    );
  });

  it("a combo part's change re-renders its combos' pages", () => {
    const paths = affectedPaths(seed, seed, [59]);
    expect(paths).toEqual(expect.arrayContaining(["/bubble-girl/bubble-molly-combo", "/bubble-girl"]));
  });

  it("unpublishing: its page and listing, and the page leaves the catalogue", () => {
    const after = withProduct(3, (p) => ({ ...p, published: false }));
    expect(after.pageAt("/naledi/orion-dress")).toBeUndefined();
    expect(after.collectionBySlug("naledi")?.productIds).not.toContain(3);
    expect(affectedPaths(seed, after, [3])).toEqual(expect.arrayContaining(["/naledi/orion-dress", "/naledi"]));
  });

  it("a renamed product's old address redirects to its new page", () => {
    const after = buildCatalogue({
      ...seedRecords,
      products: seedRecords.products.map((p) => (p.id === 3 ? { ...p, slug: "orion-gown" } : p)),
      redirects: [...seedRecords.redirects, { path: "/naledi/orion-dress", productId: 3 }],
    });
    expect(after.redirects.get("/naledi/orion-dress")).toBe("/naledi/orion-gown");
  });
});
