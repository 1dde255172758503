import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { visitorAddress } from "./support/visitor";

const SCREEN = "/admin/products/9/photos";
const phone = { width: 390, height: 844 };

/** Two photos of colours of their own (so neither is already the product's): one from a phone, sideways, with GPS. */
async function twoPhotos() {
  const colour = () => ({ r: randomInt(256), g: randomInt(256), b: randomInt(256) });
  const fromPhone = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour() } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: "GPS 6.5244 N 3.3792 E" },
      IFD3: { GPSLatitudeRef: "N", GPSMapDatum: "WGS-84" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const exported = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: colour() } })
    .png()
    .toBuffer();
  return [
    { name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: fromPhone },
    { name: "back view.png", mimeType: "image/png", buffer: exported },
  ];
}

/** The ids of the photos just added, as the screen's address names them after an upload. */
const addedIds = (page: Page) => new URL(page.url()).searchParams.getAll("added").map(Number);

const card = (page: Page, id: number) => page.locator(`#photo-${id}`);

/** Reloads until each photo is ready (prepared off the request path, in a second or two). */
async function waitUntilReady(page: Page, ids: number[]) {
  await expect(async () => {
    await page.reload();
    for (const id of ids) await expect(card(page, id)).toHaveAttribute("data-status", "ready", { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}

/** Every address a ready photo's thumbnail names answers with the photo, cached for good, without its GPS. */
async function expectServedImmutable(page: Page, id: number) {
  const picture = card(page, id).locator("picture");
  const srcset = await picture.locator("source[type='image/avif']").getAttribute("srcset");
  const src = await picture.locator("img").getAttribute("src");
  const addresses = [src!, ...srcset!.split(", ").map((entry) => entry.split(" ")[0]!)];
  expect(addresses.length).toBeGreaterThanOrEqual(4);
  for (const address of addresses) {
    expect(address).toMatch(/^\/img\/p\/[0-9a-f]{32}\.\d+\.(avif|webp)$/);
    const answer = await page.request.get(address);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers()["content-type"]).toBe(address.endsWith(".avif") ? "image/avif" : "image/webp");
    expect(answer.headers()["etag"]).toBeTruthy();
    const body = await answer.body();
    expect(body.includes("GPS")).toBe(false);
    expect(body.includes("WGS-84")).toBe(false);
  }
  return addresses[0]!;
}

/** Removes a photo through its two-step form; its addresses then answer 404. */
async function remove(page: Page, id: number, address: string) {
  await card(page, id).getByText("Remove…").click();
  await card(page, id)
    .getByRole("button", { name: /Remove this photo/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("The photo is removed.");
  await expect(card(page, id)).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
}

for (const javaScriptEnabled of [false, true]) {
  test(`the owner uploads two photos from her phone ${javaScriptEnabled ? "with" : "without"} JavaScript, and they become ready at addresses cached for good`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: phone,
      javaScriptEnabled,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    try {
      const page = await context.newPage();
      await signIn(page, SCREEN);
      await expect(page.getByRole("heading", { level: 1, name: "Photos of Venus Dress" })).toBeVisible();
      if (javaScriptEnabled) await islandsStarted(page);

      await page.getByLabel("Choose photos").setInputFiles(await twoPhotos());
      if (javaScriptEnabled) {
        await expect(page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(2);
      }
      // With JavaScript the same form goes by XMLHttpRequest (its progress shown) and the page stays.
      await page.evaluate(() => (document.body.dataset.before = "upload"));
      const posted = page.waitForRequest((r) => r.method() === "POST");
      await page.getByRole("button", { name: "Upload photos" }).click();
      expect((await posted).resourceType()).toBe(javaScriptEnabled ? "xhr" : "document");
      await expect(page.getByRole("status")).toHaveText("2 photos added.");
      expect(await page.evaluate(() => document.body.dataset.before ?? null)).toBe(javaScriptEnabled ? "upload" : null);
      // The address names the new photos: updated in place with JavaScript, the redirect's without.
      await expect.poll(() => addedIds(page)).toHaveLength(2);
      const ids = addedIds(page);
      for (const id of ids) await expect(card(page, id)).toHaveAttribute("data-status", /processing|ready/);

      await waitUntilReady(page, ids);
      const [sideways, square] = ids as [number, number];
      await expect(card(page, sideways).locator("img")).toHaveAttribute("width", "900");
      await expect(card(page, sideways).locator("img")).toHaveAttribute("height", "1200");
      await expect(card(page, square).locator("img")).toHaveAttribute("width", "1000");
      const addresses = [await expectServedImmutable(page, sideways), await expectServedImmutable(page, square)];
      // axe runs as a script in the page.
      if (javaScriptEnabled) await expectNoViolations(page, "the photos screen with two photos");

      await remove(page, sideways, addresses[0]!);
      await remove(page, square, addresses[1]!);
    } finally {
      await context.close();
    }
  });
}
