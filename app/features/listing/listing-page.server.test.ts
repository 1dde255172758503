import { describe, expect, it } from "vitest";
import { product } from "./test-fixtures";
import { listingPageData } from "./listing-page.server";
import { LISTING_FACETS } from "./view";
import type { Product } from "~/features/catalogue";

const products = Array.from({ length: 60 }, (_, i) => product(i + 1, { price: 10_000 + i * 1000 }));
const toCard = (p: Product) => ({
  id: p.id,
  name: p.alt,
  href: `/naledi/${p.slug}`,
  price: p.price,
  originalPrice: p.originalPrice,
  image: { key: p.slug, width: 4, height: 5, widths: [320] },
});
const naledi = { path: "/naledi" };
const page = (search: string, base: { path: string; fixed?: Array<[string, string]> } = naledi) =>
  listingPageData(new Request(`http://shop.test${base.path}${search}`), products, base, {
    toCard,
    facets: LISTING_FACETS,
  });

/** The address a listing request is sent on to, or undefined when it is answered. */
function redirected(search: string, base?: { path: string; fixed?: Array<[string, string]> }) {
  try {
    page(search, base);
    return undefined;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Cache-Control")).toBe("public, max-age=60");
    return thrown.headers.get("Location");
  }
}

describe("listingPageData", () => {
  it("gives a page's cards, facets, count, pages and search-engine rules", () => {
    const data = page("?max=40000");
    expect(data).toMatchObject({ total: 31, page: 1, pageCount: 1 });
    expect(data.items).toHaveLength(31);
    expect(data.seo).toEqual({ canonical: "/naledi", robots: "noindex, follow" });
    const second = page("?page=2");
    expect(second).toMatchObject({ total: 60, page: 2, pageCount: 2, base: naledi });
    expect(second.items.map((c) => c.id)).toEqual([49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(second.seo).toEqual({ canonical: "/naledi?page=2", robots: "index, follow", prev: "/naledi" });
    expect(second.facets.map((f) => f.name)).toEqual(["size", "stock", "garment"]);
  });

  it("answers an address in normal form, whatever other parameters it has", () => {
    expect(redirected("")).toBeUndefined();
    expect(redirected("?size=M&max=40000&sort=price-asc")).toBeUndefined();
    expect(redirected("?utm_source=x&size=M")).toBeUndefined();
  });

  it("sends an address not in normal form on to the one it means, other parameters dropped", () => {
    expect(redirected("?min=&max=&sort=owner")).toBe("/naledi");
    expect(redirected("?max=40,000&size=M&utm=1")).toBe("/naledi?size=M&max=40000");
    expect(redirected("?size=M&size=M")).toBe("/naledi?size=M");
    expect(redirected("?size=huge&page=0")).toBe("/naledi");
    expect(redirected("?collection=genesis")).toBe("/naledi");
    expect(redirected("?page=1")).toBe("/naledi");
  });

  it("sends a page past the last to the last", () => {
    expect(redirected("?page=3")).toBe("/naledi?page=2");
    expect(redirected("?max=1&page=2")).toBe("/naledi?max=1");
  });

  it("keeps the fixed parameters of search results", () => {
    const search = { path: "/search", fixed: [["q", "dress"]] as Array<[string, string]> };
    expect(redirected("?q=dress&min=", search)).toBe("/search?q=dress");
    expect(page("?q=dress&size=M", search).seo).toEqual({
      canonical: "/search?q=dress",
      robots: "noindex, follow",
      next: "/search?q=dress&size=M&page=2",
    });
  });
});
