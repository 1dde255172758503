import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { currentCatalogue, productPath } from "../app/features/catalogue";

const { products } = currentCatalogue();
import { formatPrice } from "../app/features/currency/money";
import { daysLabel, hoursLabel } from "../app/features/seo/opening-hours";
import { islandsStarted } from "./support/islands";
import { placeOrder } from "./support/orders";

type Json = Record<string, unknown>;

/** Every JSON-LD object of the page, parsed (a syntax error fails the test). */
async function jsonLd(page: Page): Promise<Json[]> {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  return bodies.map((body) => JSON.parse(body) as Json);
}

async function jsonLdOf(page: Page, type: string): Promise<Json> {
  const found = (await jsonLd(page)).filter((o) => o["@type"] === type);
  expect(found, `one ${type} on ${page.url()}`).toHaveLength(1);
  return found[0]!;
}

const head = (page: Page) => ({
  meta: (attr: "name" | "property", key: string) => page.locator(`head meta[${attr}="${key}"]`),
  canonical: page.locator('head link[rel="canonical"]'),
});

/** An absolute http(s) address whose path is exactly `path`. */
const absolute = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

test("a product page has its title, description, canonical, Open Graph tags and a Product with its naira Offer", async ({
  page,
  request,
}) => {
  const scriptErrors: string[] = [];
  page.on("pageerror", (e) => scriptErrors.push(e.message));
  await page.route(/currency-api|jsdelivr/, (route) => route.fulfill({ status: 404 }));
  page.on(
    "console",
    (m) =>
      m.type() === "error" && !/exchange rates|Failed to load resource/.test(m.text()) && scriptErrors.push(m.text()),
  );
  await page.goto("/hazelbee/shop/bb-ensemble");
  await expect(page).toHaveTitle("BB Ensemble | HazelBee Shop | Hazel");
  const { meta, canonical } = head(page);
  await expect(meta("name", "description")).toHaveAttribute("content", /.{40,}/);
  await expect(canonical).toHaveAttribute("href", absolute("/hazelbee/shop/bb-ensemble"));
  await expect(meta("property", "og:title")).toHaveAttribute("content", "BB Ensemble | HazelBee Shop");
  await expect(meta("property", "og:type")).toHaveAttribute("content", "product");
  await expect(meta("property", "og:site_name")).toHaveAttribute("content", "Hazel");
  await expect(meta("property", "og:url")).toHaveAttribute("content", absolute("/hazelbee/shop/bb-ensemble"));
  await expect(meta("property", "og:description")).toHaveAttribute("content", /.{40,}/);
  await expect(meta("name", "twitter:card")).toHaveAttribute("content", "summary_large_image");
  const ogImage = await meta("property", "og:image").getAttribute("content");
  expect(ogImage).toMatch(absolute("/img/products/bb-ensemble/1.960.webp"));
  // The preview image is a real built file.
  const image = await request.get(new URL(ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");

  const product = await jsonLdOf(page, "Product");
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
  await expect(page.getByRole("main")).toContainText(formatPrice(15000));
  expect(product.image).toEqual(
    expect.arrayContaining([expect.stringMatching(absolute("/img/products/bb-ensemble/1.960.webp"))]),
  );

  const trail = (await jsonLdOf(page, "BreadcrumbList")).itemListElement as Json[];
  expect(trail.map((c) => c.name)).toEqual(["Home", "HazelBee", "BB Ensemble"]);
  // The page's islands start without an error.
  await islandsStarted(page);
  expect(scriptErrors).toEqual([]);
});

test("a page showing another collection's product points search engines at the product's own page", async ({
  page,
}) => {
  await page.goto("/genesis/yellow-dress");
  await expect(head(page).canonical).toHaveAttribute("href", absolute("/resurgence/look-12"));
  expect((await jsonLdOf(page, "Product")).url).toMatch(absolute("/resurgence/look-12"));
});

for (const path of ["/", "/contact"]) {
  test(`${path} describes the shop as a ClothingStore with the contact page's opening hours`, async ({ page }) => {
    await page.goto(path);
    await expect(head(page).canonical).toHaveAttribute("href", absolute(path));
    const store = await jsonLdOf(page, "ClothingStore");
    expect(store).toMatchObject({ name: "Hazel", address: { addressLocality: "Port Harcourt", addressCountry: "NG" } });
    expect(store.telephone).toBeTruthy();
    expect((store.sameAs as string[]).length).toBeGreaterThan(0);

    // The hours in the structured data read exactly as the contact page shows them.
    const spec = store.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
    await page.goto("/contact");
    const shown = page.getByRole("region", { name: "Opening Hours" });
    for (const row of spec) {
      await expect(shown.getByText(daysLabel(row.dayOfWeek), { exact: true })).toBeVisible();
      await expect(shown.getByText(hoursLabel(row), { exact: true })).toBeVisible();
    }
    await expect(shown.locator("dt")).toHaveCount(spec.length);
  });
}

test("a collection listing has a BreadcrumbList, a canonical address and a preview image", async ({ page }) => {
  await page.goto("/naledi");
  await expect(page).toHaveTitle("Naledi Collection | Hazel");
  await expect(head(page).canonical).toHaveAttribute("href", absolute("/naledi"));
  await expect(head(page).meta("property", "og:image")).toHaveAttribute("content", /^https?:\/\/[^/]+\/img\/.+\.webp$/);
  const trail = (await jsonLdOf(page, "BreadcrumbList")).itemListElement as Json[];
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
  test(`${path} has its title, description and canonical address`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(head(page).meta("name", "description")).toHaveAttribute("content", /.{40,}/);
    await expect(head(page).canonical).toHaveAttribute("href", absolute(path));
    await expect(head(page).meta("name", "robots")).toHaveCount(0);
  });
}

test("an order page asks search engines not to index it", async ({ page, request }) => {
  const reference = await placeOrder(request);
  await page.goto(`/order/${reference}`);
  await expect(head(page).meta("name", "robots")).toHaveAttribute("content", "noindex");
  await expect(head(page).canonical).toHaveCount(0);
});
