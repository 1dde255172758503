import { describe, expect, it } from "vitest";
import { allProductPagePaths, findProductPageByPath } from "~/features/catalogue";
import { prerenderPaths, prerenderTargets } from "~/prerender";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

describe("sitemapPaths", () => {
  const paths = sitemapPaths(prerenderTargets());

  it("lists every pre-rendered page at its canonical address, once", () => {
    const canonical = prerenderPaths().filter((p) => (findProductPageByPath(p)?.canonicalPath ?? p) === p);
    expect(paths).toEqual(canonical);
    expect(paths).toContain("/");
    expect(paths).toContain("/naledi/orion-dress");
    expect(paths).toContain("/resurgence/look-12");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out pages that show a product whose own page is elsewhere", () => {
    expect(paths).not.toContain("/genesis/yellow-dress");
    expect(paths).not.toContain("/resurgence/sesame-dress");
    expect(paths).toContain("/genesis/sesame-dress");
    expect(allProductPagePaths().filter((p) => !paths.includes(p))).toHaveLength(3);
  });

  it("never lists the files themselves, the cart, the checkout, orders or the API", () => {
    expect(
      sitemapPaths(["/sitemap.xml", "/robots.txt", "/cart", "/checkout", "/order/HZ-1", "/api/orders", "/terms"]),
    ).toEqual(["/terms"]);
  });
});

describe("sitemapXml", () => {
  it("writes absolute, escaped addresses in the sitemaps.org format", () => {
    const xml = sitemapXml("https://hazel.ng", ["/", "/a&b"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<url><loc>https://hazel.ng/</loc></url>");
    expect(xml).toContain("<loc>https://hazel.ng/a&amp;b</loc>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});

describe("robotsTxt", () => {
  it("allows everything but the API, orders and the owner's page, and names the sitemap", () => {
    expect(robotsTxt("https://hazel.ng")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /order/",
        "Disallow: /admin",
        "",
        "Sitemap: https://hazel.ng/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
