import { describe, expect, it } from "vitest";
import { product } from "./test-fixtures";
import { emptyQuery, LISTING_PAGE_SIZE, parseListingQuery, type ListingQuery } from "./query";
import { LISTING_FACETS, listingView, sizeOnOffer, sortProducts } from "./view";

const q = (search: string): ListingQuery => parseListingQuery(new URLSearchParams(search));
const ids = (items: ReadonlyArray<{ id: number }>) => items.map((p) => p.id);

// Ready to wear: 1 has M counted out; 2 has every size counted out; 3 is not counted.
const ready = [
  product(1, { madeToOrder: false, sizes: ["S", "M"], stock: { S: 2, M: 0 }, price: 20_000, collection: "hazelbee" }),
  product(2, { madeToOrder: false, sizes: ["M"], stock: { M: 0 }, price: 30_000, collection: "hazelbee" }),
  product(3, {
    madeToOrder: false,
    sizes: ["L"],
    price: 40_000,
    collection: "hazelbee",
    artwork: null,
    alt: "Onyx Set",
  }),
];
const made = [
  product(4, { price: 140_000, artwork: { slug: "a", garment: "blouse", count: 4 } }),
  product(5, {
    price: 100_000,
    sale: { name: "Easter", badge: "Sale", endsAt: "2027-04-01T00:00:00Z" },
    originalPrice: 120_000,
  }),
  product(6, { price: 100_000, sizes: ["XS"], collection: "genesis" }),
];
const all = [...ready, ...made];

describe("sizeOnOffer", () => {
  it("is an offered size not counted out; made to order is never counted out", () => {
    expect(sizeOnOffer(ready[0]!, "S")).toBe(true);
    expect(sizeOnOffer(ready[0]!, "M")).toBe(false);
    expect(sizeOnOffer(ready[0]!, "L")).toBe(false);
    expect(sizeOnOffer(ready[2]!, "L")).toBe(true);
    expect(sizeOnOffer(product(9, { stock: { M: 0 } }), "M")).toBe(true);
  });
});

describe("listingView filters", () => {
  it("keeps the whole list in its own order with no filters", () => {
    const view = listingView([made[2]!, ...ready], emptyQuery);
    expect(ids(view.items)).toEqual([6, 1, 2, 3]);
    expect(view).toMatchObject({ total: 4, page: 1, pageCount: 1, pageWasPastEnd: false });
  });

  it("takes a size that is on offer; several sizes are any of them", () => {
    expect(ids(listingView(all, q("size=M")).items)).toEqual([4, 5]);
    expect(ids(listingView(all, q("size=M&size=L")).items)).toEqual([3, 4, 5]);
  });

  it("takes the price paid, bounds included", () => {
    expect(ids(listingView(all, q("min=30000&max=100000")).items)).toEqual([2, 3, 5, 6]);
    expect(ids(listingView(all, q("max=20000")).items)).toEqual([1]);
  });

  it("tells ready-to-wear with a size left from made to order", () => {
    expect(ids(listingView(all, q("stock=now")).items)).toEqual([1, 3]);
    expect(ids(listingView(all, q("stock=made")).items)).toEqual([4, 5, 6]);
    expect(ids(listingView(all, q("stock=now&stock=made")).items)).toEqual([1, 3, 4, 5, 6]);
  });

  it("takes products on sale, collections and garments", () => {
    expect(ids(listingView(all, q("sale=1")).items)).toEqual([5]);
    expect(ids(listingView(all, q("collection=genesis&collection=hazelbee")).items)).toEqual([1, 2, 3, 6]);
    expect(ids(listingView(all, q("garment=set")).items)).toEqual([3]);
  });

  it("combines facets with and: a size and a price", () => {
    expect(ids(listingView(all, q("size=M&max=100000")).items)).toEqual([5]);
  });

  it("ignores the selection of a facet the page does not offer", () => {
    const view = listingView(all, q("collection=genesis&size=XS"), { facets: LISTING_FACETS });
    expect(ids(view.items)).toEqual([4, 5, 6]);
    expect(view.query.collections).toEqual([]);
    expect(view.facets.map((f) => f.name)).toEqual(["size", "stock", "sale", "garment"]);
  });
});

describe("listingView facets", () => {
  const facet = (view: ReturnType<typeof listingView>, name: string) =>
    Object.fromEntries(view.facets.find((f) => f.name === name)!.values.map((v) => [v.value, v.count]));

  it("counts each value over the list when nothing is selected", () => {
    const view = listingView(all, emptyQuery);
    expect(facet(view, "size")).toEqual({ XS: 3, S: 3, M: 2, L: 3, XL: 2, "2XL": 2, "3XL": 2 });
    expect(facet(view, "stock")).toEqual({ now: 2, made: 3 });
    expect(facet(view, "sale")).toEqual({ 1: 1 });
    expect(facet(view, "garment")).toEqual({ dress: 4, blouse: 1, set: 1 });
    expect(facet(view, "collection")).toEqual({ genesis: 1, naledi: 2, hazelbee: 3 });
  });

  it("counts a facet without its own selection but with the others' and the price's", () => {
    const view = listingView(all, q("size=M&stock=now&max=100000"));
    // Sizes: counted over the ready-to-wear pieces ₦100,000 or less, whatever size is ticked.
    expect(facet(view, "size")).toMatchObject({ S: 1, M: 0, L: 1 });
    // Availability: counted over the pieces in M ₦100,000 or less.
    expect(facet(view, "stock")).toEqual({ now: 0, made: 1 });
    expect(view.total).toBe(0);
  });

  it("keeps a value none of the filtered list has, with 0; leaves out one the list never has", () => {
    const view = listingView(made, q("collection=genesis"));
    const garments = view.facets.find((f) => f.name === "garment")!.values;
    expect(garments.map((v) => [v.value, v.count])).toEqual([
      ["dress", 1],
      ["blouse", 0],
    ]);
    expect(view.facets.find((f) => f.name === "stock")!.values.map((v) => v.value)).toEqual(["made"]);
  });

  it("says which values are selected, and keeps a selected value the list never has", () => {
    const view = listingView(made, q("garment=jacket&garment=dress"));
    const garments = view.facets.find((f) => f.name === "garment")!.values;
    expect(garments.map((v) => [v.value, v.selected, v.count])).toEqual([
      ["dress", true, 2],
      ["blouse", false, 1],
      ["jacket", true, 0],
    ]);
  });

  it("leaves out a facet with no value: no sale on", () => {
    expect(listingView(ready, emptyQuery).facets.map((f) => f.name)).not.toContain("sale");
  });

  it("gives the price span of the unfiltered list", () => {
    expect(listingView(all, q("size=XS")).prices).toEqual({ min: 20_000, max: 140_000 });
    expect(listingView([], emptyQuery).prices).toBeNull();
  });
});

describe("sort", () => {
  it("is the list's own order by default, newest as the highest id, price up and down with ties kept", () => {
    expect(ids(sortProducts(all, "owner"))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(sortProducts(all, "newest"))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(sortProducts(all, "price-asc"))).toEqual([1, 2, 3, 5, 6, 4]);
    expect(ids(sortProducts(all, "price-desc"))).toEqual([4, 5, 6, 3, 2, 1]);
  });

  it("orders before cutting pages", () => {
    const many = Array.from({ length: 100 }, (_, i) => product(i + 1, { price: 1000 + i }));
    const view = listingView(many, q("sort=price-desc&page=2"));
    expect(view.items[0]!.id).toBe(100 - LISTING_PAGE_SIZE);
  });
});

describe("pages", () => {
  const many = Array.from({ length: 100 }, (_, i) => product(i + 1));

  it("cuts 48 a page", () => {
    expect(ids(listingView(many, q("page=1")).items)).toEqual(ids(many.slice(0, 48)));
    expect(ids(listingView(many, q("page=3")).items)).toEqual([97, 98, 99, 100]);
    expect(listingView(many, emptyQuery)).toMatchObject({ total: 100, pageCount: 3 });
  });

  it("is the last page, and says so, past the end", () => {
    const view = listingView(many, q("page=9"));
    expect(view).toMatchObject({ page: 3, pageWasPastEnd: true, query: { page: 3 } });
    expect(listingView([], q("page=2"))).toMatchObject({ page: 1, pageCount: 1, pageWasPastEnd: true });
    expect(listingView([], emptyQuery)).toMatchObject({ page: 1, pageCount: 1, pageWasPastEnd: false, total: 0 });
  });

  it("handles ten thousand products quickly", () => {
    const big = Array.from({ length: 10_000 }, (_, i) =>
      product(i + 1, { price: 1000 * (i % 90), madeToOrder: i % 2 === 0, stock: i % 3 ? { M: 0 } : {} }),
    );
    const started = performance.now();
    const view = listingView(big, q("size=M&max=40000&sort=price-asc&page=2"));
    expect(view.items).toHaveLength(48);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
