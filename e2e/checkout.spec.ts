import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { islandsStarted } from "./support/islands";
import { fillBilling as fillShoppersBilling, shopper } from "./support/orders";

const BB_ENSEMBLE = "/hazelbee/shop/bb-ensemble";
const CART_KEY = "hazel.cart.v1";
const PAYSTACK_API_URL = process.env.PAYSTACK_API_URL ?? "";
const PAYSTACK_SECRET_KEY = process.env.PAYSTACK_SECRET_KEY ?? "";

const MESSAGES = [
  "Please enter a valid email address for shipping updates.",
  "Valid first name is required.",
  "Valid last name is required.",
  "Please enter a valid phone number for shipping updates.",
  "Please enter your shipping address.",
  "Please select a valid country.",
  "Please provide a valid state.",
];

/**
 * Paystack's v1 inline script, faked: openIframe() hands the options to the test and has the fake
 * Paystack API record the charge (both through the test's __paystackCharge), then calls the callback.
 */
const FAKE_INLINE_SCRIPT = `
window.PaystackPop = {
  setup: function (options) {
    return {
      openIframe: function () {
        var recorded = JSON.parse(JSON.stringify(options));
        recorded.hasCallback = typeof options.callback === "function";
        recorded.hasOnClose = typeof options.onClose === "function";
        window.__paystackCharge(recorded).then(function (outcome) {
          if (outcome === "close") options.onClose();
          else options.callback({ reference: options.ref, status: "success", message: "Approved" });
        });
      }
    };
  }
};`;

type PaystackOptions = { ref: string; amount: number; currency: string } & Record<string, unknown>;
type Charge = (o: PaystackOptions) => { amount?: number; status?: string; close?: boolean };

/** Serves the fake script and decides, per test, what Paystack charges; returns the options it was opened with. */
async function fakePaystack(page: Page, charge: Charge = () => ({})) {
  const opened: PaystackOptions[] = [];
  await page.route("https://js.paystack.co/v1/inline.js", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_INLINE_SCRIPT }),
  );
  await page.exposeFunction("__paystackCharge", async (o: PaystackOptions) => {
    opened.push(o);
    const decided = charge(o);
    if (decided.close) return "close";
    await setTransaction({
      reference: o.ref,
      amount: decided.amount ?? o.amount,
      currency: o.currency,
      status: decided.status ?? "success",
    });
    return "paid";
  });
  return opened;
}

async function setTransaction(t: { reference: string; amount: number; currency: string; status: string }) {
  const response = await fetch(`${PAYSTACK_API_URL}/__control`, { method: "POST", body: JSON.stringify(t) });
  expect(response.ok).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/** Opens a page and waits until its islands have started. */
async function open(page: Page, address: string, base = "") {
  await page.goto(`${base}${address}`);
  await islandsStarted(page);
}

async function addBbEnsemble(page: Page, size: string, quantity: number, base = "") {
  await open(page, BB_ENSEMBLE, base);
  await page.getByRole("group", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText(String(quantity));
}

/** The billing form as every checkout here fills it. */
const fillBilling = (page: Page) => fillShoppersBilling(page, { comments: "Please call before delivery" });

const customer = shopper();

async function placeOrderByApi(
  request: APIRequestContext,
  lines: unknown[] = [{ productId: 42, size: "M", quantity: 1 }],
) {
  const response = await request.post("/api/orders", { data: { customer, lines } });
  return {
    status: response.status(),
    body: (await response.json()) as { reference: string; amountMinor: number; error?: string },
  };
}

test("a shopper buys through Paystack: the server verifies, the order is paid, the cart is emptied", async ({
  page,
}) => {
  const opened = await fakePaystack(page);
  await addBbEnsemble(page, "M", 2);
  await open(page, "/checkout");

  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary.getByText("Items: 2")).toBeAttached();
  const item = summary.getByRole("listitem").filter({ hasText: "BB Ensemble" });
  await expect(item).toContainText("₦15,000");
  await expect(item).toContainText("Quantity 2");
  await expect(item).toContainText("Size: M");
  await expect(summary).toContainText("Total₦30,000");

  // A first attempt with nothing filled in: the seven messages
  // (docs/decisions/189-what-the-product-takes-from-its-specification.md), the first field focused.
  const form = page.getByRole("form", { name: "Billing details" });
  await expect(form.getByText(MESSAGES[0]!)).toHaveCount(0);
  await page.getByRole("button", { name: "Place Order" }).click();
  for (const message of MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);

  await fillBilling(page);
  for (const message of MESSAGES) await expect(form.getByText(message, { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: "Thank you, Ada" })).toBeVisible();
  await expect(page.getByText(`Order ${reference}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  // Paystack's test keys take no real money, so the order says it is a test order.
  await expect(page.getByText("Test order · no card was charged")).toBeVisible();
  await expect(page.getByRole("region", { name: "Items" })).toContainText("BB Ensemble");
  await expect(page.getByRole("region", { name: "Items" })).toContainText("Total₦30,000");

  expect(opened).toHaveLength(1);
  const options = opened[0]!;
  expect(options).toMatchObject({
    key: process.env.PAYSTACK_PUBLIC_KEY,
    email: "ada@example.com",
    amount: 3_000_000,
    currency: "NGN",
    ref: reference,
    channels: ["card", "bank_transfer", "ussd", "bank"],
    hasCallback: true,
    hasOnClose: true,
  });
  const fields = (options.metadata as { custom_fields: Array<{ display_name: string; value: string }> }).custom_fields;
  expect(fields.map((f) => f.display_name)).toEqual([
    "Customer Name",
    "Phone Number",
    "Shipping Address",
    "State",
    "Country",
    "Comments",
    "Order Summary",
  ]);
  expect(fields.at(-1)?.value).toMatch(
    /^BB Ensemble - Price: ₦15,000 - Quantity: 2 - Size: M\nDelivery: Pickup at our Port Harcourt atelier - ₦0\nReady to collect by /,
  );
  expect(JSON.stringify(options)).not.toContain("sk_test");

  // The server asked Paystack, and the cart is empty now; a reload still shows the stored order.
  const calls = (await (await fetch(`${PAYSTACK_API_URL}/__calls`)).json()) as { verifyCalls: string[] };
  expect(calls.verifyCalls).toContain(reference);
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await open(page, "/checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/collections");
  await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
});

test("the region list is disabled until a country is chosen and reloads when it changes", async ({ page }) => {
  await addBbEnsemble(page, "S", 1);
  await open(page, "/checkout");
  const country = page.getByLabel("Country");
  const region = page.getByLabel("State / Region");
  await expect(country).toHaveValue("");
  await expect(country.locator("option").first()).toHaveText("Select Country");
  // Nigeria, where most orders go, is listed first.
  await expect(country.locator("option").nth(1)).toHaveText("Nigeria");
  expect(await country.locator("option").count()).toBeGreaterThan(240);
  await expect(region).toBeDisabled();
  await expect(region.locator("option").first()).toHaveText("Select Region");

  await country.selectOption("Nigeria");
  await expect(region).toBeEnabled();
  await expect(region.locator("option", { hasText: "Rivers" })).toHaveCount(1);
  await region.selectOption("Rivers");
  await country.selectOption("Ghana");
  await expect(region).toHaveValue("");
  await expect(region.locator("option", { hasText: "Rivers" })).toHaveCount(0);
  await expect(region.locator("option", { hasText: "Greater Accra" })).toHaveCount(1);
});

test("a tampered cart price cannot lower the amount charged", async ({ page, request }) => {
  const opened = await fakePaystack(page);
  await open(page, "/terms");
  const tampered = {
    items: [
      {
        id: "42-M",
        productId: 42,
        price: 1,
        quantity: 1,
        itemTotal: 1,
        alt: "BB Ensemble",
        src: "products/bb-ensemble/1",
        originalPrice: 1,
        size: "M",
      },
    ],
    metadata: {},
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, JSON.stringify(tampered)]);
  await open(page, "/checkout");
  await expect(page.getByRole("region", { name: "Your order" })).toContainText("Total₦15,000");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\//);
  expect(opened.map((o) => o.amount)).toEqual([1_500_000]);

  // Straight at the API: a line that carries a price is refused; the amount is always the catalogue's.
  const refused = await placeOrderByApi(request, [{ productId: 42, size: "M", quantity: 1, price: 1 }]);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toContain('Unrecognized key: "price"');
  const placed = await placeOrderByApi(request);
  expect(placed).toMatchObject({ status: 201, body: { amountMinor: 1_500_000 } });
});

test("a piece the shop no longer sells is shown apart and refused, until it is removed", async ({ page, context }) => {
  const opened = await fakePaystack(page);
  await addBbEnsemble(page, "M", 1);
  // The cart also holds a product the catalogue has dropped, in local storage and in the cart cookie.
  const cart = {
    items: [
      { productId: 42, size: "M", quantity: 1 },
      { productId: 424242, size: "L", quantity: 1 },
    ],
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, JSON.stringify(cart)]);
  const { origin } = new URL(page.url());
  await context.addCookies([{ name: "hazel_cart", value: "42.M.1~424242.L.1", url: origin }]);

  const checkout = await page.request.get("/checkout", { headers: { Cookie: "hazel_cart=42.M.1~424242.L.1" } });
  expect(await checkout.text()).toContain("No longer available");

  await open(page, "/checkout");
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary).toContainText("Total₦15,000");
  const unavailable = page.getByRole("list", { name: "Pieces that cannot be ordered" });
  await expect(unavailable).toContainText("No longer available");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "no longer available" })).toHaveText(
    "Your cart holds a piece that is no longer available. Remove it from your cart to place your order.",
  );
  expect(opened).toEqual([]);

  await unavailable.getByRole("button", { name: "Remove Piece no longer available (size L)" }).click();
  await expect(unavailable).toHaveCount(0);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\//);
  expect(opened.map((o) => o.amount)).toEqual([1_500_000]);
});

test("a payment Paystack records for less than the order is flagged for review, not paid", async ({ page }) => {
  await fakePaystack(page, () => ({ amount: 100 }));
  await addBbEnsemble(page, "L", 1);
  await open(page, "/checkout");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\//);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Payment under review");
});

test("closing the payment window keeps the cart and the order, and says nothing was charged unless a transfer follows", async ({
  page,
}) => {
  await fakePaystack(page, () => ({ close: true }));
  await addBbEnsemble(page, "XL", 1);
  await open(page, "/checkout");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(
    page.getByRole("status").filter({
      hasText:
        "The payment window was closed. Your order is saved and its pieces are held for you: press Place Order to pay for it now. If you sent a bank transfer or paid by USSD, we will email you once it is confirmed; otherwise nothing was charged.",
    }),
  ).toBeVisible();
  expect(page.url()).toMatch(/\/checkout$/);
  await expect(page.getByLabel("Email")).toHaveValue("ada@example.com");
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
});

test("when the payment script cannot load, the shopper is told and can try again", async ({ page }) => {
  let failures = 1;
  await page.route("https://js.paystack.co/v1/inline.js", (route) =>
    failures-- > 0
      ? route.abort("internetdisconnected")
      : route.fulfill({ status: 200, contentType: "application/javascript", body: FAKE_INLINE_SCRIPT }),
  );
  await page.exposeFunction("__paystackCharge", async (o: { ref: string; amount: number; currency: string }) => {
    await setTransaction({ reference: o.ref, amount: o.amount, currency: o.currency, status: "success" });
    return "paid";
  });
  await addBbEnsemble(page, "M", 1);
  await open(page, "/checkout");
  const alert = page.getByRole("alert").filter({ hasText: "could not be loaded" });
  await expect(alert).toContainText(
    "The secure Paystack payment window could not be loaded. Check your connection, then try again.",
  );
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toHaveCount(0);
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\//);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
});

test("Paystack's webhook: a signed charge.success marks the order paid, a replay changes nothing, a bad signature gets 401", async ({
  page,
  request,
}) => {
  const { body } = await placeOrderByApi(request);
  const event = JSON.stringify({
    event: "charge.success",
    data: { id: 1, reference: body.reference, status: "success", amount: body.amountMinor, currency: "NGN" },
  });
  const sign = (raw: string, key: string) => createHmac("sha512", key).update(raw).digest("hex");
  const post = (signature?: string) =>
    request.post("/api/paystack/webhook", {
      data: event,
      headers: { "Content-Type": "application/json", ...(signature ? { "x-paystack-signature": signature } : {}) },
    });

  expect((await post()).status()).toBe(401);
  expect((await post(sign(event, "sk_test_wrong"))).status()).toBe(401);
  await open(page, `/order/${body.reference}`);
  // No payment was ever started: the page says so plainly.
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Not paid yet");

  expect((await post(sign(event, PAYSTACK_SECRET_KEY))).status()).toBe(200);
  expect((await post(sign(event, PAYSTACK_SECRET_KEY))).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
});

test("an unknown order answers 404", async ({ page }) => {
  for (const reference of ["HZL-222222222222", "nonsense"]) {
    const response = await page.goto(`/order/${reference}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  }
});

test.describe("demo mode, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let server: ChildProcess | undefined;
  let baseURL = "";
  let dataDir = "";

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-demo-"));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir };
    delete env.PAYSTACK_PUBLIC_KEY;
    delete env.PAYSTACK_SECRET_KEY;
    server = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
    baseURL = await new Promise<string>((resolve, reject) => {
      let log = "";
      const timer = setTimeout(() => reject(new Error(`The demo server did not start:\n${log}`)), 60_000);
      server!.stdout!.on("data", (chunk: Buffer) => {
        log += chunk.toString();
        const match = /serving at (http:\/\/localhost:\d+)/.exec(log);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      server!.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
    });
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("with no Paystack keys, a labelled test payment completes the purchase as a test order", async ({ page }) => {
    let scriptRequested = false;
    await page.route("https://js.paystack.co/**", (route) => {
      scriptRequested = true;
      return route.abort();
    });
    await addBbEnsemble(page, "M", 1, baseURL);
    await open(page, "/checkout", baseURL);
    await fillBilling(page);
    await page.getByRole("button", { name: "Place Order" }).click();

    const dialog = page.getByRole("dialog", { name: "Test payment" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Demo mode · no card is charged");
    await expect(dialog).toContainText("₦15,000");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "The test payment was cancelled." })).toBeVisible();

    await page.getByRole("button", { name: "Place Order" }).click();
    await dialog.getByRole("button", { name: "Pay (test)" }).click();
    await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
    await expect(page.getByText("Test order · no card was charged")).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
    await expect(page.getByRole("region", { name: "Items" })).toContainText("Total₦15,000");
    await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveCount(0);
    expect(scriptRequested).toBe(false);
  });
});
