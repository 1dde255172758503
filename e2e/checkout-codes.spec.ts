import type { Browser, Page } from "@playwright/test";
import { portHarcourt } from "../app/config/delivery";
import { signIn } from "./support/admin";
import { openPage } from "./support/islands";
import { testOnOwnShop } from "./support/own-shop";
import { fillBilling } from "./support/orders";
import { payWithFakePaystack } from "./support/paystack";
import { expect } from "./support/test";
import { phone, visitorAddress } from "./support/visitor";

// A server of its own: the code the owner creates here is the shop's.
const test = testOnOwnShop();
test.use({ viewport: phone });
test.describe.configure({ timeout: 180_000 });

const CORAL = 37; // Coral Dress, ₦25,000: 20% off is ₦5,000
const naira = (n: number) => `₦${n.toLocaleString("en-US")}`;
const run = () => `${test.info().repeatEachIndex}${Date.now().toString(36)}`.toUpperCase();

/** The owner's code: 20% off. */
async function createCode(page: Page): Promise<string> {
  const code = `SHOWN${run()}`;
  await signIn(page, "/admin/codes/new");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Kind of discount", { exact: true }).selectOption("percent");
  await page.getByLabel("Value", { exact: true }).fill("20");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page).toHaveURL(/\/admin\/codes\?done=created&code=/);
  return code;
}

/** A shopper of her own address with a Coral Dress in her cart, at the checkout. */
async function shopperAtCheckout(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: phone,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  await context.addCookies([{ name: "hazel_cart", value: `${CORAL}.M.1`, url: baseURL }]);
  const page = await context.newPage();
  if (javaScriptEnabled) {
    await page.goto("/terms");
    const cart = JSON.stringify({ items: [{ productId: CORAL, size: "M", quantity: 1 }] });
    await page.evaluate((value) => localStorage.setItem("hazel.cart.v1", value), cart);
    await openPage(page, "/checkout");
  } else {
    await page.goto("/checkout");
  }
  return { context, page };
}

/** The Apply beside the discount code (the first of the two). */
const applyDiscount = (page: Page) => page.getByRole("button", { name: "Apply", exact: true }).first();
const summary = (page: Page) => page.getByRole("region", { name: "Your order" });
const totalOf = async (page: Page) =>
  Number(
    (
      await summary(page)
        .locator("div")
        .filter({ hasText: /^Total/ })
        .last()
        .innerText()
    ).replace(/\D/g, ""),
  );

test("with a script, Apply refuses a wrong code beside its field and shows a right one's line and total; Paystack asks for that total", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = await createCode(page);
  const { context, page: her } = await shopperAtCheckout(browser, baseURL!, true);
  const opened = await payWithFakePaystack(her);
  await fillBilling(her);
  const field = her.getByLabel("Discount code", { exact: true });
  // Nothing typed, nothing said.
  await expect(field).not.toHaveAttribute("aria-invalid", "true");

  await field.fill("NOSUCHCODE");
  await applyDiscount(her).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/That discount code is not one we know/);
  await expect(her).toHaveURL(/\/checkout$/);

  await field.fill(code.toLowerCase());
  await applyDiscount(her).click();
  await expect(summary(her).getByText(`Discount (${code})`)).toBeVisible();
  await expect(summary(her)).toContainText(`−${naira(5_000)}`);
  await expect(summary(her)).toContainText(`Total${naira(20_000)}`);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");

  await her.getByRole("button", { name: "Place Order" }).click();
  await expect(her).toHaveURL(/\/order\/HZL-/);
  expect(opened.map((o) => o.amount)).toEqual([20_000 * 100]);
  await context.close();
});

test("without a script, Apply and Update delivery and totals re-render the totals, and Paystack's page asks for the total shown", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = await createCode(page);
  const { context, page: her } = await shopperAtCheckout(browser, baseURL!, false);
  const form = her.getByRole("form", { name: "Billing details" });
  await fillBilling(her, { scripted: false });

  const field = her.getByLabel("Discount code", { exact: true });
  await field.fill("GUESS-2026");
  await applyDiscount(her).click();
  await expect(field).toHaveAccessibleDescription(/That discount code is not one we know/);
  await expect(field).toHaveValue("GUESS-2026");
  await expect(form.getByLabel("Address")).toHaveValue("12 Aba Road, Port Harcourt");

  await field.fill(code);
  await applyDiscount(her).click();
  await expect(summary(her).getByText(`Discount (${code})`)).toBeVisible();
  await expect(summary(her)).toContainText(`Total${naira(20_000)}`);
  await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");

  // A paid delivery picked late: Update delivery and totals puts it in the total.
  await form.getByLabel("Your area (local government)").selectOption("Port Harcourt");
  await form.getByRole("button", { name: "Show delivery to this area" }).click();
  await form.getByRole("radio", { name: /^Rider in Port Harcourt/ }).check();
  await form.getByRole("button", { name: "Update delivery and totals" }).click();
  const total = 25_000 + portHarcourt.fee - 5_000;
  await expect(summary(her)).toContainText(`Total${naira(total)}`);
  await expect(form.getByRole("radio", { name: /^Rider in Port Harcourt/ })).toBeChecked();
  await expect(her.getByLabel("Discount code", { exact: true })).toHaveValue(code);
  expect(await totalOf(her)).toBe(total);

  await her.getByRole("button", { name: "Place Order" }).click();
  await expect(her).toHaveURL(/\/order\/HZL-/);
  await her.getByRole("button", { name: "Complete payment" }).click();
  await expect(her.getByRole("heading", { name: `Pay NGN ${total}` })).toBeVisible();
  await context.close();
});

test("without a script, a delivery picked without updating the totals is not charged: the new total is shown first", async ({
  browser,
  baseURL,
}) => {
  const { context, page: her } = await shopperAtCheckout(browser, baseURL!, false);
  const form = her.getByRole("form", { name: "Billing details" });
  await fillBilling(her, { scripted: false });
  await form.getByRole("button", { name: "Show delivery options" }).click();
  await form.getByLabel("Your area (local government)").selectOption("Port Harcourt");
  await form.getByRole("button", { name: "Show delivery to this area" }).click();
  await expect(summary(her)).toContainText(`Total${naira(25_000)}`);
  await form.getByRole("radio", { name: /^Rider in Port Harcourt/ }).check();
  await her.getByRole("button", { name: "Place Order" }).click();
  const total = 25_000 + portHarcourt.fee;
  await expect(her.getByRole("status")).toContainText(
    `The total changed to ${naira(total)}: check it and place the order again.`,
  );
  await expect(summary(her)).toContainText(`Total${naira(total)}`);
  await her.getByRole("button", { name: "Place Order" }).click();
  await expect(her).toHaveURL(/\/order\/HZL-/);
  await her.getByRole("button", { name: "Complete payment" }).click();
  await expect(her.getByRole("heading", { name: `Pay NGN ${total}` })).toBeVisible();
  await context.close();
});
