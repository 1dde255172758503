import { describe, expect, it } from "vitest";
import { COMBO_ITEM_IDS, EXPECTED } from "./test-expected";
import { currentCatalogue, discounts, isComboItem, productById, productImageKey, SIZES, isSize } from "./index";

const { products } = currentCatalogue();

describe("products", () => {
  it("holds exactly the products of the spec and decisions.md, ids unique", () => {
    const ids = products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(EXPECTED.map(([id]) => id));
  });

  it.each(EXPECTED)("%i %s: slug %s, list price %i", (id, alt, slug, originalPrice) => {
    const p = productById(id);
    expect(p).toMatchObject({ id, alt, slug, originalPrice });
  });

  it.each(EXPECTED.filter(([id]) => id !== 42))("%i %s sells at its list price", (id, _alt, _slug, originalPrice) => {
    expect(productById(id)?.price).toBe(originalPrice);
  });

  it("BB Ensemble sells at its bfDiscount price, 15000 off a 30000 list price", () => {
    expect(productById(42)).toMatchObject({
      alt: "BB Ensemble",
      price: 15000,
      originalPrice: 30000,
      bfDiscount: 15000,
    });
  });

  it.each(products.filter((p) => !COMBO_ITEM_IDS.includes(p.id)).map((p) => [p.id, p.alt, p] as const))(
    "%i %s carries 50%% and 30%% off prices",
    (_id, _alt, p) => {
      expect(p.bfDiscount).toBe(Math.round(p.originalPrice / 2));
      expect(p.decDiscount).toBe(Math.round(p.originalPrice * 0.7));
      expect(Number.isInteger(p.bfDiscount)).toBe(true);
      expect(Number.isInteger(p.decDiscount)).toBe(true);
    },
  );

  it.each(COMBO_ITEM_IDS)("combo item %i carries no discounts and belongs to Bubble Girl", (id) => {
    const p = productById(id);
    expect(p).toBeDefined();
    expect(p).not.toHaveProperty("bfDiscount");
    expect(p).not.toHaveProperty("decDiscount");
    expect(p?.collection).toBe("bubble-girl");
    expect(p && isComboItem(p)).toBe(true);
  });

  it.each([
    [56, "Bubble & Molly Combo", [59, 60], ["Bubble Shirt", "Molly Skirt"]],
    [57, "Bubble & Veneer Combo", [59, 61], ["Bubble Shirt", "Veneer Trousers"]],
    [58, "CO2 & Bubble Combo", [62, 63], ["CO2 Jacket", "Bubble Skirt"]],
  ] as const)("%i %s is made of %j", (id, alt, items, names) => {
    const combo = productById(id);
    expect(combo?.alt).toBe(alt);
    expect(combo?.combo?.items).toEqual(items);
    expect(items.map((i) => productById(i)?.alt)).toEqual(names);
  });

  it("only the three combos carry combo items", () => {
    expect(products.filter((p) => p.combo).map((p) => p.id)).toEqual([56, 57, 58]);
  });

  it.each([
    [30000, 15000, 21000],
    [35000, 17500, 24500],
    [260500, 130250, 182350],
    [370900, 185450, 259630],
    [25, 13, 18],
  ])("discounts(%i) = bf %i, dec %i", (price, bfDiscount, decDiscount) => {
    expect(discounts(price)).toEqual({ bfDiscount, decDiscount });
  });

  it("every product has whole positive prices, copy of its own and a varied carousel", () => {
    for (const p of products) {
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      expect(p.description.length).toBeGreaterThan(20);
    }
    expect(new Set(products.map((p) => p.description)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.artwork?.count))).toEqual(new Set([3, 4]));
  });

  it.each([
    [36, "dress"],
    [42, "ensemble"],
    [48, "kimono-dress"],
    [53, "jumpsuit"],
    [61, "trousers"],
  ])("product %i is drawn as a %s", (id, garment) => {
    expect(productById(id)?.artwork?.garment).toBe(garment);
  });

  it("Mysthique pieces are dresses or ensembles; the Looks vary", () => {
    const mysthique = products.filter((p) => p.collection === "mysthique");
    expect(mysthique.every((p) => p.artwork?.garment === "dress" || p.artwork?.garment === "ensemble")).toBe(true);
    const looks = products.filter((p) => p.collection === "resurgence");
    expect(new Set(looks.map((p) => p.artwork?.garment)).size).toBeGreaterThan(4);
  });

  it("names image keys by slug, from 1", () => {
    expect(productImageKey({ slug: "arcturus-blouse" }, 1)).toBe("products/arcturus-blouse/1");
    expect(productImageKey({ slug: "look-12" }, 4)).toBe("products/look-12/4");
  });

  it("returns undefined for an unknown id", () => {
    expect(productById(13)).toBeUndefined();
    expect(productById(70)).toBeUndefined();
  });
});

describe("sizes", () => {
  it("are XS to 3XL in order", () => {
    expect(SIZES).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
  });

  it.each([
    ["XS", true],
    ["3XL", true],
    ["xs", false],
    ["XXL", false],
    ["", false],
    [2, false],
    [null, false],
  ])("isSize(%j) is %s", (v, ok) => {
    expect(isSize(v)).toBe(ok);
  });
});
