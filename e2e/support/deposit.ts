import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { shopper } from "./orders";

/** Resurgence Look 1: made to order, ₦1,100,000, so ₦825,000 now and ₦275,000 later. */
const LOOK_1 = { productId: 25, size: "M", quantity: 1 };

/**
 * Places a Look by deposit through the shop's API and has Paystack's fake confirm the deposit;
 * returns the order's reference (the deposit's payment reference too).
 */
export async function placeDepositOrder(request: APIRequestContext): Promise<string> {
  const placed = await request.post("/api/orders", {
    data: { customer: shopper(), lines: [LOOK_1], delivery: "pickup", payPlan: "deposit" },
  });
  expect(placed.status()).toBe(201);
  const { reference, amountMinor } = (await placed.json()) as { reference: string; amountMinor: number };
  expect(amountMinor).toBe(825_000 * 100);
  const set = await fetch(`${process.env.PAYSTACK_API_URL}/__control`, {
    method: "POST",
    body: JSON.stringify({ reference, amount: amountMinor, currency: "NGN", status: "success" }),
  });
  expect(set.ok).toBe(true);
  expect((await request.post(`/api/orders/${reference}/verify`)).ok()).toBe(true);
  return reference;
}

/**
 * Pays an order's balance as a shopper without JavaScript: the order page's Pay the balance form,
 * Paystack's page (its fake), and back to the order page, paid in full.
 */
export async function payBalanceWithoutJs(browser: Browser, baseURL: string, reference: string, balance: string) {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const plain = await noScript.newPage();
  await plain.goto(`/order/${reference}`);
  await plain.getByRole("button", { name: "Pay the balance" }).click();
  await expect(plain.getByRole("heading", { name: `Pay NGN ${balance}` })).toBeVisible();
  await plain.getByRole("button", { name: "Pay" }).click();
  await expect(plain).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(plain.getByRole("region", { name: "Paid in full" })).toBeVisible();
  await expect(plain.getByRole("button", { name: "Pay the balance" })).toHaveCount(0);
  return { page: plain, close: () => noScript.close() };
}
