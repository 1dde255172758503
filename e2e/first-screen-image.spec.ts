import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// On a phone the first screen's picture is asked for before the islands' scripts, and the
// browser fetches exactly the file the page draws (the preload and the <picture> agree).
test.use({ viewport: { width: 390, height: 844 } });

const pages = [
  { name: "home", path: "/", image: /\/img\/heroes\/home-portrait\.\d+\.avif$/ },
  { name: "listing", path: "/naledi", image: /\/img\/products\/[^/]+\/1\.\d+\.avif$/ },
  { name: "product", path: "/naledi/orion-dress", image: /\/img\/products\/orion-dress\/1\.\d+\.avif$/ },
];

/** Every request's address, in the order the browser made them, until the islands have started. */
async function requestsOf(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname));
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
  return urls;
}

for (const { name, path, image } of pages) {
  test(`${name}: the first screen's picture is requested before any script`, async ({ page }) => {
    const urls = await requestsOf(page, path);
    const firstImage = urls.findIndex((url) => url.startsWith("/img/"));
    const firstScript = urls.findIndex((url) => url.startsWith("/islands/"));
    const stylesheet = urls.findIndex((url) => url.endsWith(".css"));
    expect(urls[firstImage], `${path}: ${urls.join(", ")}`).toMatch(image);
    expect(firstScript, urls.join(", ")).toBeGreaterThan(firstImage);
    // Preloaded from the top of the head: ahead of the stylesheet and the font too.
    expect(stylesheet, urls.join(", ")).toBeGreaterThan(firstImage);
    expect(urls.findIndex((url) => url.endsWith(".woff2"))).toBeGreaterThan(firstImage);
    // The picture drew the preloaded file, fetched once, and no WebP copy of it.
    const drawn = await page.locator('img[fetchpriority="high"]').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(drawn).pathname).toBe(urls[firstImage]);
    expect(urls.filter((url) => url === urls[firstImage])).toHaveLength(1);
    const stem = urls[firstImage]!.replace(/\.\d+\.avif$/, ".");
    expect(urls.filter((url) => url.startsWith(stem) && url.endsWith(".webp"))).toEqual([]);
  });
}

test("home: a phone fetches no picture of the wide hero", async ({ page }) => {
  const urls = await requestsOf(page, "/");
  expect(urls.filter((url) => /\/img\/heroes\/home\.\d+\./.test(url))).toEqual([]);
});

// What is out of the first screen waits for its first paint, so on a slow phone the first screen's
// files have the connection to themselves: the home's latest tiles, a product's other slides and
// its thumbnails, the collections after the first. Without JavaScript they are ordinary pictures.
const later = [
  { name: "home", path: "/", pictures: /\/img\/latest\// },
  { name: "product", path: "/naledi/orion-dress", pictures: /\/img\/products\/orion-dress\// },
  { name: "collections", path: "/collections", pictures: /\/img\/collections\// },
];

for (const { name, path, pictures } of later) {
  test(`${name}: the pictures out of the first screen are asked for after its first paint`, async ({ page }) => {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
    // Every picture of the page's kind but the first screen's own.
    const entries = () =>
      page.evaluate(
        (source) => ({
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          later: performance
            .getEntriesByType("resource")
            .filter((entry) => new RegExp(source).test(new URL(entry.name).pathname))
            .filter(
              (entry) => entry.name !== document.querySelector<HTMLImageElement>("img[fetchpriority=high]")?.currentSrc,
            )
            .map((entry) => entry.startTime),
        }),
        pictures.source,
      );
    await expect.poll(async () => (await entries()).later.length).toBeGreaterThan(0);
    const { paint, later } = await entries();
    for (const start of later) expect(start).toBeGreaterThan(paint);
    // Each is drawn in the place that held its preview.
    await expect(page.locator("[data-later-picture] noscript")).toHaveCount(0);
    expect(await page.locator("[data-later-picture] img").count()).toBeGreaterThan(0);
  });

  test.describe(`${name} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test("shows the pictures out of the first screen as any other", async ({ page }) => {
      await page.goto(path);
      const images = page.locator("[data-later-picture] img");
      expect(await images.count()).toBeGreaterThan(1);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
    });
  });
}
