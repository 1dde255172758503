import { describe, expect, it } from "vitest";
import { errorMeta, noindexMeta, pageMeta } from "./meta";

const page = {
  siteUrl: "https://hazel.ng",
  title: "Naledi Collection",
  description: "Stars.",
  path: "/naledi",
  image: { path: "/img/products/orion-dress/1.960.webp", width: 960, height: 1200, alt: "Naledi Collection" },
  jsonLd: [{ "@type": "BreadcrumbList" }],
};

describe("pageMeta", () => {
  const meta = pageMeta(page);

  it("gives the branded title, the description and an absolute canonical link", () => {
    expect(meta).toContainEqual({ title: "Naledi Collection | Hazel" });
    expect(meta).toContainEqual({ name: "description", content: "Stars." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://hazel.ng/naledi" });
  });

  it("gives the Open Graph and card tags with an absolute image address", () => {
    expect(meta).toEqual(
      expect.arrayContaining([
        { property: "og:site_name", content: "Hazel" },
        { property: "og:type", content: "website" },
        { property: "og:title", content: "Naledi Collection" },
        { property: "og:description", content: "Stars." },
        { property: "og:url", content: "https://hazel.ng/naledi" },
        { property: "og:image", content: "https://hazel.ng/img/products/orion-dress/1.960.webp" },
        { property: "og:image:width", content: "960" },
        { property: "og:image:height", content: "1200" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
  });

  it("writes each structured-data object into its own script", () => {
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "BreadcrumbList" } });
  });

  it("leaves the image tags out when the page has no picture, and says product for products", () => {
    const bare = pageMeta({ ...page, image: undefined, type: "product" });
    expect(bare.some((m) => "property" in m && String(m.property).startsWith("og:image"))).toBe(false);
    expect(bare).toContainEqual({ property: "og:type", content: "product" });
  });
});

describe("noindexMeta and errorMeta", () => {
  it("keep a page out of search results", () => {
    expect(noindexMeta("Cart")).toEqual([{ title: "Cart | Hazel" }, { name: "robots", content: "noindex" }]);
    expect(errorMeta()).toContainEqual({ title: "Unexpected Application Error! | Hazel" });
    expect(errorMeta()).toContainEqual({ name: "robots", content: "noindex" });
  });
});
