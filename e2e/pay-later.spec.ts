import type { Page } from "@playwright/test";
import { islandsStarted, openPage } from "./support/islands";
import { fillBilling, placeOrder, shopper } from "./support/orders";
import { closeThenPay } from "./support/paystack";
import { expect, test } from "./support/test";

// A shopper who closes the payment window can still pay: the same order, a fresh payment.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

const status = (page: Page) => page.getByRole("region", { name: "Payment status" });

test("she closes the payment window, sees her order not paid yet in another tab, then places it again and pays the same order", async ({
  page,
  context,
}) => {
  const opened = await closeThenPay(page);
  await openPage(page, "/hazelbee/shop/bb-ensemble");
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await openPage(page, "/checkout");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The payment window was closed." })).toContainText(
    "Your order is saved and its pieces are held for you: press Place Order to pay for it now.",
  );
  const reference = opened[0]!;
  expect(reference).toMatch(/^HZL-[2-9A-HJ-NP-Z]{12}$/);

  const other = await context.newPage();
  await openPage(other, `/order/${reference}`);
  await expect(status(other)).toContainText("Not paid yet");
  await expect(status(other)).not.toContainText("waiting for Paystack to confirm");
  await expect(other.getByRole("button", { name: "Complete payment" })).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(status(page)).toContainText("Paid");
  // The same order, a payment of its own: Paystack never sees a reference twice.
  expect(opened).toEqual([reference, `${reference}-2`]);
});

test("when Paystack's script cannot load at all, her placed order's page offers Paystack's own page and WhatsApp, and she pays there", async ({
  page,
}) => {
  // Every attempt at the script fails, as on a network that blocks it.
  const tried: string[] = [];
  await page.route("https://js.paystack.co/v1/inline.js", (route) => {
    tried.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  await openPage(page, "/hazelbee/shop/bb-ensemble");
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await openPage(page, "/checkout");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  expect(tried.length).toBeGreaterThan(0);
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  await expect(status(page)).toContainText("Not paid yet");
  const pay = page.getByRole("region", { name: "Pay for your order" });
  await expect(pay.getByRole("button", { name: "Complete payment" })).toBeVisible();
  const whatsapp = new URL((await pay.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "");
  expect(whatsapp.origin).toBe("https://wa.me");
  expect(whatsapp.searchParams.get("text")).toContain(`my order ${reference}: 2 × BB Ensemble (M)`);

  await pay.getByRole("button", { name: "Complete payment" }).click();
  await expect(page.getByRole("heading", { name: "Pay NGN 30000" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(status(page)).toContainText("Paid");
  await expect(page.getByRole("region", { name: "Pay for your order" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("her order page says 'Not paid yet' and Complete payment pays through Paystack's own page", async ({
    page,
    request,
  }) => {
    const reference = await placeOrder(request);
    await page.goto(`/order/${reference}`);
    await expect(status(page)).toContainText("Not paid yet");
    const whatsapp = await page
      .getByRole("region", { name: "Pay for your order" })
      .getByRole("link", { name: /WhatsApp/ })
      .getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toContain(`my order ${reference}: 1 × BB Ensemble (M)`);

    await page.getByRole("button", { name: "Complete payment" }).click();
    await expect(page.getByRole("heading", { name: "Pay NGN 15000" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
    await expect(status(page)).toContainText("Paid");
  });
});

test("an order placed again with a changed cart replaces the unpaid one; the same order asked again is continued", async ({
  page,
}) => {
  const post = (quantity: number) =>
    page.request.post("/api/orders", {
      data: {
        customer: shopper(),
        lines: [{ productId: 42, size: "M", quantity }],
      },
    });
  const first = (await (await post(1)).json()) as { reference: string; paymentReference: string };
  const again = (await (await post(1)).json()) as { reference: string; paymentReference: string };
  expect(again).toMatchObject({ reference: first.reference, paymentReference: `${first.reference}-2` });
  const changed = (await (await post(2)).json()) as { reference: string; paymentReference: string };
  expect(changed.reference).not.toBe(first.reference);
  expect(changed.paymentReference).toBe(changed.reference);
  await page.goto(`/order/${first.reference}`);
  await islandsStarted(page);
  await expect(status(page)).toContainText("Cancelled");
});
