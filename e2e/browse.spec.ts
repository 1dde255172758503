import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { allProductPagePaths, findProductPageByPath, currentCatalogue, productPath } from "../app/features/catalogue";
import { formatPrice } from "../app/features/currency/money";
import { htmlOf, textOf } from "./support/html";
import { islandsStarted } from "./support/islands";
import { pages } from "./support/routes";

const { products } = currentCatalogue();
const redirects = Object.fromEntries(currentCatalogue().redirects);

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), path).toBe(200);
}

test("every route of the shop answers 200 and shows its heading", async ({ request }) => {
  for (const { path, heading } of pages) {
    const document = await htmlOf(request, path);
    expect(textOf(document.querySelector("h1")), path).toBe(heading);
  }
});

// What each product page's HTML says, read without a browser: its name, exact price and gallery.
const productPaths = allProductPagePaths();
test("product pages show their name and exact price", async ({ request }) => {
  for (const path of productPaths) {
    const { product } = findProductPageByPath(path)!;
    const document = await htmlOf(request, path);
    expect(textOf(document.querySelector("h1")), path).toBe(product.alt);
    expect(textOf(document.querySelector('[data-testid="product-price"]')), path).toContain(formatPrice(product.price));
    expect(document.querySelector(`section[aria-label="Images of ${product.alt}"]`), path).not.toBeNull();
  }
});

test("there is a page for every product but the combo items", () => {
  const expected = products.flatMap((p) => productPath(p) ?? []);
  expect(expected).toHaveLength(57);
  expect(productPaths).toHaveLength(60); // with the three shared pages
  for (const path of expected) expect(productPaths).toContain(path);
});

test("BB Ensemble sells at ₦15,000 with ₦30,000 struck through", async ({ page }) => {
  await open(page, "/hazelbee/shop/bb-ensemble");
  const price = page.getByTestId("product-price");
  await expect(price.locator("s")).toHaveText("Was ₦30,000");
  await expect(price).toContainText("Now ₦15,000");
});

test("the shared pages show their product under their own heading", async ({ page }) => {
  await open(page, "/resurgence/sesame-dress");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sesame Dress");
  await expect(page.getByRole("heading", { level: 2, name: "HazelMuse Styles", exact: true })).toBeVisible();
  await open(page, "/genesis/yellow-dress");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Look 12");
  await expect(page.getByTestId("product-price")).toContainText("₦255,000");
});

test("every old address redirects with 301 to its product page", async ({ page, request }) => {
  expect(Object.keys(redirects)).toHaveLength(7);
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
  await page.goto("/hazelbee/shop/lush-blouse");
  await expect(page).toHaveURL(/\/hazelbee\/shop\/bb-ensemble$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BB Ensemble");
  await page.goto("/mysthique-003");
  await expect(page).toHaveURL(/\/mysthique\/mysthique-003$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mysthique 003");
});

test("an unknown product answers 404 with the error page", async ({ page }) => {
  const response = await page.goto("/naledi/no-such-dress");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
});

test("a product page's Size Guide opens the size guide in a new tab", async ({ page }) => {
  await open(page, "/naledi/orion-dress");
  const link = page.getByRole("main").getByRole("link", { name: /Size Guide/ });
  await expect(link).toHaveAttribute("target", "_blank");
  const [guide] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(guide).toHaveURL(/\/size-guide$/);
  await expect(guide.getByRole("heading", { level: 1, name: "Size Guide" })).toBeVisible();
  await expect(guide.getByRole("link", { name: "Cart" })).toHaveCount(0); // a document of its own: no shop header
  await expect(guide.getByRole("button", { name: "Print this guide" })).toBeVisible();
  for (const size of ["XS", "S", "M", "L", "XL", "2XL", "3XL"]) {
    await expect(guide.getByRole("rowheader", { name: size, exact: true })).toHaveCount(2);
  }
});

test("the Naledi grid has the products anchor and its cards open their page with a full page load", async ({
  page,
}) => {
  await open(page, "/naledi");
  const grid = page.locator("#products");
  await expect(grid.getByRole("listitem")).toHaveCount(9);
  await expect(grid.getByRole("link", { name: "Arcturus Blouse" })).toBeVisible();
  await expect(grid).toContainText("₦160,000");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await grid.getByRole("link", { name: "Orion Dress" }).click();
  await expect(page).toHaveURL(/\/naledi\/orion-dress$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orion Dress");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});

test("the carousel's thumbnails choose its slide", async ({ page }) => {
  await open(page, "/naledi/arcturus-blouse");
  await islandsStarted(page);
  const carousel = page.getByRole("region", { name: "Images of Arcturus Blouse" });
  const thumbs = carousel.getByRole("button");
  await expect(thumbs).toHaveCount(4);
  await carousel.hover(); // pauses the autoplay
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(thumbs.nth(0)).not.toHaveAttribute("aria-current", "true");
});

test("the collections index shows five collections with 450 px pictures", async ({ page }) => {
  await open(page, "/collections");
  for (const name of ["Mysthique", "Genesis", "Naledi", "Resurgence", "Bubble Girl"]) {
    await expect(page.getByRole("link", { name: `${name} Collection`, exact: true })).toBeVisible();
  }
  await expect(page.getByText("View Collection")).toHaveCount(5);
  const picture = page.getByRole("main").getByRole("listitem").first().locator("div").first();
  expect((await picture.boundingBox())?.height).toBe(450);
});

test("the home page links to the collections and to Mysthique", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/collections");
  await expect(page.getByRole("heading", { name: "Latest Collection" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/mysthique");
  await expect(page.getByRole("heading", { name: "The Brand" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("link", { name: "Explore" })).toBeHidden();
});

test("the sub-store pages link as the spec says", async ({ page }) => {
  await open(page, "/hazelbee");
  await expect(page.getByRole("main").getByRole("link", { name: "Shop Now" })).toHaveAttribute(
    "href",
    "/hazelbee/shop",
  );
  await expect(page.getByRole("heading", { name: "Explore Our Collection" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "BB Ensemble" })).toHaveAttribute(
    "href",
    "/hazelbee/shop/bb-ensemble",
  );
  await expect(page.getByRole("heading", { name: "Follow Us On Instagram" })).toBeVisible();

  await open(page, "/hazelbabies");
  await expect(page.getByText("Little Duchess Party Dress")).toBeVisible();
  await expect(page.getByRole("main").getByRole("figure").getByRole("link")).toHaveCount(0);

  await open(page, "/hazellifestyle");
  await page.getByRole("link", { name: "Explore Now" }).click();
  await expect(page).toHaveURL(/#collection$/);
  await expect(page.getByRole("heading", { name: "The Collection" })).toBeInViewport();
});

test("the contact page lists the opening hours and how to reach the shop", async ({ page }) => {
  await open(page, "/contact");
  const main = page.getByRole("main");
  for (const text of ["Mon, Tue, Thu, Fri", "9:30am-6pm WAT", "Wed", "11am-6pm WAT", "Sat", "10am-4:30pm WAT"]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(main).not.toContainText("Sun");
  await expect(main.getByRole("link", { name: /^\+234/ })).toHaveAttribute("href", /^tel:\+234/);
  await expect(main.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
  await expect(main.getByRole("link", { name: /Instagram/ })).toHaveAttribute("target", "_blank");
  await expect(main).toContainText("Port Harcourt");
  await expect(main).toContainText("Bespoke bookings and consultations are made by email");
});

test("the terms state every figure of the policy", async ({ page }) => {
  await open(page, "/terms");
  const main = page.getByRole("main");
  for (const title of [
    "Terms of Service",
    "Delivery",
    "Collection",
    "Refunds / Exchanges",
    "Cancellation / Changes",
    "Guarantee / Disclaimer",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
  }
  for (const figure of [
    "75% non-refundable deposit",
    "at least 24 hours before collection or delivery",
    "7-14 days",
    "30% extra",
    "Sale items need full payment",
    "store credit only, minus a 25% handling/cancellation fee, within 7 days, for sizing issues on non-sale outfits",
    "contact us within 24 hours",
    "within 72 hours (3 days)",
    "within 42 hours",
    "within one month",
    "one week's notice; otherwise the full amount is payable",
    "worldwide for a fee",
  ]) {
    await expect(main, figure).toContainText(figure);
  }
});
