import type { APIRequestContext } from "@playwright/test";
import type { EmailjsCall } from "../test-fakes/emailjs";
import { payBalanceWithoutJs } from "./support/deposit";
import { islandsStarted } from "./support/islands";
import { fillBilling } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// Reminders due at once (their hours before the due time are far longer than its distance), looked
// for every second, at any hour of the Lagos day: what the schedule does in days, seen in seconds.
// Both being due, only the latest goes.
const test = testOnOwnShop({
  BALANCE_REMINDER_HOURS: "2000,1000",
  REMINDERS_POLL_SECONDS: "1",
  REMINDER_DAYTIME: "0-24",
});
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

const EMAILJS = () => process.env.EMAILJS_API_URL ?? "";
async function emailStatuses(request: APIRequestContext, reference: string): Promise<string[]> {
  const { calls } = (await (await request.get(`${EMAILJS()}/__calls`)).json()) as { calls: EmailjsCall[] };
  return calls
    .filter((c) => c.status === 200 && c.fields.reference === reference)
    .map((c) => String(c.fields.status))
    .sort();
}

test("a ₦1,100,000 Look: 75% by the popup with JavaScript, reminded once, the balance by Paystack's page without", async ({
  page,
  browser,
  request,
  shop,
}) => {
  test.setTimeout(90_000);
  // Paystack's inline script, faked: the window pays what it was opened for through the fake API.
  await page.route("https://js.paystack.co/v1/inline.js", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/javascript",
      body: `window.PaystackPop = { setup: function (o) { return { openIframe: function () {
        window.__paystack({ ref: o.ref, amount: o.amount }).then(function () { o.callback({ reference: o.ref, status: "success" }); });
      } }; } };`,
    }),
  );
  const opened: { ref: string; amount: number }[] = [];
  await page.exposeFunction("__paystack", async (o: { ref: string; amount: number }) => {
    opened.push(o);
    const body = JSON.stringify({ reference: o.ref, amount: o.amount, currency: "NGN", status: "success" });
    expect((await fetch(`${process.env.PAYSTACK_API_URL}/__control`, { method: "POST", body })).ok).toBe(true);
  });

  await page.goto("/resurgence/look-1");
  await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/checkout");
  await islandsStarted(page);
  await fillBilling(page);
  const plan = page.getByRole("group", { name: "How you pay" });
  await plan.getByRole("radio", { name: /^Pay 75% now \(₦825,000\), ₦275,000 due by \w+day \d+ \w+ \d{4}$/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = page.url().split("/").pop()!;
  expect(opened).toEqual([{ ref: reference, amount: 825_000 * 100 }]);
  const balance = page.getByRole("region", { name: "Your balance" });
  await expect(balance).toContainText("825,000");
  await expect(balance).toContainText("275,000");
  await expect(balance).toContainText(/Due by\s*\w+day \d+ \w+ \d{4}/);

  // The latest reminder due, once, beside the shopper's and the owner's emails of the paid deposit.
  await expect
    .poll(() => emailStatuses(request, reference), { timeout: 15_000 })
    .toEqual(["balance due tomorrow", "confirmed", "paid"]);

  const paid = await payBalanceWithoutJs(browser, shop.url, reference, "275000");
  await expect(paid.page.getByRole("region", { name: "Paid in full" })).toContainText("1,100,000");
  await paid.close();
  // No reminder after the balance landed, and none twice.
  expect(await emailStatuses(request, reference)).toEqual(["balance due tomorrow", "confirmed", "paid"]);
});
