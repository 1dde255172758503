import { describe, expect, it } from "vitest";
import { checkProductForm, readProductForm, type ProductContext, type ProductFormValues } from "./product-input";
import { newProductValues } from "./product-values";

const NEW: ProductContext = { comboPartIds: [59, 60, 61] };

const form = (over: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...newProductValues(),
  name: "Vega Dress",
  collection: "naledi",
  price: "35000",
  ...over,
});

const check = (over: Partial<ProductFormValues> = {}, ctx: ProductContext = NEW) => checkProductForm(form(over), ctx);
const errorsOf = (over: Partial<ProductFormValues>, ctx?: ProductContext) => {
  const r = check(over, ctx);
  return r.ok ? {} : r.errors;
};
const inputOf = (over: Partial<ProductFormValues>, ctx?: ProductContext) => {
  const r = check(over, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.input;
};

describe("the product form's address (slug)", () => {
  it("is made from the name by the shop's rule when left empty", () => {
    expect(inputOf({ name: "  Sapphire   Kimono Dress " }).slug).toBe("sapphire-kimono-dress");
    expect(inputOf({ name: "Bubble & Molly Combo", collection: "bubble-girl" }).slug).toBe("bubble-molly-combo");
  });

  it("refuses a name that makes an address with other characters, and says to type one", () => {
    expect(errorsOf({ name: "Bubble & Molly Combo" }).slug).toMatch(
      /^The name makes the address “bubble-&-molly-combo”/,
    );
    expect(errorsOf({ name: "Adé's Dress" }).slug).toMatch(/cannot be used/);
  });

  it("takes a typed address of lowercase letters, digits and single hyphens", () => {
    expect(inputOf({ slug: "vega-dress-2" }).slug).toBe("vega-dress-2");
    for (const slug of ["Vega-Dress", "vega dress", "vega--dress", "-vega", "vega/dress", "végа"]) {
      expect(errorsOf({ slug }).slug, slug).toBe("Use lowercase letters, digits and hyphens only, like “orion-dress”.");
    }
    expect(errorsOf({ slug: "a".repeat(81) }).slug).toBe("Keep the address under 80 characters.");
  });

  it("keeps a stored address as it is when unchanged", () => {
    const ctx = { ...NEW, current: { id: 3, slug: "old_style", comboPart: false } };
    expect(inputOf({ slug: "old_style" }, ctx).slug).toBe("old_style");
    expect(errorsOf({ slug: "old_style2" }, ctx).slug).toBeDefined();
  });
});

describe("the product form's prices", () => {
  it("reads whole naira as typed, with commas, spaces or the sign", () => {
    expect(inputOf({ price: "35,000" }).price).toBe(35000);
    expect(inputOf({ price: " ₦35 000 " }).price).toBe(35000);
    expect(inputOf({ price: "₦35,000" }).price).toBe(35000);
    expect(inputOf({ price: "35k" }).price).toBe(35000);
  });

  it.each([
    ["", "Type an amount: type it like ₦35,000 or 35k."],
    ["35000.50", "Naira are whole here: type it like ₦35,000 or 35k."],
    ["-5", '"-5" is not an amount: type it like ₦35,000 or 35k.'],
    ["abc", '"abc" is not an amount: type it like ₦35,000 or 35k.'],
    ["0", "The price must be above ₦0."],
    ["100000001", "That is above ₦100,000,000: check the price."],
  ])("refuses %j", (price, message) => {
    expect(errorsOf({ price }).price).toBe(message);
  });

  it("stores the price as the list price when no struck-through price is given", () => {
    expect(inputOf({ price: "30000", originalPrice: " " })).toMatchObject({ price: 30000, originalPrice: 30000 });
    expect(inputOf({ price: "30000", originalPrice: "40,000" })).toMatchObject({ price: 30000, originalPrice: 40000 });
  });

  it("refuses a struck-through price not above the price", () => {
    expect(errorsOf({ price: "30000", originalPrice: "30000" }).originalPrice).toBe(
      "It must be above the price (₦30,000), or left empty.",
    );
    expect(errorsOf({ price: "30000", originalPrice: "abc" }).originalPrice).toMatch(/is not an amount/);
  });
});

describe("the product form's sizes and stock", () => {
  it("needs a size, from the list, kept in the shop's size order", () => {
    expect(errorsOf({ sizes: [] }).sizes).toBe("Tick at least one size.");
    expect(errorsOf({ sizes: ["M", "XXL"] }).sizes).toBe("Choose sizes from the list.");
    expect(inputOf({ sizes: ["L", "S", "L"] }).sizes).toEqual(["S", "L"]);
  });

  it("counts no stock for a piece made to order", () => {
    const stock = inputOf({ madeToOrder: true, stock: { M: "4" } }).stock;
    expect(Object.values(stock).every((n) => n === null)).toBe(true);
  });

  it("counts a ready-to-wear piece's offered sizes; empty is not counted, sizes not offered are ignored", () => {
    const input = inputOf({ madeToOrder: false, sizes: ["S", "M", "L"], stock: { S: "0", M: " 12 ", XL: "3" } });
    expect(input.stock).toEqual({ XS: null, S: 0, M: 12, L: null, XL: null, "2XL": null, "3XL": null });
  });

  it.each([["-1"], ["2.5"], ["many"], ["100000"]])("refuses a stock of %j beside its size", (n) => {
    const errors = errorsOf({ madeToOrder: false, sizes: ["M"], stock: { M: n } });
    expect(Object.keys(errors)).toEqual(["stock-M"]);
  });
});

describe("the product form's combo parts", () => {
  it("takes at least two parts from the list", () => {
    expect(inputOf({ comboItems: ["60", "59"] }).comboItems).toEqual([59, 60]);
    expect(inputOf({ comboItems: [] }).comboItems).toEqual([]);
  });

  it.each([
    [["59"], "A combo has at least two parts: tick another, or none."],
    [["59", "12"], "Choose the parts from the list."],
    [["59", "x"], "Choose the parts from the list."],
  ])("refuses %j", (comboItems, message) => {
    expect(errorsOf({ comboItems }).comboItems).toBe(message);
  });

  it("refuses parts for a part of a combo, and a combo naming itself", () => {
    const part = { ...NEW, current: { id: 59, slug: "bubble-shirt", comboPart: true } };
    expect(errorsOf({ comboItems: ["60", "61"] }, part).comboItems).toBe(
      "A part of a combo cannot have parts of its own.",
    );
    const self = { comboPartIds: [59, 60], current: { id: 60, slug: "x", comboPart: false } };
    expect(errorsOf({ comboItems: ["59", "60"] }, self).comboItems).toBe("Choose the parts from the list.");
  });
});

describe("the product form's other fields", () => {
  it("needs a name, a collection, and a description of reasonable length", () => {
    expect(errorsOf({ name: "   " }).name).toBe("Type the product's name.");
    expect(errorsOf({ collection: "summer" }).collection).toBe("Choose the collection it belongs to.");
    expect(errorsOf({ description: "x".repeat(4001) }).description).toBe("Keep the description under 4000 characters.");
  });

  it("reads extra placements, skipping empty rows, defaulting the address to the product's own", () => {
    const input = inputOf({
      placements: [
        { listing: "", slug: "", heading: "" },
        { listing: "resurgence", slug: "", heading: " HazelMuse  Styles " },
        { listing: "hazelbee", slug: "vega", heading: "" },
      ],
    });
    expect(input.placements).toEqual([
      {
        listing: "resurgence",
        slug: "vega-dress",
        path: "/resurgence/vega-dress",
        heading: "HazelMuse Styles",
        row: 1,
      },
      { listing: "hazelbee", slug: "vega", path: "/hazelbee/shop/vega", heading: null, row: 2 },
    ]);
  });

  it("refuses a placement in the product's own listing, twice, or without a listing", () => {
    const errors = errorsOf({
      placements: [
        { listing: "naledi", slug: "", heading: "" },
        { listing: "", slug: "x", heading: "" },
        { listing: "genesis", slug: "a", heading: "" },
        { listing: "genesis", slug: "a", heading: "" },
      ],
    });
    expect(errors).toEqual({
      "placement-0-listing": "Choose another listing than the product's own.",
      "placement-1-listing": "Choose the listing it also shows in.",
      "placement-3-slug": "This placement is listed twice.",
    });
  });

  it("reads the posted form, repeated fields and all", () => {
    const posted = new URLSearchParams(
      "name=Vega&sizes=S&sizes=M&madeToOrder=yes&stock-M=3&comboItems=59&placementListing=genesis&placementSlug=&placementHeading=Hi&published=yes",
    );
    expect(readProductForm(posted)).toMatchObject({
      name: "Vega",
      sizes: ["S", "M"],
      madeToOrder: true,
      stock: { M: "3", S: "" },
      comboItems: ["59"],
      placements: [{ listing: "genesis", slug: "", heading: "Hi" }],
      published: true,
      price: "",
    });
  });
});
