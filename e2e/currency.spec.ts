import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openPage as open } from "./support/islands";

const RATES = { date: "2025-01-01", ngn: { usd: 0.0006, gbp: 0.0005, eur: 0.00055, jpy: 0.09 } };
const ZOYA = "/bubble-girl/zoya-dress";

/** The rates file, served by the test instead of the CDN. */
async function serveRates(page: Page) {
  await page.route("https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/ngn.json", (route) =>
    route.fulfill({ json: RATES, headers: { "access-control-allow-origin": "*" } }),
  );
}

const currency = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Currency" });
const price = (page: Page) => page.getByTestId("product-price");

test("switching the currency converts every price, with two decimals", async ({ page }) => {
  await serveRates(page);
  await open(page, ZOYA);
  await expect(price(page)).toHaveText("₦50,000");
  await currency(page).selectOption("usd");
  await expect(price(page)).toHaveText("$30.00");
  await expect(page.getByRole("banner")).toContainText("$ USD");
  await currency(page).selectOption("gbp");
  await expect(price(page)).toHaveText("£25.00");

  await page.getByRole("button", { name: "Add To Cart" }).click();
  await open(page, "/cart");
  const row = page.getByRole("table").getByRole("row", { name: /Zoya Dress/ });
  await expect(row).toContainText("£25.00");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("you pay ₦50,000 in naira");

  // The listing's cards convert; its price filter stays in naira, what the shop charges.
  await open(page, "/bubble-girl");
  const cards = page.getByRole("region", { name: /Bubble Girl pieces/ });
  await expect(cards).toContainText("£25.00");
  await expect(cards).not.toContainText("₦");
  await page.getByRole("textbox", { name: "Price to" }).fill("50,000");
  await expect(page.getByText("about £25.00")).toBeVisible();
});

test("the chosen currency is restored after a reload", async ({ page }) => {
  await serveRates(page);
  await open(page, ZOYA);
  await currency(page).selectOption("eur");
  await expect(price(page)).toHaveText("€27.50");
  await page.reload();
  await expect(currency(page)).toHaveValue("eur");
  await expect(price(page)).toHaveText("€27.50");
  expect(await page.evaluate(() => localStorage.getItem("selectedCurrency"))).toBe('"eur"');
});

test("the mirror answers when the CDN fails", async ({ page }) => {
  await page.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
  await page.route("https://latest.currency-api.pages.dev/v1/currencies/ngn.json", (route) =>
    route.fulfill({ json: RATES, headers: { "access-control-allow-origin": "*" } }),
  );
  await open(page, ZOYA);
  await currency(page).selectOption("usd");
  await expect(price(page)).toHaveText("$30.00");
});

test("when the rates cannot be fetched, the failure is logged, the choice says so and prices stay in naira", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.route(/currency-api/, (route) => route.abort());
  await open(page, ZOYA);
  await expect.poll(() => errors.join("\n")).toContain("Error fetching exchange rates");
  await expect(currency(page)).toHaveAccessibleDescription("Exchange rates are unavailable: prices are in naira.");
  await expect(currency(page).getByRole("option", { name: "$ USD (unavailable)" })).toBeDisabled();
  await expect(price(page)).toHaveText("₦50,000");
});

test("the selector shows the sign on phones and the full label on wide screens", async ({ page }) => {
  await serveRates(page);
  await open(page, "/");
  const face = page
    .getByRole("banner")
    .locator("div", { has: page.getByRole("combobox", { name: "Currency" }) })
    .last()
    .locator("[aria-hidden=true]")
    .first();
  await expect(face).toHaveText("₦₦ NGN");
  await expect(face.getByText("₦ NGN")).toBeVisible();
  await expect(face.getByText("₦", { exact: true })).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(face.getByText("₦ NGN")).toBeHidden();
  await expect(face.getByText("₦", { exact: true })).toBeVisible();
  await currency(page).selectOption("gbp");
  await expect(face.getByText("£", { exact: true })).toBeVisible();
});

test("sub-store pages follow the same currency", async ({ page }) => {
  await serveRates(page);
  await open(page, "/hazelbee/shop/bb-ensemble");
  await currency(page).selectOption("usd");
  await expect(price(page)).toContainText("$9.00");
  await expect(price(page)).toContainText("$18.00");
});
