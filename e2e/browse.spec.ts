import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { allProductPagePaths, findProductPageByPath, currentCatalogue, productPath } from "../app/features/catalogue";
import { formatPrice } from "../app/features/currency/money";
import { htmlOf, parseHtml, textOf } from "./support/html";
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

test("BB Ensemble sells at ₦15,000 with ₦30,000 struck through", async ({ request }) => {
  const price = (await htmlOf(request, "/hazelbee/shop/bb-ensemble")).querySelector('[data-testid="product-price"]');
  expect(textOf(price?.querySelector("s") ?? null)).toBe("Was ₦30,000");
  expect(textOf(price)).toContain("Now ₦15,000");
});

test("the shared pages show their product under their own heading", async ({ request }) => {
  const sesame = await htmlOf(request, "/resurgence/sesame-dress");
  expect(textOf(sesame.querySelector("h1"))).toBe("Sesame Dress");
  expect([...sesame.querySelectorAll("h2")].map(textOf)).toContain("HazelMuse Styles");
  const look = await htmlOf(request, "/genesis/yellow-dress");
  expect(textOf(look.querySelector("h1"))).toBe("Look 12");
  expect(textOf(look.querySelector('[data-testid="product-price"]'))).toContain("₦255,000");
});

test("every old address redirects with 301 to its product page", async ({ request }) => {
  expect(Object.keys(redirects)).toHaveLength(7);
  for (const [from, to] of Object.entries(redirects)) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
  for (const [from, to, heading] of [
    ["/hazelbee/shop/lush-blouse", "/hazelbee/shop/bb-ensemble", "BB Ensemble"],
    ["/mysthique-003", "/mysthique/mysthique-003", "Mysthique 003"],
  ]) {
    const followed = await request.get(from!);
    expect(new URL(followed.url()).pathname, from).toBe(to);
    expect(textOf(parseHtml(await followed.text()).querySelector("h1")), from).toBe(heading);
  }
});

test("an unknown product answers 404 with the error page", async ({ request }) => {
  const response = await request.get("/naledi/no-such-dress");
  expect(response.status()).toBe(404);
  expect(textOf(parseHtml(await response.text()).querySelector("h1"))).toBe("Unexpected Application Error!");
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

test("the contact page lists the opening hours and how to reach the shop", async ({ request }) => {
  const main = (await htmlOf(request, "/contact")).querySelector("main")!;
  const texts = [...main.querySelectorAll("*")].filter((e) => e.children.length === 0).map(textOf);
  for (const text of ["Mon, Tue, Thu, Fri", "9:30am-6pm WAT", "Wed", "11am-6pm WAT", "Sat", "10am-4:30pm WAT"]) {
    expect(texts, text).toContain(text);
  }
  expect(textOf(main)).not.toContain("Sun");
  const links = [...main.querySelectorAll("a")];
  const link = (name: RegExp) =>
    links.find((a) => name.test(textOf(a)) || name.test(a.getAttribute("aria-label") ?? ""));
  expect(link(/^\+234/)?.getAttribute("href")).toMatch(/^tel:\+234/);
  expect(link(/@/)?.getAttribute("href")).toMatch(/^mailto:/);
  expect(link(/Instagram/)?.getAttribute("target")).toBe("_blank");
  expect(textOf(main)).toContain("Port Harcourt");
  expect(textOf(main)).toContain("Bespoke bookings and consultations are made by email");
});

test("the terms state every figure of the policy", async ({ request }) => {
  const main = (await htmlOf(request, "/terms")).querySelector("main")!;
  const titles = [...main.querySelectorAll("h2")].map(textOf);
  for (const title of [
    "Terms of Service",
    "Delivery",
    "Collection",
    "Refunds / Exchanges",
    "Cancellation / Changes",
    "Guarantee / Disclaimer",
  ]) {
    expect(titles).toContain(title);
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
    expect(textOf(main), figure).toContain(figure);
  }
});
