import fs from "node:fs";
import type { Page } from "@playwright/test";
import { islandsStarted } from "./support/islands";
import { expect, test } from "./support/test";
import { openAsVisitor, phone } from "./support/visitor";

const RATES = { date: "2025-01-01", ngn: { usd: 0.0006, gbp: 0.0005, eur: 0.00055 } };

/** A shopper's browsing: a page of each kind, and back home. */
const VISIT = [
  "/",
  "/naledi",
  "/naledi/orion-dress",
  "/search?q=dress",
  "/naledi?size=M",
  "/genesis",
  "/cart",
  "/contact",
  "/",
  "/bubble-girl/zoya-dress",
];

async function browse(page: Page) {
  for (const address of VISIT) {
    await page.goto(address);
    await islandsStarted(page);
  }
}

const serverLog = () => fs.readFileSync(process.env.E2E_SERVER_LOG!, "utf8");

test("at 390 px a visit of ten pages asks for the exchange rates once, and the server's log has no listener warning", async ({
  browser,
}) => {
  // Twenty-one pages, each with its islands started: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const page = await openAsVisitor(browser, phone, true, "/size-guide");
  const asked: string[] = [];
  await page.route(/currency-api/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ json: RATES, headers: { "access-control-allow-origin": "*" } });
  });
  await browse(page);
  await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("usd");
  await expect(page.getByTestId("product-price")).toHaveText("$30.00");
  await browse(page);
  await expect(page.getByTestId("product-price")).toHaveText("$30.00");
  expect(serverLog()).not.toMatch(/MaxListenersExceededWarning|memory leak/);
  expect(asked).toHaveLength(1);
  await page.context().close();
});

test("at 390 px, when the exchange rates cannot be had, the currency choice says so quietly and prices stay in naira", async ({
  browser,
}) => {
  const page = await openAsVisitor(browser, phone, true, "/size-guide");
  let asked = 0;
  await page.route(/currency-api/, (route) => {
    asked += 1;
    return route.abort("internetdisconnected");
  });
  await page.goto("/bubble-girl/zoya-dress");
  await islandsStarted(page);
  const currency = page.getByRole("banner").getByRole("combobox", { name: "Currency" });
  await expect(currency).toHaveAccessibleDescription("Exchange rates are unavailable: prices are in naira.");
  await expect(currency.getByRole("option", { name: /USD/ })).toBeDisabled();
  await expect(page.getByTestId("product-price")).toHaveText("₦50,000");
  const asks = asked;
  await browse(page);
  await expect(currency).toHaveAccessibleDescription("Exchange rates are unavailable: prices are in naira.");
  expect(asked).toBe(asks);
  await page.context().close();
});
