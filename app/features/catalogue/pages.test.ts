import { describe, expect, it } from "vitest";
import { EXPECTED } from "./test-expected";
import {
  allProductPagePaths,
  findProductPage,
  findProductPageByPath,
  productById,
  productPath,
  currentCatalogue,
} from "./index";

const { products } = currentCatalogue();
const redirects = Object.fromEntries(currentCatalogue().redirects);

/** Splits '/hazelbee/shop/x' into ['hazelbee', 'x'] and '/naledi/x' into ['naledi', 'x']. */
function parts(path: string): [string, string] {
  const segments = path.split("/").filter(Boolean);
  return [segments[0] ?? "", segments[segments.length - 1] ?? ""];
}

const withPage = EXPECTED.filter((row) => row[4] !== null);

describe("product pages", () => {
  it.each(withPage)("%i %s at /…/%s resolves to itself", (id, _alt, slug, _price, path) => {
    const [collection] = parts(path ?? "");
    const page = findProductPage(collection, slug);
    expect(page?.product.id).toBe(id);
    expect(page?.canonicalPath).toBe(path);
    expect(page?.heading).toBeUndefined();
    expect(productPath(page!.product)).toBe(path);
  });

  it.each(EXPECTED.filter((row) => row[4] === null))("combo item %i %s has no page", (id, _alt, slug) => {
    const p = productById(id)!;
    expect(productPath(p)).toBeNull();
    expect(findProductPage("bubble-girl", slug)).toBeUndefined();
  });

  it.each([
    ["genesis", "yellow-dress", 36, undefined, "/resurgence/look-12"],
    ["resurgence", "sesame-dress", 21, "HazelMuse Styles", "/genesis/sesame-dress"],
    ["resurgence", "sophie-blouse", 24, "HazelMuse Styles", "/genesis/sophie-blouse"],
  ])("shared page /%s/%s shows product %i (heading %s, canonical %s)", (collection, slug, id, heading, canonical) => {
    const page = findProductPage(collection, slug);
    expect(page?.product).toBe(productById(id));
    expect(page?.heading).toBe(heading);
    expect(page?.canonicalPath).toBe(canonical);
  });

  it("round-trips every product with a page through its path", () => {
    for (const p of products) {
      const path = productPath(p);
      if (path === null) continue;
      const [collection, slug] = parts(path);
      expect(findProductPage(collection, slug)?.product).toBe(p);
      expect(findProductPageByPath(path)?.product).toBe(p);
    }
  });

  it("lists every page address, shared pages included, once each", () => {
    const paths = allProductPagePaths();
    const expected = [
      ...withPage.map((row) => row[4]),
      "/genesis/yellow-dress",
      "/resurgence/sesame-dress",
      "/resurgence/sophie-blouse",
    ];
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...expected].sort());
    for (const path of paths) expect(findProductPageByPath(path)).toBeDefined();
  });

  it.each([
    ["naledi", "look-1"],
    ["genesis", "unknown"],
    ["hazelbee", "lush-blouse"],
    ["hazelbee/shop", "bb-ensemble"],
    ["shop", "bb-ensemble"],
    ["mysthique", "mysthique-007"],
    ["bubble-girl", "bubble-&-molly-combo"],
    ["toString", "x"],
    ["", ""],
  ])("/%s/%s is not a product page", (collection, slug) => {
    expect(findProductPage(collection, slug)).toBeUndefined();
  });
});

describe("redirects", () => {
  it.each([
    ["/hazelbee/shop/lush-blouse", "/hazelbee/shop/bb-ensemble"],
    ["/mysthique-001", "/mysthique/mysthique-001"],
    ["/mysthique-002", "/mysthique/mysthique-002"],
    ["/mysthique-003", "/mysthique/mysthique-003"],
    ["/mysthique-004", "/mysthique/mysthique-004"],
    ["/mysthique-005", "/mysthique/mysthique-005"],
    ["/mysthique-006", "/mysthique/mysthique-006"],
  ])("%s -> %s, an existing page", (from, to) => {
    expect(redirects[from]).toBe(to);
    expect(findProductPageByPath(to)).toBeDefined();
  });

  it("holds nothing else", () => {
    expect(Object.keys(redirects)).toHaveLength(7);
  });
});
