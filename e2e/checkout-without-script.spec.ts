import type { Browser, Page } from "@playwright/test";
import { portHarcourt } from "../app/config/delivery";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { signInRequest } from "./support/admin";
import { expect, test } from "./support/test";

// A shopper whose browser runs no script buys all the same: the cart cookie, a posted checkout
// form, and Paystack's own payment page.
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const naira = (n: number) => `₦${n.toLocaleString("en-US")}`;

const uniqueEmail = () => `no-script-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The stored orders placed with this email, as the owner's export lists them. */
async function ordersOf(browser: Browser, email: string): Promise<number> {
  const owner = await browser.newContext();
  await signInRequest(owner.request);
  const answer = await owner.request.get("/admin/orders.csv?from=2020-01-01&to=2099-12-31", { maxRedirects: 0 });
  expect(answer.headers()["content-type"]).toContain("text/csv");
  const csv = await answer.text();
  await owner.close();
  return csv.split("\n").filter((row) => row.includes(email)).length;
}

/** One BB Ensemble in M, from its page to the cart. */
async function addDress(page: Page) {
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
}

/** One BB Ensemble in M, from its page to the cart, then the checkout. */
async function addDressThenCheckout(page: Page) {
  await addDress(page);
  const main = page.getByRole("main");
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

/**
 * A courier to her state and the day she needs it by. Without a script the page prices delivery
 * for the place it was rendered with: these options show once a form with her state was refused.
 */
async function chooseDelivery(page: Page): Promise<string> {
  const form = page.getByRole("form", { name: "Billing details" });
  const day = addDays(lagosToday(), 40);
  await form.getByRole("radio", { name: /^Courier/ }).check();
  await form.getByLabel("Needed by (optional)").fill(day);
  return day;
}

/** Posts the form with her first name left out: refused, the page comes back priced for her state. */
async function refuseWithoutFirstName(page: Page) {
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("status")).toContainText("Please correct the highlighted fields.");
}

const cartCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "hazel_cart")?.value;

/** A screenshot for a person to look at, when SHOTS_DIR is set; the checks are the test. */
async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
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
  await expect(form.getByLabel("Last name")).toHaveValue("Obi");
  await expect(form.getByLabel("Phone")).toHaveValue("+234 803 123 4567");
  await expect(form.getByLabel("Address")).toHaveValue("12 Aba Road, Port Harcourt");
  expect(await ordersOf(browser, email)).toBe(0);

  // Corrected, the same form places the order.
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("State / Region").fill("Rivers");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-/);
  expect(await ordersOf(browser, email)).toBe(1);
});

test("she asks for the delivery options to Rivers State, chooses the rider for her area and places the order", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await addDressThenCheckout(page);
  await fillBilling(page, email);
  const form = page.getByRole("form", { name: "Billing details" });
  const ways = form.getByRole("group", { name: "How your order reaches you" });
  // Before she asks, the page knows no place: pickup alone.
  await expect(ways.getByRole("radio")).toHaveCount(1);

  await form.getByRole("button", { name: "Show delivery options" }).click();
  await expect(page).toHaveURL(/\/checkout#delivery$/);
  await expect(page.getByRole("status")).toContainText("Delivery to Rivers is priced under Delivery");
  // Nothing refused: no field says anything, and everything she typed is kept.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await expect(form.getByLabel("Address")).toHaveValue("12 Aba Road, Port Harcourt");
  await expect(form.getByLabel("State / Region")).toHaveValue("Rivers");

  // In Rivers State the area decides: the rider for the city's areas.
  await form.getByLabel("Your area (local government)").selectOption("Obio/Akpor");
  await form.getByRole("button", { name: "Show delivery to this area" }).click();
  await expect(form.getByLabel("Your area (local government)")).toHaveValue("Obio/Akpor");
  await ways.getByRole("radio", { name: /^Rider in Port Harcourt \(Obio\/Akpor\)/ }).check();
  // The rider's fee goes into the total she is shown before she places the order.
  await form.getByRole("button", { name: "Update delivery and totals" }).click();
  await expect(page.getByRole("region", { name: "Your order" })).toContainText(
    `Total${naira(15_000 + portHarcourt.fee)}`,
  );
  expect(await ordersOf(browser, email)).toBe(0);
  await shoot(page, "checkout-no-script-delivery-options-390");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const items = page.getByRole("region", { name: "Items" });
  await expect(items).toContainText("Rider in Port Harcourt (Obio/Akpor)");
  await expect(items).toContainText(`Total${naira(15_000 + portHarcourt.fee)}`);
  expect(await ordersOf(browser, email)).toBe(1);
});

test("asking for the delivery options to a state the country does not have says so, and places nothing", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail();
  await addDressThenCheckout(page);
  await fillBilling(page, email);
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("First name").fill("");
  await form.getByLabel("State / Region").fill("Atlantis");
  await form.getByRole("button", { name: "Show delivery options" }).click();
  await expect(page.getByRole("status")).toContainText("Choose your country and state to see the delivery options.");
  await expect(form.getByLabel("State / Region")).toHaveAccessibleDescription("Please provide a valid state.");
  // The first name she left out is not checked until she places the order.
  await expect(form.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  expect(await ordersOf(browser, email)).toBe(0);
});

test("the cart's steppers and Remove change its lines, each a form the server answers", async ({ page }) => {
  await addDress(page);
  const main = page.getByRole("main");
  const quantity = main.getByRole("group", { name: "Quantity of BB Ensemble (size M)" });
  await quantity.getByRole("button", { name: "Increase quantity of BB Ensemble (size M)" }).click();
  await expect(page).toHaveURL(/\/cart\?set=42-M&quantity=2$/);
  await expect(quantity).toHaveText(/^−\s*2\s*\+$/);
  expect(await cartCookie(page)).toBe(encodeURIComponent("42.M.2"));
  // A reload sets the same quantity again: nothing changes.
  await page.reload();
  await expect(quantity).toHaveText(/^−\s*2\s*\+$/);
  await quantity.getByRole("button", { name: "Decrease quantity of BB Ensemble (size M)" }).click();
  await expect(page).toHaveURL(/\/cart\?set=42-M&quantity=1$/);
  await expect(quantity).toHaveText(/^−\s*1\s*\+$/);
  await expect(quantity.getByRole("button", { name: "Decrease quantity of BB Ensemble (size M)" })).toBeDisabled();

  await main.getByRole("button", { name: "Remove BB Ensemble (size M)" }).click();
  await expect(page).toHaveURL(/\/cart\?set=42-M&quantity=0$/);
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
  expect(await cartCookie(page)).toBeUndefined();
});

test("a refused form comes back with her delivery choice, at a phone's width and a desktop's", async ({ page }) => {
  const email = uniqueEmail();
  await addDressThenCheckout(page);
  await fillBilling(page, email);
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("State / Region").fill("Lagos");
  await refuseWithoutFirstName(page);
  const day = await chooseDelivery(page);
  await refuseWithoutFirstName(page);
  await expect(form.getByRole("radio", { name: /^Courier/ })).toBeChecked();
  await expect(form.getByLabel("Needed by (optional)")).toHaveValue(day);
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Last name")).toHaveValue("Obi");
  await expect(form.getByLabel("State / Region")).toHaveValue("Lagos");
  // Screenshots for a person to look at (SHOTS_DIR); the checks above are the test.
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/checkout-no-script-refused-${width}.png`, fullPage: true });
  }
  await page.goto("/checkout");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/checkout-no-script-${width}.png`, fullPage: true });
  }
});
