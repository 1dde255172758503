import { expectNoViolations } from "./support/axe";
import { placeOrder } from "./support/orders";
import { expect, test } from "./support/test";

// A shopper stops her order's reminders from its page's link, with no script; the link alone
// (a mail scanner opening it) stops nothing, and only the order's own random key opens it.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("her order page's link leads to one button that stops this order's reminders", async ({ page, request }) => {
    const reference = await placeOrder(request);
    await page.goto(`/order/${reference}`);
    await page.getByRole("link", { name: "No reminders for this order" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${reference}/reminders\\?key=[0-9a-f]{32}$`));
    await expect(page.getByRole("heading", { name: `Reminders for order ${reference}` })).toBeVisible();
    await page.getByRole("button", { name: "No more reminders for this order" }).click();
    await expect(page.getByRole("status")).toContainText(`You will get no more reminders about order ${reference}`);
    await page.goto(`/order/${reference}`);
    await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Not paid yet");
    await expect(page.getByRole("link", { name: "No reminders for this order" })).toHaveCount(0);
  });

  test("a key that is not the order's own opens nothing", async ({ page, request }) => {
    const reference = await placeOrder(request);
    const answer = await page.goto(`/order/${reference}/reminders?key=${"0".repeat(32)}`);
    expect(answer?.status()).toBe(404);
    expect((await page.request.get(`/order/${reference}/reminders`)).status()).toBe(404);
  });
});

test("the reminders page has no accessibility violations", async ({ page, request }) => {
  const reference = await placeOrder(request);
  await page.goto(`/order/${reference}`);
  const href = await page.getByRole("link", { name: "No reminders for this order" }).getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("button", { name: "No more reminders for this order" })).toBeVisible();
  await expectNoViolations(page, "the reminders page");
});
