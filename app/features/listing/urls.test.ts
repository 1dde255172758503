import { describe, expect, it } from "vitest";
import { emptyQuery, parseListingQuery } from "./query";
import { listingSeo } from "./seo";
import { clearHref, listingHref, pageHref, toggleHref } from "./urls";

const q = (search: string) => parseListingQuery(new URLSearchParams(search));
const naledi = { path: "/naledi" };
const search = { path: "/search", fixed: [["q", "green dress"]] as const };

describe("listing addresses", () => {
  it("is the bare path for the empty query, the normal form otherwise", () => {
    expect(listingHref(naledi, emptyQuery)).toBe("/naledi");
    expect(listingHref(naledi, { ...emptyQuery, sizes: ["XL", "S"], sort: "newest" })).toBe(
      "/naledi?size=S&size=XL&sort=newest",
    );
  });

  it("keeps the fixed parameters first", () => {
    expect(listingHref(search, q("size=M"))).toBe("/search?q=green+dress&size=M");
    expect(listingHref(search, emptyQuery)).toBe("/search?q=green+dress");
  });

  it("ticks and unticks a value, back on page 1", () => {
    const query = q("size=M&page=2");
    expect(toggleHref(naledi, query, "size", "S")).toBe("/naledi?size=S&size=M");
    expect(toggleHref(naledi, query, "size", "M")).toBe("/naledi");
    expect(toggleHref(naledi, query, "sale", "1")).toBe("/naledi?size=M&sale=1");
    expect(toggleHref(naledi, q("sale=1"), "sale", "1")).toBe("/naledi");
    expect(toggleHref(naledi, emptyQuery, "stock", "now")).toBe("/naledi?stock=now");
    expect(toggleHref(search, emptyQuery, "collection", "genesis")).toBe("/search?q=green+dress&collection=genesis");
    expect(toggleHref(naledi, q("garment=dress"), "garment", "set")).toBe("/naledi?garment=dress&garment=set");
  });

  it("sets a page, page 1 being the bare address", () => {
    expect(pageHref(naledi, q("size=M"), 2)).toBe("/naledi?size=M&page=2");
    expect(pageHref(naledi, q("page=2"), 1)).toBe("/naledi");
  });

  it("clears the filters and keeps the order", () => {
    expect(clearHref(naledi, q("size=M&min=5&sale=1&sort=price-asc&page=3"))).toBe("/naledi?sort=price-asc");
    expect(clearHref(search, q("size=M"))).toBe("/search?q=green+dress");
  });
});

describe("listingSeo", () => {
  const seo = (search: string, page: number, pageCount: number) =>
    listingSeo(naledi, { query: { ...q(search), page }, page, pageCount });

  it("lists the plain listing as itself", () => {
    expect(seo("", 1, 1)).toEqual({ canonical: "/naledi", robots: "index, follow" });
  });

  it("lists a plain listing's later pages as themselves, with their neighbours", () => {
    expect(seo("", 2, 3)).toEqual({
      canonical: "/naledi?page=2",
      robots: "index, follow",
      prev: "/naledi",
      next: "/naledi?page=3",
    });
    expect(seo("", 1, 2)).toEqual({ canonical: "/naledi", robots: "index, follow", next: "/naledi?page=2" });
  });

  it("keeps a filtered or sorted page out, pointing at the plain listing, its neighbours filtered alike", () => {
    expect(seo("size=M", 2, 2)).toEqual({
      canonical: "/naledi",
      robots: "noindex, follow",
      prev: "/naledi?size=M",
    });
    expect(seo("sort=newest", 1, 1)).toEqual({ canonical: "/naledi", robots: "noindex, follow" });
  });
});
