import { expect, test } from "./support/test";
import { currentCatalogue, productPath } from "../app/features/catalogue";
import { formatPrice } from "../app/features/currency/money";
import { daysLabel, hoursLabel } from "../app/features/seo/opening-hours";
import { htmlOf, textOf, type HtmlDocument } from "./support/html";
import { placeOrder } from "./support/orders";

const { products } = currentCatalogue();

type Json = Record<string, unknown>;

/** Every JSON-LD object of the page, parsed (a syntax error fails the test). */
const jsonLd = (document: HtmlDocument): Json[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Json);

function jsonLdOf(document: HtmlDocument, type: string): Json {
  const found = jsonLd(document).filter((o) => o["@type"] === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
}

/** What the page's head tells search engines and link previews. */
const head = (document: HtmlDocument) => ({
  title: textOf(document.querySelector("head title")),
  meta: (attr: "name" | "property", key: string) =>
    document.querySelector(`head meta[${attr}="${key}"]`)?.getAttribute("content") ?? null,
  canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute("href") ?? null,
});

/** An absolute http(s) address whose path is exactly `path`. */
const absolute = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

// What a page's head and structured data say is in its HTML: read without a browser. The scripts
// beside the JSON-LD starting cleanly is console.spec.ts's.
test("a product page has its title, description, canonical, Open Graph tags and a Product with its naira Offer", async ({
  request,
}) => {
  const document = await htmlOf(request, "/hazelbee/shop/bb-ensemble");
  const { title, meta, canonical } = head(document);
  expect(title).toBe("BB Ensemble | HazelBee Shop | Hazel");
  expect(meta("name", "description")).toMatch(/.{40,}/);
  expect(canonical).toMatch(absolute("/hazelbee/shop/bb-ensemble"));
  expect(meta("property", "og:title")).toBe("BB Ensemble | HazelBee Shop");
  expect(meta("property", "og:type")).toBe("product");
  expect(meta("property", "og:site_name")).toBe("Hazel");
  expect(meta("property", "og:url")).toMatch(absolute("/hazelbee/shop/bb-ensemble"));
  expect(meta("property", "og:description")).toMatch(/.{40,}/);
  expect(meta("name", "twitter:card")).toBe("summary_large_image");
  const ogImage = meta("property", "og:image");
  expect(ogImage).toMatch(absolute("/img/products/bb-ensemble/1.960.webp"));
  // The preview image is a real built file.
  const image = await request.get(new URL(ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");

  const product = jsonLdOf(document, "Product");
  expect(product).toMatchObject({
    "@context": "https://schema.org",
    name: "BB Ensemble",
    sku: "42",
    brand: { name: "Hazel" },
  });
  expect(product.url).toMatch(absolute("/hazelbee/shop/bb-ensemble"));
  const offer = product.offers as Json;
  // The price the shopper pays (its Black Friday price), the one the page shows.
  expect(offer).toMatchObject({
    "@type": "Offer",
    priceCurrency: "NGN",
    price: 15000,
    availability: "https://schema.org/InStock",
  });
  expect(textOf(document.querySelector("main"))).toContain(formatPrice(15000));
  expect(product.image).toEqual(
    expect.arrayContaining([expect.stringMatching(absolute("/img/products/bb-ensemble/1.960.webp"))]),
  );

  const trail = jsonLdOf(document, "BreadcrumbList").itemListElement as Json[];
  expect(trail.map((c) => c.name)).toEqual(["Home", "HazelBee", "BB Ensemble"]);
});

test("a page showing another collection's product points search engines at the product's own page", async ({
  request,
}) => {
  const document = await htmlOf(request, "/genesis/yellow-dress");
  expect(head(document).canonical).toMatch(absolute("/resurgence/look-12"));
  expect(jsonLdOf(document, "Product").url).toMatch(absolute("/resurgence/look-12"));
});

for (const path of ["/", "/contact"]) {
  test(`${path} describes the shop as a ClothingStore with the contact page's opening hours`, async ({ request }) => {
    const document = await htmlOf(request, path);
    expect(head(document).canonical).toMatch(absolute(path));
    const store = jsonLdOf(document, "ClothingStore");
    expect(store).toMatchObject({ name: "Hazel", address: { addressLocality: "Port Harcourt", addressCountry: "NG" } });
    expect(store.telephone).toBeTruthy();
    expect((store.sameAs as string[]).length).toBeGreaterThan(0);

    // The hours in the structured data read exactly as the contact page shows them, row by row.
    const spec = store.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
    const contact = await htmlOf(request, "/contact");
    const shown = [...contact.querySelectorAll("section")].find(
      (s) => textOf(contact.getElementById(s.getAttribute("aria-labelledby") ?? "")) === "Opening Hours",
    );
    const rows = [...(shown?.querySelectorAll("dt") ?? [])].map((dt) => [textOf(dt), textOf(dt.nextElementSibling)]);
    expect(rows).toEqual(spec.map((row) => [daysLabel(row.dayOfWeek), hoursLabel(row)]));
  });
}

test("a collection listing has a BreadcrumbList, a canonical address and a preview image", async ({ request }) => {
  const document = await htmlOf(request, "/naledi");
  const { title, meta, canonical } = head(document);
  expect(title).toBe("Naledi Collection | Hazel");
  expect(canonical).toMatch(absolute("/naledi"));
  expect(meta("property", "og:image")).toMatch(/^https?:\/\/[^/]+\/img\/.+\.webp$/);
  const trail = jsonLdOf(document, "BreadcrumbList").itemListElement as Json[];
  expect(trail).toHaveLength(2);
  expect(trail[0]).toMatchObject({ position: 1, name: "Home", item: expect.stringMatching(absolute("/")) });
  expect(trail[1]).toMatchObject({ position: 2, name: "Naledi", item: expect.stringMatching(absolute("/naledi")) });
});

test("/sitemap.xml lists every product page at its absolute address, and no cart or checkout", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  for (const loc of locs) expect(loc).toMatch(/^https?:\/\/[^/]+\//);
  const paths = locs.map((loc) => new URL(loc).pathname);
  const productPages = products.flatMap((p) => productPath(p) ?? []);
  expect(productPages.length).toBeGreaterThan(50);
  for (const path of [...productPages, "/", "/collections", "/naledi", "/hazelbee/shop", "/contact", "/terms"]) {
    expect(paths).toContain(path);
  }
  for (const path of paths) expect(path).not.toMatch(/^\/(cart|checkout|order|api)(\/|$)/);
  expect(new Set(paths).size).toBe(paths.length);
});

test("/robots.txt allows the shop, keeps crawlers out of the API, orders and the owner's page, and names the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines).toEqual(
    expect.arrayContaining(["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /order/", "Disallow: /admin"]),
  );
  expect(lines).not.toContain("Disallow: /cart");
  expect(lines.find((l) => l.startsWith("Sitemap: "))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
});

for (const [path, title] of [
  ["/cart", "Cart | Hazel"],
  ["/checkout", "Checkout | Hazel"],
] as const) {
  test(`${path} has its title, description and canonical address`, async ({ request }) => {
    const { title: shown, meta, canonical } = head(await htmlOf(request, path));
    expect(shown).toBe(title);
    expect(meta("name", "description")).toMatch(/.{40,}/);
    expect(canonical).toMatch(absolute(path));
    expect(meta("name", "robots")).toBeNull();
  });
}

test("an order page asks search engines not to index it", async ({ request }) => {
  const reference = await placeOrder(request);
  const { meta, canonical } = head(await htmlOf(request, `/order/${reference}`));
  expect(meta("name", "robots")).toBe("noindex");
  expect(canonical).toBeNull();
});
