import { describe, expect, it } from "vitest";
import { filterUses, normalisedSearch } from "./filter-uses";
import { emptyQuery, parseListingQuery } from "./query";

describe("the filters a listing was narrowed by", () => {
  it("names each filter of the address once, in words", () => {
    const q = parseListingQuery(
      new URLSearchParams("size=M&size=L&min=20000&max=60000&stock=made&sale=1&garment=dress&sort=newest"),
    );
    expect(filterUses(q)).toEqual([
      { filter: "size", value: "M" },
      { filter: "size", value: "L" },
      { filter: "price", value: "from ₦20,000 up to ₦60,000" },
      { filter: "stock", value: "made to order" },
      { filter: "sale", value: "on sale" },
      { filter: "garment", value: "dress" },
    ]);
  });

  it("counts nothing for the order alone or a later page", () => {
    expect(filterUses({ ...emptyQuery, sort: "price-asc" })).toEqual([]);
    expect(filterUses({ ...emptyQuery, sizes: ["M"], page: 2 })).toEqual([]);
    expect(filterUses({ ...emptyQuery, max: 40_000 })).toEqual([{ filter: "price", value: "up to ₦40,000" }]);
  });

  it("counts a search the same however it was typed", () => {
    expect(normalisedSearch("  Orian   DRES ")).toBe("orian dres");
    expect(normalisedSearch("x".repeat(150))).toHaveLength(100);
  });
});
