import type { Page } from "@playwright/test";
import { openMoreActions, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { fillLondonBilling } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { payWithFakePaystack } from "./support/paystack";
import { expect } from "./support/test";

// A London order paid in US dollars once the owner allows them: she sees the prices at her rate
// before approving it, the shopper's checkout shows the dollars of her parcel's DHL fee and the
// duties, Paystack is asked in USD cents, the order keeps its dollars, and the owner's refund goes
// back in dollars. A server of its own: the dollars allowed here would change other specs' checkouts.
const test = testOnOwnShop();
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

/** BB Ensemble's ₦15,000 at ₦1,500 to $1. */
const RATE = 1_500;
const ITEM = 15_000 / RATE;
/** The default parcel (800 g, 30 × 25 × 6 cm) is charged as 1 kg: two half kilograms, ₦45,000 + ₦9,000, plus 20%. */
const DHL = Math.ceil((Math.ceil(((45_000 + 9_000) * 1.2) / 100) * 100) / RATE);
const dollars = (n: number) => `$${n.toFixed(2)}`;

async function allowDollars(admin: Page) {
  await signIn(admin, "/admin/delivery-abroad");
  const section = admin.getByRole("region", { name: "Dollars for shoppers abroad" });
  await section.getByLabel("Naira to one US dollar").fill("0");
  await section.getByRole("button", { name: "Approve and save" }).click();
  await expect(section.getByLabel("Naira to one US dollar")).toHaveAccessibleDescription(
    /whole number from 1 to 100000/,
  );
  await section.getByLabel("Let addresses outside Nigeria pay in US dollars").check();
  await section.getByLabel("Naira to one US dollar").fill(String(RATE));
  await section.getByRole("button", { name: "See the prices at this rate" }).click();
  const prices = section.getByRole("table", { name: "Prices at the rate you typed (not saved yet)" });
  await expect(prices.getByRole("row", { name: /BB Ensemble/ })).toContainText(`${dollars(ITEM)}at the rate`);
  await section.getByRole("button", { name: "Approve and save" }).click();
  await expect(admin.getByRole("status")).toContainText("Rate approved");
  await expect(section.getByRole("table", { name: "Prices shoppers abroad pay" })).toBeVisible();
  await expectNoViolations(admin, "the dollars section");
}

const currencyChoice = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Currency" });

async function londonCheckout(page: Page) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/checkout");
  await islandsStarted(page);
  const form = await fillLondonBilling(page);
  await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
  return form;
}

test("a London order paid in dollars at the owner's approved rate, and refunded in dollars", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const admin = await owner.newPage();
  await allowDollars(admin);

  const opened = await payWithFakePaystack(page);
  const form = await londonCheckout(page);
  // Her address abroad, she pays in dollars: the header says so too.
  await expect(currencyChoice(page)).toHaveValue("usd");
  const summary = page.getByRole("region", { name: "Your order" });
  const total = ITEM + DHL;
  await expect(summary).toContainText(`Delivery`);
  await expect(summary).toContainText(`Total${dollars(total)}`);
  await expect(summary.getByTestId("dollar-note")).toHaveText(
    `You pay ${dollars(total)} in US dollars: the amount is fixed when you place your order.`,
  );
  await expect(
    page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).locator("xpath=ancestor::label"),
  ).toContainText(dollars(DHL));
  await expect(page.getByTestId("duties-expect")).toContainText("£135 or less");
  await expectNoViolations(page, "the checkout in dollars");
  await page.screenshot({ path: test.info().outputPath("dollars-checkout-390.png"), fullPage: true });
  await form.getByRole("checkbox", { name: "I understand that I pay any duties and taxes on delivery." }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = page.url().split("/").pop()!;
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ amount: total * 100, currency: "USD", ref: reference });
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await expect(page.getByRole("region", { name: "Items" })).toContainText(`Total${dollars(total)}`);

  // The owner's refund of part of it goes back in dollars, the currency it was paid in.
  await admin.goto(`/admin/orders/${reference}`);
  await openMoreActions(admin);
  const refunds = admin.getByRole("region", { name: "Refunds" });
  await expect(refunds.getByLabel("Amount (US dollars)")).toHaveValue(total.toFixed(2));
  await refunds.getByLabel("Amount (US dollars)").fill("5.50");
  await refunds.getByLabel("Reason").fill("A button was loose.");
  await refunds.getByRole("button", { name: "Refund through Paystack" }).click();
  await expect(admin.getByRole("status")).toHaveText("Refund sent to Paystack: its status is under Refunds.");
  await openMoreActions(admin);
  await expect(refunds.getByRole("list", { name: "Refunds sent" }).getByRole("listitem")).toContainText([
    "$5.50 · Pending: Paystack has it queued",
  ]);
  await owner.close();
});

test("a London shopper who chose dollars sees, from the product page on, the dollars the checkout charges", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await allowDollars(await owner.newPage());
  await owner.close();
  // No rates file on this visit: her dollars are the owner's, not the day's conversion.
  await page.route(/currency-api/, (route) => route.abort("internetdisconnected"));

  await page.goto("/hazelbee/shop/bb-ensemble");
  await islandsStarted(page);
  const price = page.getByTestId("product-price");
  const onSale = `Was ${dollars(2 * ITEM)}Now ${dollars(ITEM)}`;
  // On sale from ₦30,000: both prices at her rate.
  await expect(price).toHaveText("Was ₦30,000Now ₦15,000");
  await expect(currencyChoice(page).getByRole("option", { name: "$ USD", exact: true })).toBeEnabled();
  await currencyChoice(page).selectOption("usd");
  await expect(price).toHaveText(onSale);
  await expect(page.getByRole("banner")).toContainText("$");
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");

  await page.goto("/cart");
  await islandsStarted(page);
  await expect(currencyChoice(page)).toHaveValue("usd");
  const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(line).toContainText(`Price${onSale}`);
  await expect(line).toContainText(`Total ${dollars(ITEM)}`);
  const cartSummary = page.getByRole("region", { name: "Summary" });
  await expect(cartSummary).toContainText(`Subtotal${dollars(ITEM)}`);
  await expect(cartSummary).toContainText("With an address outside Nigeria you pay in US dollars");
  await page.screenshot({ path: test.info().outputPath("dollars-cart-390.png"), fullPage: true });

  await page.goto("/checkout");
  await islandsStarted(page);
  await fillLondonBilling(page);
  await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary.getByRole("listitem").filter({ hasText: "BB Ensemble" })).toContainText(dollars(ITEM));
  await expect(summary).toContainText(`Items${dollars(ITEM)}`);
  await expect(summary.getByTestId("dollar-note")).toContainText(`You pay ${dollars(ITEM + DHL)} in US dollars`);
  await expect(currencyChoice(page)).toHaveValue("usd");
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's checkout shows her dollars, and Paystack's own page asks them", async ({
    page,
    browser,
    baseURL,
  }) => {
    // The owner's page with its script: axe checks it.
    const owner = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
    await allowDollars(await owner.newPage());
    await owner.close();

    await page.goto("/hazelbee/shop/bb-ensemble");
    await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page).toHaveURL(/\/cart/);
    await page.goto("/checkout");
    const form = await fillLondonBilling(page, { scripted: false });
    await form.getByRole("button", { name: "Show delivery options" }).click();
    await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
    await form.getByRole("button", { name: "Update delivery and totals" }).click();
    const total = ITEM + DHL;
    const summary = page.getByRole("region", { name: "Your order" });
    await expect(summary).toContainText(`Total${dollars(total)}`);
    await expect(summary.getByTestId("dollar-note")).toContainText(`You pay ${dollars(total)} in US dollars`);
    await form.getByRole("checkbox", { name: "I understand that I pay any duties and taxes on delivery." }).check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
    await page.getByRole("button", { name: `Complete payment ${dollars(total)}` }).click();
    await expect(page.getByRole("heading", { name: `Pay USD ${total}` })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
    await expect(page.getByRole("region", { name: "Items" })).toContainText(`Total${dollars(total)}`);
  });
});
