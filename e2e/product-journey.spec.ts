import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/admin";
import { islandsStarted, openPage } from "./support/islands";
import { fillBilling, shopper } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A server of its own, in demo mode (no Paystack keys: a labelled test payment): the product made
// here changes the catalogue, and the shared server's pages must stay as the other specs expect them.
const test = testOnOwnShop({ PAYSTACK_PUBLIC_KEY: "", PAYSTACK_SECRET_KEY: "" });

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Two photos of colours of their own, as a phone and a laptop would send them. */
async function twoPhotos() {
  const colour = () => ({ r: randomInt(256), g: randomInt(256), b: randomInt(256) });
  const front = await sharp({ create: { width: 900, height: 1200, channels: 3, background: colour() } })
    .jpeg()
    .toBuffer();
  const back = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: colour() } })
    .png()
    .toBuffer();
  return [
    { name: "IMG_3001.JPG", mimeType: "image/jpeg", buffer: front },
    { name: "back.png", mimeType: "image/png", buffer: back },
  ];
}

/** The stored photo an address of one of its sizes names (/img/p/<key>.<width>.<format>). */
const photoKey = (address: string | null) => /^\/img\/p\/([0-9a-f]{32})\.\d+\.(avif|webp)$/.exec(address ?? "")?.[1];

/** Reloads until the page's islands have started and `check` passes: the shop follows a save within seconds. */
async function reloadUntil(page: Page, address: string, check: () => Promise<void>, timeout = 10_000) {
  await expect(async () => {
    await openPage(page, address);
    await check();
  }).toPass({ timeout });
}

test("the owner adds a ready-to-wear dress with two photos on her phone; it sells, its price and address change, the last piece sells once", async ({
  page,
  shop,
}) => {
  test.setTimeout(120_000);
  const stamp = `${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  const name = `Journey Dress ${stamp}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  let editor = "";
  let photoKeys: string[] = [];

  await test.step("she creates the dress, ready to wear with one piece of M, adds two photos and publishes it", async () => {
    await signIn(page, "/admin/products/new");
    await field(page, "Name").fill(name);
    await field(page, "Collection").selectOption("hazelbee");
    await field(page, "Price (₦)").fill("41,000");
    await field(page, "Made to order").uncheck();
    await field(page, "Stock of M").fill("1");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
    editor = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(field(page, "Address")).toHaveValue(slug);
    await expect(field(page, "Made to order")).not.toBeChecked();
    await expect(field(page, "Stock of M")).toHaveValue("1");

    await page.getByRole("link", { name: "Photos", exact: true }).click();
    await expect(page).toHaveURL(`${editor}/photos`);
    await expect(page.getByRole("heading", { level: 1, name: `Photos of ${name}` })).toBeVisible();
    await islandsStarted(page);
    await page.getByLabel("Choose photos").setInputFiles(await twoPhotos());
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status")).toHaveText("2 photos added.");
    await expect.poll(() => new URL(page.url()).searchParams.getAll("added")).toHaveLength(2);
    const ids = new URL(page.url()).searchParams.getAll("added");
    // Prepared off the request path: ready in a second or two.
    await expect(async () => {
      await page.reload();
      for (const id of ids) {
        await expect(page.locator(`#photo-${id}`)).toHaveAttribute("data-status", "ready", { timeout: 500 });
      }
    }).toPass({ timeout: 30_000 });
    photoKeys = [];
    for (const id of ids) {
      const key = photoKey(await page.locator(`#photo-${id} img`).getAttribute("src"));
      expect(key).toBeTruthy();
      photoKeys.push(key!);
    }

    await page.goto(editor);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
  });

  const productPath = `/hazelbee/shop/${slug}`;

  await test.step("a shopper finds it on its listing within seconds, with its photos and one piece of M left", async () => {
    const card = page.getByRole("link", { name, exact: true });
    await reloadUntil(page, "/hazelbee/shop", () => expect(card).toBeVisible({ timeout: 500 }), 5_000);
    await expect(card).toHaveAttribute("href", productPath);
    await card.click();
    await expect(page).toHaveURL(productPath);
    await islandsStarted(page);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("product-price")).toHaveText("₦41,000");

    const gallery = page.getByRole("region", { name: `Images of ${name}` });
    const slides = gallery.locator("[aria-roledescription='slide'] img");
    await expect(slides).toHaveCount(2);
    const shown = await slides.evaluateAll((images) => images.map((i) => i.getAttribute("src")));
    expect(shown.map(photoKey)).toEqual(photoKeys);
    for (const address of shown) expect((await page.request.get(address!)).status()).toBe(200);

    await expect(page.getByRole("radio", { name: "M, only 1 left" })).toBeAttached();
  });

  let reference = "";

  await test.step("she buys it in M with the test payment; the order is paid", async () => {
    await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");

    await openPage(page, "/checkout");
    const summary = page.getByRole("region", { name: "Your order" });
    const item = summary.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("₦41,000");
    await expect(item).toContainText("Size: M");
    await fillBilling(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Test payment" });
    await expect(dialog).toContainText("₦41,000");
    await dialog.getByRole("button", { name: "Pay (test)" }).click();

    await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
    reference = page.url().split("/").pop()!;
    await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
    await expect(page.getByRole("region", { name: "Items" })).toContainText(name);
    await expect(page.getByRole("region", { name: "Items" })).toContainText("Total₦41,000");
  });

  await test.step("she changes its price: the shop shows the new one within seconds, the placed order keeps the old", async () => {
    await page.goto(editor);
    await field(page, "Price (₦)").fill("47,000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");

    await reloadUntil(page, productPath, () =>
      expect(page.getByTestId("product-price")).toHaveText("₦47,000", { timeout: 500 }),
    );
    // The piece sold: M is sold out now, and the new price did not bring it back.
    await expect(page.getByRole("radio", { name: "M, sold out" })).toBeDisabled();

    await openPage(page, `/order/${reference}`);
    const items = page.getByRole("region", { name: "Items" });
    await expect(items).toContainText(name);
    await expect(items).toContainText("Total₦41,000");
    await expect(items).not.toContainText("47,000");

    await page.goto(`/admin/orders/${reference}`);
    const line = page.getByRole("region", { name: "Items" }).getByRole("listitem").filter({ hasText: name });
    await expect(line).toContainText("Size M · 1 × ₦41,000");
    await expect(line).not.toContainText("47,000");
  });

  const renamed = `${name} Gown`;
  const renamedPath = `/hazelbee/shop/${slug}-gown`;

  await test.step("she renames it: the old address sends shoppers on with a 301, the new one shows the new name", async () => {
    await page.goto(editor);
    await field(page, "Name").fill(renamed);
    await field(page, "Address").fill(`${slug}-gown`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();

    await expect
      .poll(async () => {
        const answer = await page.request.get(productPath, { maxRedirects: 0 });
        return { status: answer.status(), location: answer.headers()["location"] };
      })
      .toEqual({ status: 301, location: renamedPath });
    const answer = await page.request.get(renamedPath);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(renamed);
    await openPage(page, productPath);
    await expect(page).toHaveURL(renamedPath);
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  });

  await test.step("the last piece of L is ordered twice at once: one order is placed, the other refused naming the piece", async () => {
    await page.goto(editor);
    await field(page, "Stock of L").fill("1");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
    await reloadUntil(page, renamedPath, () =>
      expect(page.getByRole("radio", { name: "L, only 1 left" })).toBeAttached({ timeout: 500 }),
    );

    const productId = Number(editor.split("/").pop());
    const order = () =>
      page.request.post("/api/orders", {
        headers: { Origin: shop.url },
        data: { customer: shopper(), lines: [{ productId, size: "L", quantity: 1 }] },
      });
    const answers = await Promise.all([order(), order()]);
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((a) => a.status() === 409)!;
    expect(await refused.json()).toEqual({
      error: expect.stringContaining(`${renamed} in size L has sold out`),
      unavailable: [{ productId, name: renamed, size: "L", quantity: 1, soldOut: true }],
    });
    const placed = answers.find((a) => a.status() === 201)!;
    expect(await placed.json()).toMatchObject({ reference: expect.stringMatching(/^HZL-/) });

    // The held piece: L shows as sold out until the order is paid or let go.
    await reloadUntil(page, renamedPath, () =>
      expect(page.getByRole("radio", { name: "L, sold out" })).toBeDisabled({ timeout: 500 }),
    );
  });
});
