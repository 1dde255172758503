import type { Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { openPage } from "./support/islands";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A piece the owner publishes before its first photo: every page shows the same neutral
// placeholder, saying so, and every picture address they use answers. A server of its own, since
// it changes the catalogue.
const test = testOnOwnShop();

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Every picture address the page's images name: each `src` and each `srcset` entry. */
async function pictureAddresses(page: Page): Promise<string[]> {
  const found = await page.locator("img, picture source").evaluateAll((elements) =>
    elements.flatMap((element) => {
      const src = element.getAttribute("src");
      const srcset = element.getAttribute("srcset") ?? "";
      const listed = srcset
        .split(",")
        .map((entry) => entry.trim().split(/\s+/)[0] ?? "")
        .filter(Boolean);
      return [...(src ? [src] : []), ...listed];
    }),
  );
  return [...new Set(found.filter((address) => !address.startsWith("data:")))];
}

/** Each picture address answers 200; the addresses, to look at. */
async function expectAllAnswer(page: Page, where: string): Promise<string[]> {
  const addresses = await pictureAddresses(page);
  for (const address of addresses) {
    const answer = await page.request.get(address);
    expect(answer.status(), `${address} on ${where}`).toBe(200);
  }
  return addresses;
}

/** The placeholder image of the piece: fixed size, saying there is no photo yet. */
async function expectPlaceholder(page: Page, name: string) {
  const image = page.getByRole("img", { name: `No photo of ${name} yet` }).first();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/img\/placeholders\/no-photo\.\d+\.webp$/);
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
}

test("a new dress published without a photo shows a neutral placeholder on every page, and every picture address answers", async ({
  page,
}) => {
  const stamp = `${test.info().repeatEachIndex}${Date.now().toString(36)}`;
  const name = `Plain Dress ${stamp}`;
  await signIn(page, "/admin/products/new");
  await field(page, "Name").fill(name);
  await field(page, "Collection").selectOption("naledi");
  await field(page, "Price (₦)").fill("35000");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toHaveAccessibleDescription(/^No photo yet/);
  await publish.click();
  await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");

  // Its listing, within seconds of publishing.
  const listing = "/naledi";
  const card = page.getByRole("link", { name, exact: true });
  await expect(async () => {
    await openPage(page, listing);
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expectPlaceholder(page, name);
  const seen = await expectAllAnswer(page, "the listing");
  const productPath = (await card.getAttribute("href"))!;

  await openPage(page, productPath);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const gallery = page.getByRole("region", { name: `Images of ${name}` });
  const slides = gallery.locator("[aria-roledescription='slide'] img");
  await expect(slides).toHaveCount(1);
  await expect(slides.first()).toHaveAttribute("alt", `No photo of ${name} yet`);
  await expectPlaceholder(page, name);
  seen.push(...(await expectAllAnswer(page, "the product page")));

  await openPage(page, `/search?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expectPlaceholder(page, name);
  seen.push(...(await expectAllAnswer(page, "the search page")));

  await openPage(page, productPath);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");

  await openPage(page, "/cart");
  await expectPlaceholder(page, name);
  seen.push(...(await expectAllAnswer(page, "the cart")));

  await openPage(page, "/checkout");
  const summary = page.getByRole("region", { name: "Your order" });
  const line = summary.getByRole("listitem").filter({ hasText: name });
  await expect(line.locator("img")).toHaveAttribute("src", /^\/img\/placeholders\/no-photo\.\d+\.webp$/);
  await expect(line.locator("img")).toHaveAttribute("width", "64");
  await expect(line.locator("img")).toHaveAttribute("height", "80");
  seen.push(...(await expectAllAnswer(page, "the checkout")));

  // No other garment's artwork nor a collection's cover stands in for it anywhere it is shown.
  expect(seen.filter((address) => address.includes("/collections/"))).toEqual([]);
});
