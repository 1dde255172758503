// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Product } from "~/features/catalogue";
import { product } from "../test-fixtures";
import { listingPageData } from "../listing-page.server";
import { ListingScreenIsland } from "./listing-screen";
import { listingPropsIn } from "./page-props";

const products = Array.from({ length: 100 }, (_, i) =>
  product(i + 1, { price: 10_000 + i * 1000, ...(i % 10 === 0 ? { artwork: null, alt: `Piece ${i} Set` } : {}) }),
);
const toCard = (p: Product) => ({
  id: p.id,
  name: p.alt,
  href: `/search/${p.slug}`,
  price: p.price,
  originalPrice: p.originalPrice,
  image: { key: p.slug, width: 4, height: 5, widths: [320] },
});

function render(search: string) {
  const base = { path: "/search", fixed: [["q", "piece"]] as Array<[string, string]> };
  const data = listingPageData(new Request(`http://shop.test/search${search}`), products, base, { toCard });
  const props = { data, label: "Results for piece", ownOrderLabel: "Relevance" };
  const html = renderToString(<ListingScreenIsland {...props} />);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  return { props, html, doc };
}

describe("the listing screen as the server renders it", () => {
  it("is a GET form to the listing's address keeping its fixed parameters", () => {
    const { doc } = render("?q=piece&size=M&max=50000&garment=set");
    const form = doc.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="q"]')?.value).toBe("piece");
    expect(form.querySelector<HTMLInputElement>('input[name="size"][value="M"]')?.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('input[name="max"]')?.value).toBe("50,000");
    expect(form.querySelector<HTMLSelectElement>('select[name="sort"]')?.value).toBe("owner");
    expect(form.querySelector('option[value="owner"]')?.textContent).toBe("Relevance");
  });

  it("shows each value's count, and a value none of the results would have disabled", () => {
    const { doc } = render("?q=piece&max=10000");
    const label = (value: string) => doc.querySelector(`label[for="listing-filters-garment-${value}"]`)?.textContent;
    expect(label("set")).toBe("Sets(1)");
    expect(label("dress")).toBe("Dresses(0)");
    expect(doc.querySelector<HTMLInputElement>("#listing-filters-garment-dress")?.disabled).toBe(true);
    expect(doc.querySelector<HTMLInputElement>("#listing-filters-garment-set")?.disabled).toBe(false);
    expect(doc.querySelector("#listing-filters-collection-naledi")).not.toBeNull();
  });

  it("links the other pages with rel prev and next and says which pieces it shows", () => {
    const { doc } = render("?q=piece&page=2");
    expect(doc.querySelector("#products-heading")?.textContent).toBe("Results for piece: 49–96 of 100 pieces");
    expect(doc.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe("/search?q=piece");
    expect(doc.querySelector('a[rel="next"]')?.getAttribute("href")).toBe("/search?q=piece&page=3");
    expect(doc.querySelector('a[aria-current="page"]')?.textContent).toBe("Page 2");
    expect(doc.querySelectorAll("#products article")).toHaveLength(48);
  });

  it("lists the filters in force as links that remove them, and one clearing all", () => {
    const { doc } = render("?q=piece&size=M&min=20000&sort=newest");
    const links = [...doc.querySelectorAll('ul[aria-label="Filters in force"] a')].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["Remove Size M", "/search?q=piece&min=20000&sort=newest"],
      ["Remove From ₦20,000", "/search?q=piece&size=M&sort=newest"],
      ["Clear all", "/search?q=piece&sort=newest"],
    ]);
  });

  it("carries its props in its HTML, which the browser reads back from a fetched page", () => {
    const { props, html } = render("?q=piece&size=S");
    expect(listingPropsIn(`<!doctype html><html><body><main>${html}</main></body></html>`)).toEqual(props);
    expect(listingPropsIn("<p>Not a listing</p>")).toBeUndefined();
    expect(
      listingPropsIn('<hazel-island data-island="listing-screen" data-props="{oops"></hazel-island>'),
    ).toBeUndefined();
  });
});
