import type { Browser, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { islandsStarted, openPage } from "./support/islands";
import { fillBilling } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { phone, visitorAddress } from "./support/visitor";
import { closeThenPay } from "./support/paystack";
import { expect } from "./support/test";

// The last piece of a size, held for a shopper who closes the payment window: her order goes on
// (the same reference, the same hold, a fresh payment) from the same tab and from another, never
// "sold out" to her; paid, it is one order and the size is sold out to the next shopper. A server
// of its own (with Paystack's fake), since the product made here changes the catalogue.
const test = testOnOwnShop();

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: phone });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const status = (page: Page) => page.getByRole("region", { name: "Payment status" });

/** A shopper's own browser on her phone, with scripts, speaking from an address of her own. */
async function shopperContext(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: phone,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  await context.route(/currency-api|jsdelivr/, (route) => route.abort());
  return context;
}

/** The checkout's form as the shopper fills it, with an email of this test's own. */
async function fillAs(page: Page, email: string) {
  await fillBilling(page);
  await page.getByRole("form", { name: "Billing details" }).getByLabel("Email").fill(email);
}

test("the last piece in M: she closes the payment window twice, goes on in another tab and pays; one paid order, and M is sold out to the next shopper", async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${test.info().repeatEachIndex}${Date.now().toString(36)}`;
  const name = `Last Dress ${tag}`;
  const productPath = `/naledi/last-dress-${tag}`;
  const email = `last-${tag}@example.com`;

  await test.step("the owner makes it ready to wear in M alone, one piece, and publishes it", async () => {
    await signIn(page, "/admin/products/new");
    await field(page, "Name").fill(name);
    await field(page, "Collection").selectOption("naledi");
    await field(page, "Price (₦)").fill("35000");
    await field(page, "Made to order").uncheck();
    for (const size of ["XS", "S", "L", "XL", "2XL", "3XL"])
      await page.getByRole("checkbox", { name: size, exact: true }).uncheck();
    await field(page, "Stock of M").fill("1");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
  });

  const context = await shopperContext(browser, baseURL!);
  const opened = await closeThenPay(context, 2);
  const shop = await context.newPage();
  let reference = "";

  await test.step("she places the order and closes the payment window: her order is kept, nothing says sold out", async () => {
    await expect(async () => {
      await openPage(shop, productPath);
      await expect(shop.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await shop.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
    await shop.getByRole("button", { name: "Add To Cart" }).click();
    await expect(shop.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
    await openPage(shop, "/checkout");
    await fillAs(shop, email);
    await shop.getByRole("button", { name: "Place Order" }).click();
    await expect(shop.getByRole("status").filter({ hasText: "The payment window was closed." })).toBeVisible();
    reference = opened[0]!;
    expect(reference).toMatch(/^HZL-[2-9A-HJ-NP-Z]{12}$/);
    await expect(shop.getByRole("main")).not.toContainText(/sold out|has sold|few of/i);
  });

  await test.step("she presses Place Order again: the same order, a fresh window, closed again", async () => {
    await shop.getByRole("button", { name: "Place Order" }).click();
    await expect.poll(() => opened.length).toBe(2);
    await expect(shop.getByRole("status").filter({ hasText: "The payment window was closed." })).toBeVisible();
    expect(opened).toEqual([reference, `${reference}-2`]);
    await expect(shop.getByRole("main")).not.toContainText(/sold out|has sold|few of/i);
  });

  await test.step("in a new tab, her cart and the checkout go on with the same order, and she pays", async () => {
    const tab = await context.newPage();
    await openPage(tab, "/cart");
    await expect(tab.getByRole("main")).toContainText(name);
    await expect(tab.getByRole("main")).not.toContainText(/sold out|has sold|few of/i);
    await openPage(tab, "/checkout");
    await expect(tab.getByRole("region", { name: "Your order" })).toContainText(name);
    await expect(tab.getByRole("main")).not.toContainText(/sold out|has sold|few of/i);
    await fillAs(tab, email);
    await tab.getByRole("button", { name: "Place Order" }).click();
    await expect(tab).toHaveURL(new RegExp(`/order/${reference}$`));
    await expect(status(tab)).toContainText("Paid");
    expect(opened).toEqual([reference, `${reference}-2`, `${reference}-3`]);
  });
  await context.close();

  await test.step("the owner has one order for it, paid, and no other", async () => {
    const csv = await (await page.request.get("/admin/orders.csv?from=2020-01-01&to=2099-12-31")).text();
    const rows = csv.split("\n").filter((row) => row.includes(name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(reference);
    expect(rows[0]).toContain(",Paid,");
    expect(csv.split("\n").filter((row) => row.includes(email))).toHaveLength(1);
  });

  await test.step("the next shopper finds M sold out", async () => {
    const next = await shopperContext(browser, baseURL!);
    const other = await next.newPage();
    await openPage(other, productPath);
    await islandsStarted(other);
    await expect(other.getByRole("radio", { name: "M, sold out" })).toBeDisabled();
    await next.close();
  });
});
