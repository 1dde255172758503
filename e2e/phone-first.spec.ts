import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { islandsStarted, openPage as open } from "./support/islands";
import { expect, test } from "./support/test";

// A shopper on a phone (and on a desktop, to see it unchanged there): the home leads into the
// shop from its first screen, the menu works without a script, a piece's name and price come
// first, and the sign-up invitation reaches a touch screen once, politely.

const COLLECTIONS = [
  ["Mysthique", "/mysthique"],
  ["Genesis", "/genesis"],
  ["Naledi", "/naledi"],
  ["Resurgence", "/resurgence"],
  ["Bubble Girl Collection", "/bubble-girl"],
] as const;

const screens = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/** The nearest piece's link on the home: it is within her first two screens. */
async function firstPieceWithinTwoScreens(page: Page, height: number) {
  const pieces = page
    .getByRole("region", { name: "Latest Collection" })
    .getByRole("link", { name: /^Mysthique 00\d$/ });
  const box = await pieces.first().boundingBox();
  expect(box!.y + box!.height / 2).toBeLessThan(2 * height);
  return pieces.first();
}

for (const viewport of screens) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    test("the menu opens and reaches every collection", async ({ page }) => {
      for (const [name, path] of COLLECTIONS) {
        await page.goto("/");
        await page.getByRole("banner").getByLabel("Menu").click();
        const menu = page.getByRole("navigation", { name: "Main" });
        await menu.getByText("Shop", { exact: true }).click();
        await menu.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    });

    test("a piece is reached from the home's first two screens", async ({ page }) => {
      await page.goto("/");
      const piece = await firstPieceWithinTwoScreens(page, viewport.height);
      await piece.click();
      await expect(page).toHaveURL(/\/mysthique\/mysthique-00\d$/);
      await expect(page.getByRole("heading", { level: 1, name: /MYSTHIQUE 00\d/i })).toBeVisible();
    });
  });

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the menu before its script runs is a disclosure, clean for axe", async ({ page }) => {
      // axe needs a script of its own: the page's islands are kept from starting instead.
      await page.route(/\/islands\//, (route) => route.abort());
      await page.goto("/");
      const opener = page.getByRole("banner").getByLabel("Menu");
      await opener.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("navigation", { name: "Main" });
      await expect(menu.getByRole("link", { name: "Terms" })).toBeVisible();
      await menu.getByText("Shop", { exact: true }).click();
      await expect(menu.getByRole("link", { name: "Naledi" })).toBeVisible();
      await expectNoViolations(page, "the menu open without a script");
      await opener.click();
      await expect(menu.getByRole("link", { name: "Terms" })).toBeHidden();
    });

    test("the Latest Collection's pictures are its pieces, named and priced, opening their pages", async ({ page }) => {
      await open(page, "/");
      const latest = page.getByRole("region", { name: "Latest Collection" });
      const pieces = latest.getByRole("article");
      await expect(pieces).toHaveCount(6);
      for (let i = 1; i <= 6; i++) {
        const piece = pieces.nth(i - 1);
        await expect(piece.getByRole("link", { name: `Mysthique 00${i}` })).toHaveAttribute(
          "href",
          `/mysthique/mysthique-00${i}`,
        );
        await expect(piece).toContainText(/₦\d{1,3}(,\d{3})+/);
      }
      await expect(pieces.first()).toContainText("₦1,100,000");
      await expectNoViolations(page, "the home");
    });
  });
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first screen opens the shop though Explore stays hidden", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Explore" })).toBeHidden();
    const shop = page.getByRole("link", { name: "Shop Mysthique" });
    await expect(shop).toBeInViewport({ ratio: 1 });
    await shop.click();
    await expect(page).toHaveURL("/mysthique");
  });

  test("a piece's name and price are on the product page's first screen", async ({ page }) => {
    await open(page, "/mysthique/mysthique-003");
    await expect(page.getByRole("heading", { level: 1, name: "Mysthique 003" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("product-price")).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId("product-price")).toHaveText("₦370,500");
    await expectNoViolations(page, "a product page on a phone");
  });
});

test.describe("the sign-up invitation on a touch phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const invitation = (page: Page) => page.getByRole("dialog", { name: "Get Access to Exclusive Sales and Discounts!" });
  // She has opened a product's page before: the invitation waits for that real interest (or a minute).
  test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem("hazel.viewedProduct.v1", "true")));
  const scrollDown = (page: Page) => page.evaluate(() => window.scrollBy(0, 700));
  /** One frame after a scroll: the page has had its chance to open the invitation. */
  const settled = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

  test("shows once she has scrolled, and never again once closed", async ({ page }) => {
    await open(page, "/");
    await expect(invitation(page)).toBeHidden();
    await scrollDown(page);
    await expect(invitation(page)).toBeVisible();
    await expect(invitation(page).getByLabel("Name")).toBeVisible();
    await expect(invitation(page).getByLabel("Email")).toBeVisible();
    await expectNoViolations(page, "the invitation on a phone");
    await invitation(page).getByRole("button", { name: "Close" }).click();
    await expect(invitation(page)).toBeHidden();

    await page.reload();
    await islandsStarted(page);
    await scrollDown(page);
    await settled(page);
    await expect(invitation(page)).toBeHidden();
  });

  test("never again after she signed up", async ({ page }) => {
    await open(page, "/");
    await scrollDown(page);
    await invitation(page).getByLabel("Name").fill("Ify");
    await invitation(page).getByLabel("Email").fill(`ify${Date.now()}@example.com`);
    await invitation(page).getByRole("button", { name: "Submit" }).click();
    await expect(invitation(page)).toBeHidden();
    await page.evaluate(() => localStorage.removeItem("hazel.signupInvited.v1"));

    await page.reload();
    await islandsStarted(page);
    await scrollDown(page);
    await settled(page);
    await expect(invitation(page)).toBeHidden();
  });

  test("never on the checkout", async ({ page }) => {
    await open(page, "/checkout");
    await scrollDown(page);
    await settled(page);
    await expect(invitation(page)).toHaveCount(0);
  });
});

test("on a desktop, scrolling never opens it: only the pointer leaving through the top edge", async ({ page }) => {
  await open(page, "/");
  const invitation = page.getByRole("dialog", { name: "Get Access to Exclusive Sales and Discounts!" });
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 2000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(invitation).toBeHidden();
  await page.mouse.move(700, 10);
  await page.mouse.move(700, -10);
  await expect(invitation).toBeVisible();
});
