import { describe, expect, it } from "vitest";
import {
  emptyQuery,
  hasListingParams,
  isFiltered,
  listingParamsAsGiven,
  listingSearchParams,
  parseListingQuery,
  parseNaira,
} from "./query";

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe("parseListingQuery", () => {
  it("reads every parameter", () => {
    expect(
      parse(
        "size=M&size=XL&min=20000&max=40000&stock=now&sale=1&collection=genesis&garment=dress&sort=price-asc&page=2",
      ),
    ).toEqual({
      sizes: ["M", "XL"],
      min: 20000,
      max: 40000,
      stock: ["now"],
      sale: true,
      collections: ["genesis"],
      garments: ["dress"],
      sort: "price-asc",
      page: 2,
    });
  });

  it("is the empty query for no parameters, and ignores unknown ones", () => {
    expect(parse("")).toEqual(emptyQuery);
    expect(parse("utm_source=x&q=dress&fbclid=1")).toEqual(emptyQuery);
  });

  it("drops values that are not the parameter's, keeping the good ones", () => {
    expect(parse("size=huge&size=m&size=S&stock=soon&sale=yes&collection=nope&garment=hat&sort=random")).toEqual({
      ...emptyQuery,
      sizes: ["S"],
    });
  });

  it("keeps repeated values once, in the shop's order", () => {
    expect(parse("size=XL&size=XS&size=XL").sizes).toEqual(["XS", "XL"]);
    expect(parse("garment=set&garment=dress").garments).toEqual(["dress", "set"]);
    expect(parse("collection=hazelbee&collection=mysthique").collections).toEqual(["mysthique", "hazelbee"]);
  });

  it("takes prices as a shopper types them, and refuses the rest", () => {
    expect(parse("min=40,000&max=₦ 60 000")).toMatchObject({ min: 40000, max: 60000 });
    for (const bad of ["abc", "-5", "1.5", "1e5", "", "9999999999", "0x10", "٣٠٠"]) {
      expect(parse(`min=${encodeURIComponent(bad)}`).min).toBeUndefined();
    }
  });

  it("swaps a minimum above the maximum, and drops a minimum of nothing", () => {
    expect(parse("min=60000&max=20000")).toMatchObject({ min: 20000, max: 60000 });
    expect(parse("min=0").min).toBeUndefined();
    expect(parse("max=0").max).toBe(0);
  });

  it("reads the page as a whole number from 1, else page 1", () => {
    expect(parse("page=3").page).toBe(3);
    for (const bad of ["0", "-1", "1.5", "x", "", "99999999", "2abc"]) expect(parse(`page=${bad}`).page).toBe(1);
  });

  it("takes the first of a parameter that is not repeatable", () => {
    expect(parse("sort=newest&sort=price-desc").sort).toBe("newest");
  });

  it("never throws on hostile input", () => {
    const hostile = ["size=%00", "min=%F0%9F%98%80", `size=${"M".repeat(5000)}`, "page=%E2%80%AE", "sale=\u0000"];
    for (const search of hostile) expect(() => parse(search)).not.toThrow();
  });
});

describe("parseNaira", () => {
  it("is undefined for a missing value", () => {
    expect(parseNaira(null)).toBeUndefined();
  });
});

describe("listingSearchParams", () => {
  it("writes the normal form: known order, no defaults", () => {
    const query = { ...emptyQuery, garments: ["set", "dress"], sizes: ["XL", "M"], sort: "newest", page: 1 } as const;
    expect(listingSearchParams({ ...query, garments: [...query.garments], sizes: [...query.sizes] }).toString()).toBe(
      "size=M&size=XL&garment=dress&garment=set&sort=newest",
    );
    expect(listingSearchParams(emptyQuery).toString()).toBe("");
  });

  it("reads back what it wrote", () => {
    const search =
      "size=S&min=1000&max=2000&stock=now&stock=made&sale=1&collection=naledi&garment=blouse&sort=price-desc&page=4";
    expect(listingSearchParams(parse(search)).toString()).toBe(search);
  });
});

describe("hasListingParams", () => {
  it("is true for any of the listing's names, even with a bad value, and false for others", () => {
    expect(hasListingParams(new URLSearchParams("size=huge"))).toBe(true);
    expect(hasListingParams(new URLSearchParams("page="))).toBe(true);
    expect(hasListingParams(new URLSearchParams("utm_source=x&q=dress"))).toBe(false);
  });
});

describe("listingParamsAsGiven", () => {
  it("keeps the listing's parameters as they came, in their order, others left out", () => {
    expect(listingParamsAsGiven(new URLSearchParams("q=x&max=&size=M&utm=1&min="))).toBe("max=&size=M&min=");
  });
});

describe("isFiltered", () => {
  it("counts filters, not the order or the page", () => {
    expect(isFiltered(parse("sort=newest&page=2"))).toBe(false);
    for (const search of ["size=M", "min=1", "max=1", "stock=now", "sale=1", "collection=naledi", "garment=dress"]) {
      expect(isFiltered(parse(search))).toBe(true);
    }
  });
});
