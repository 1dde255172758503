import type { Browser, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expect, test } from "./support/test";

// A shopper whose browser runs no script buys all the same: the cart cookie, a posted checkout
// form, and Paystack's own payment page.
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const uniqueEmail = () => `no-script-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The stored orders placed with this email, as the owner's export lists them. */
async function ordersOf(browser: Browser, email: string): Promise<number> {
  const owner = await browser.newContext({ javaScriptEnabled: true });
  const page = await owner.newPage();
  await signIn(page, "/admin");
  const csv = await (await page.request.get("/admin/orders.csv?from=2020-01-01&to=2099-12-31")).text();
  await owner.close();
  return csv.split("\n").filter((row) => row.includes(email)).length;
}

/** One BB Ensemble in M, from its page to the cart, then the checkout. */
async function addDressThenCheckout(page: Page) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page).toHaveURL(/\/cart\?added=42&size=M&quantity=1$/);
  // A reload shows the cart again, never adds the dress twice.
  await page.reload();
  const main = page.getByRole("main");
  await expect(main).toContainText("BB Ensemble");
  await expect(main.getByRole("group", { name: "Quantity of BB Ensemble (size M)" })).toHaveText(/^−\s*1\s*\+$/);
  await expect(main.getByRole("list", { name: "Items in your cart" }).getByRole("listitem")).toHaveCount(1);
  await main.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main).not.toContainText("Your cart is empty");
}

async function fillBilling(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill("+234 803 123 4567");
  await form.getByLabel("Address").fill("12 Aba Road, Port Harcourt");
  await form.getByLabel("Country").selectOption("Nigeria");
  await form.getByLabel("State / Region").fill("Rivers");
}

const status = (page: Page) => page.getByRole("region", { name: "Payment status" });

test("she adds a dress, places the order with the checkout's form and pays on Paystack's page", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await addDressThenCheckout(page);
  await fillBilling(page, email);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  await expect(status(page)).toContainText("Not paid yet");

  await page.getByRole("button", { name: "Complete payment" }).click();
  await expect(page.getByRole("heading", { name: "Pay NGN 15000" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(status(page)).toContainText("Paid");
  expect(await ordersOf(browser, email)).toBe(1);

  // The order holds the pieces now: the cart is empty.
  await page.goto("/cart");
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
});

test("a refused form comes back with what she typed and each field's message, and stores nothing", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await addDressThenCheckout(page);
  await fillBilling(page, email);
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("First name").fill("");
  await form.getByLabel("State / Region").fill("Atlantis");
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("status")).toContainText("Please correct the highlighted fields.");
  await expect(form.getByLabel("First name")).toHaveAccessibleDescription("Valid first name is required.");
  await expect(form.getByLabel("State / Region")).toHaveAccessibleDescription("Please provide a valid state.");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Country")).toHaveValue("Nigeria");
  await expect(form.getByLabel("State / Region")).toHaveValue("Atlantis");
  expect(await ordersOf(browser, email)).toBe(0);

  // Corrected, the same form places the order.
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("State / Region").fill("Rivers");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-/);
  expect(await ordersOf(browser, email)).toBe(1);
});
