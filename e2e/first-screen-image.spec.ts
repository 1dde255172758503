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
