import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/admin";
import { testOnOwnShop } from "./support/own-shop";
import { phone, visitorAddress } from "./support/visitor";
import { expect } from "./support/test";

// A draft previewed at its future address by the owner alone; its history records photo changes
// and restores an earlier version; on her phone, without JavaScript. A server of its own, since
// these change the catalogue.
const test = testOnOwnShop();

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: phone, javaScriptEnabled: false });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const unique = () => `${test.info().repeatEachIndex}${Date.now().toString(36)}`;
const history = (page: Page) => page.getByRole("region", { name: "History" });
const entry = (page: Page, title: string) =>
  history(page)
    .locator("ol > li")
    .filter({ has: page.getByText(title, { exact: true }) });

/** Where the screenshots for a review go, when asked for. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

const photo = async () => ({
  name: "front.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: randomInt(0, 255), g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer(),
});

test("a draft's preview is the owner's alone; its history records a photo and restores an earlier version", async ({
  page,
  browser,
}) => {
  const name = `History Dress ${unique()}`;
  await signIn(page, "/admin/products");
  await page.goto("/admin/products/new");
  await field(page, "Name").fill(name);
  await field(page, "Collection").selectOption("naledi");
  await field(page, "Price (₦)").fill("35000");
  await field(page, "Description").fill("Cut on the bias, in cotton voile.");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
  const editor = new URL(page.url()).pathname;

  // The owner sees the draft at its future address, marked a preview, kept by no cache.
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(/\/naledi\/history-dress-[a-z0-9]+$/);
  const shopPath = new URL(page.url()).pathname;
  await expect(page.getByText("Draft preview — not yet in the shop")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const again = await page.goto(shopPath);
  expect(again?.status()).toBe(200);
  expect(again?.headers()["cache-control"]).toBe("private, no-store");
  expect(again?.headers()["x-robots-tag"]).toBe("noindex, nofollow");

  // Anyone else: no such page.
  const visitor = await browser.newContext({
    viewport: phone,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const response = await (await visitor.newPage()).goto(shopPath);
  expect(response?.status()).toBe(404);
  await visitor.close();

  // A photo added: its history says so, naming her.
  await page.goto(`${editor}/photos`);
  await page.getByLabel("Choose photos").setInputFiles([await photo()]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page).toHaveURL(/[?&]added=\d+/);
  await page.goto(editor);
  await expect(entry(page, "Photo added")).toContainText(`Photo 1 (the cover): “${name}, photo 1”`);
  await expect(entry(page, "Photo added")).toContainText("You");

  // A later save makes the first version one to restore.
  await field(page, "Description").fill("Cut straight, in linen.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
  const restore = entry(page, "Created").getByRole("button", { name: /^Restore this version/ });
  await expect(restore).toBeVisible();
  await expect(entry(page, "Saved").getByRole("button")).toHaveCount(0);
  await history(page).scrollIntoViewIfNeeded();
  await shot(page, "product-history");

  await restore.click();
  await expect(page.getByRole("status")).toHaveText("The version is restored. The shop shows it within seconds.");
  await expect(field(page, "Description")).toHaveValue("Cut on the bias, in cotton voile.");
  const restored = history(page).locator("ol > li").first();
  await expect(restored).toContainText(/Restored the version of/);
  await expect(restored).toContainText("Description “Cut straight, in linen.” → “Cut on the bias, in cotton voile.”");
  await expect(restored).toContainText("You");
});
