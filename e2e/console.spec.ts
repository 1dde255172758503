import type { ConsoleMessage, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { islandsStarted } from "./support/islands";
import { placeOrder } from "./support/orders";

/**
 * Every page type hydrates without a word in the console: no error, no warning (React reports a
 * hydration mismatch there), no uncaught exception. Third parties outside the shop are answered
 * locally, so what is heard is the shop's own.
 */
const CART_KEY = "hazel.cart.v1";
const CART = {
  items: [
    { productId: 42, size: "M", quantity: 2 },
    { productId: 58, size: "", quantity: 1 },
  ],
  metadata: {},
};
const RATES = { date: "2026-11-23", ngn: { usd: 0.00065, gbp: 0.00051, eur: 0.0006 } };

async function answerThirdParties(page: Page) {
  await page.route(/currency-api|jsdelivr/, (route) => route.fulfill({ json: RATES }));
  await page.route("https://scontent.cdninstagram.com/**", (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
    }),
  );
  await page.route("https://js.paystack.co/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: "" }),
  );
}

/** Opens a page, lets its islands start and settle, and answers what the console heard. */
async function heardOn(page: Page, address: string): Promise<string[]> {
  const heard: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") heard.push(`${message.type()}: ${message.text()}`);
  };
  page.on("console", listen);
  page.on("pageerror", (error) => heard.push(`uncaught: ${error.message}`));
  await page.goto(address);
  await islandsStarted(page);
  await page.waitForLoadState("networkidle");
  page.off("console", listen);
  return heard;
}

const pages = [
  ["home", "/"],
  ["listing", "/naledi"],
  ["product", "/naledi/orion-dress"],
  ["combo", "/bubble-girl/bubble-molly-combo"],
  ["shared product", "/resurgence/sesame-dress"],
  ["sub-store shop", "/hazelbee/shop/bb-ensemble"],
  ["showcase", "/hazelbabies"],
  ["contact", "/contact"],
  ["size guide", "/size-guide"],
] as const;

test.beforeEach(async ({ page }) => answerThirdParties(page));

for (const [kind, address] of pages) {
  test(`the ${kind} page (${address}) hydrates without a console error or warning`, async ({ page }) => {
    expect(await heardOn(page, address)).toEqual([]);
  });
}

for (const address of ["/cart", "/checkout"]) {
  test(`${address} hydrates cleanly empty, and filled`, async ({ page }) => {
    expect(await heardOn(page, address), "empty").toEqual([]);
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, JSON.stringify(CART)]);
    // The stored cart arrives before the server knows it (no cookie yet), then both agree.
    expect(await heardOn(page, address), "filled, first visit").toEqual([]);
    expect(await heardOn(page, address), "filled, cookie written").toEqual([]);
    await expect(page.getByText("BB Ensemble").first()).toBeVisible();
  });
}

test("an order's page hydrates cleanly", async ({ page, request }) => {
  const reference = await placeOrder(request);
  expect(await heardOn(page, `/order/${reference}`)).toEqual([]);
});
