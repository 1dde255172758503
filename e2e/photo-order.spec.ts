import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/admin";
import { islandsStarted, openPage } from "./support/islands";
import { testOnOwnShop } from "./support/own-shop";
import { visitorAddress } from "./support/visitor";
import { expect } from "./support/test";

// The photos screen on her phone: it shows new photos ready by itself, then stops asking; each
// photo keeps its own description when she reorders them, on the screen and in the shop. A server
// of its own, since these change the catalogue.
const test = testOnOwnShop();

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const card = (page: Page, id: number) => page.locator(`#photo-${id}`);
const altField = (page: Page, id: number) => page.locator(`#photo-${id}-alt`);

/** A grainy photo (slow enough to prepare that the screen first shows it processing), of a colour of its own. */
const photo = async (name: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({
    create: {
      width: 1200,
      height: 1500,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: randomInt(60, 200), sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer(),
});

/** Creates a draft in Naledi; returns its editor's path. */
async function createDraft(page: Page, name: string) {
  await page.goto("/admin/products/new");
  await field(page, "Name").fill(name);
  await field(page, "Collection").selectOption("naledi");
  await field(page, "Price (₦)").fill("38000");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
  return new URL(page.url()).pathname;
}

async function saveAlt(page: Page, id: number, alt: string) {
  await altField(page, id).fill(alt);
  await card(page, id).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("The description is saved.");
}

for (const javaScriptEnabled of [false, true]) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript, the photos screen shows new photos ready by itself and stops; each photo keeps its description when reordered`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled,
      baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    try {
      const page = await context.newPage();
      const name = `Order Dress ${test.info().repeatEachIndex}${Date.now().toString(36)}`;
      await signIn(page, "/admin/products");
      const editor = await createDraft(page, name);
      await page.goto(`${editor}/photos`);
      if (javaScriptEnabled) await islandsStarted(page);

      await page.getByLabel("Choose photos").setInputFiles([await photo("front.jpg"), await photo("back.jpg")]);
      await page.getByRole("button", { name: "Upload photos" }).click();
      // Each photo is cleaned as it arrives, on a machine other work shares.
      await expect(page.getByRole("status")).toHaveText("2 photos added.", { timeout: 30_000 });
      await expect.poll(() => new URL(page.url()).searchParams.getAll("added")).toHaveLength(2);
      const [front, back] = new URL(page.url()).searchParams.getAll("added").map(Number) as [number, number];
      // The first may be ready already; the last came in just before the answer.
      await expect(card(page, back)).toHaveAttribute("data-status", "processing");

      if (javaScriptEnabled) {
        // Its script asks again and updates the cards in place: the page is never reloaded.
        await page.evaluate(() => (document.body.dataset.kept = "yes"));
        await expect(page.locator("form[data-refreshing='true']")).toHaveCount(1);
      } else {
        await expect(page.locator("noscript meta[http-equiv='refresh']")).toHaveCount(1);
      }
      for (const id of [front, back]) {
        await expect(card(page, id)).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
        await expect(card(page, id).locator("img")).toHaveAttribute("src", /^\/img\/p\/[0-9a-f]{32}\.\d+\.webp$/);
        await expect(card(page, id)).toContainText("Ready");
      }
      await expect(page.getByText("this page shows them as soon as they are ready")).toHaveCount(0);
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => document.body.dataset.kept)).toBe("yes");
        // Nothing left to wait for: it stops asking.
        await expect(page.locator("form[data-refreshing='false']")).toHaveCount(1);
      } else {
        // Nothing left to wait for: the page no longer reloads itself.
        await expect(page.locator("meta[http-equiv='refresh']")).toHaveCount(0);
      }

      const frontAlt = `${name} from the front, in green silk`;
      const backAlt = `${name} from the back, the tie undone`;
      await saveAlt(page, front, frontAlt);
      await saveAlt(page, back, backAlt);

      await card(page, back).getByRole("button", { name: "Move up" }).click();
      await expect(page.getByRole("status")).toHaveText("The photo moved up.");
      await expect(page.locator("#photos-list li")).toHaveCount(2);
      await expect(page.locator("#photos-list li").first()).toHaveAttribute("id", `photo-${back}`);
      await expect(card(page, back).getByRole("heading", { name: "Cover photo" })).toBeVisible();
      await expect(altField(page, back)).toHaveValue(backAlt);
      await expect(altField(page, front)).toHaveValue(frontAlt);
      // A reload (which restores typed values in place) shows each photo with its own still.
      await page.reload();
      await expect(altField(page, back)).toHaveValue(backAlt);
      await expect(altField(page, front)).toHaveValue(frontAlt);

      await card(page, back).getByRole("button", { name: "Move down" }).click();
      await expect(page.locator("#photos-list li").first()).toHaveAttribute("id", `photo-${front}`);
      await expect(altField(page, front)).toHaveValue(frontAlt);
      await expect(altField(page, back)).toHaveValue(backAlt);
      await card(page, back).getByRole("button", { name: "Make cover" }).click();
      await expect(page.locator("#photos-list li").first()).toHaveAttribute("id", `photo-${back}`);

      // In the shop, the back view first, each described by its own text.
      await page.goto(editor);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
      const shopper = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL });
      try {
        const slides = shopper
          .getByRole("region", { name: `Images of ${name}` })
          .locator("[aria-roledescription='slide'] img");
        // Published pages are rebuilt within seconds: ask the collection again until it lists the dress.
        const link = shopper.getByRole("link", { name, exact: true });
        await expect(async () => {
          await openPage(shopper, "/naledi");
          await expect(link).toHaveCount(1, { timeout: 1_000 });
        }).toPass({ timeout: 30_000 });
        await link.click();
        await expect(slides).toHaveCount(2);
        expect(await slides.evaluateAll((images) => images.map((i) => i.getAttribute("alt")))).toEqual([
          backAlt,
          frontAlt,
        ]);
      } finally {
        await shopper.close();
      }
    } finally {
      await context.close();
    }
  });
}
