import { lagosToday } from "../app/lib/lagos-clock";
import { emailsSent, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { payBalanceWithoutJs, placeDepositOrder } from "./support/deposit";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the owner sees a deposit order's payments, cannot release it before the balance lands, then can", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const reference = await placeDepositOrder(request);
  await signIn(page, `/admin/orders/${reference}`);

  const money = page.getByRole("region", { name: "Money" });
  const payments = money.getByRole("list", { name: "Paystack transactions" });
  await expect(money.getByTestId("order-standing")).toHaveText(/^Deposit paid: ₦275,000 to pay by \w+day \d+ \w+$/);
  await expect(money.getByTestId("order-money")).toContainText("₦825,000");
  await expect(money.getByTestId("order-money")).toContainText(/₦275,000 by \w+day \d+ \w+ \d{4}/);
  await expect(payments.getByRole("listitem")).toHaveCount(1);
  await expect(payments.getByRole("listitem")).toContainText(`Deposit · ₦825,000`);
  await expect(payments.getByRole("listitem")).toContainText(reference);
  const whatsapp = money.getByRole("link", { name: "Send on WhatsApp" });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.host + href.pathname).toBe("wa.me/2348031234567");
  expect(href.searchParams.get("text")).toContain(`/order/${reference}`);

  // A piece to make: production is the next step. Made and ready, but not collected while ₦275,000 is owed.
  const next = page.getByRole("region", { name: "Next steps" });
  await expect(next.getByRole("button")).toHaveText(["Start production"]);
  await next.getByRole("button", { name: "Start production" }).click();
  await expect(page.getByRole("status")).toHaveText("The order moved on.");
  await page.getByRole("button", { name: "Mark ready for pickup" }).click();
  await expect(page.getByRole("status")).toContainText("Marked ready");
  await expect(next).toContainText("Mark collected: not yet, ₦275,000 balance still to pay.");
  await expect(next.getByRole("button", { name: "Mark collected" })).toHaveCount(0);
  await expectNoViolations(page, "a deposit order with its balance open");

  await page.goto("/admin?stage=balance_due");
  await expect(page.locator(`a[href="/admin/orders/${reference}"]`)).toBeVisible();

  const paid = await payBalanceWithoutJs(browser, baseURL!, reference, "275000");
  await paid.close();

  await page.goto(`/admin/orders/${reference}`);
  await expect(payments.getByRole("listitem")).toHaveCount(2);
  await expect(payments.getByRole("listitem").nth(1)).toContainText("Balance · ₦275,000");
  await expect(payments.getByRole("listitem").nth(1)).toContainText("Paid");
  await expect(money.getByTestId("order-money")).toContainText("Nothing");
  await expect(money.getByTestId("order-standing")).toHaveText("Paid in full");
  await expect(whatsapp).toHaveCount(0);
  await page.getByRole("button", { name: "Mark collected" }).click();
  await expect(page.getByRole("status")).toHaveText("The order moved on.");
  await expectNoViolations(page, "a deposit order paid in full and collected");
});

test("a deposit order's one account: her page, her email, the owner's page, the CSV and the packing slip say the same", async ({
  page,
  request,
}) => {
  const reference = await placeDepositOrder(request);
  const owed = /^Deposit paid: ₦275,000 to pay by \w+day \d{1,2} \w+$/;

  await page.goto(`/order/${reference}`);
  const status = page.getByRole("region", { name: "Payment status" });
  await expect(status.locator("p").first()).toHaveText(owed);
  await expect(status).not.toContainText("Your payment is confirmed");
  await expect(page.getByRole("button", { name: "Pay the balance ₦275,000" })).toBeVisible();
  const words = (await status.locator("p").first().textContent())!;

  // Her email, relayed from the outbox, carries the same words.
  await expect
    .poll(
      async () =>
        (await emailsSent(request, (f) => f.reference === reference && f.status === "confirmed"))[0]?.fields.money,
    )
    .toBe(words);

  await signIn(page, `/admin/orders/${reference}`);
  await expect(page.getByRole("region", { name: "Money" }).getByTestId("order-standing")).toHaveText(words);
  const today = lagosToday();
  const csv = await page.request.get(`/admin/orders.csv?from=${today}&to=${today}`);
  const row = (await csv.text()).split("\r\n").find((line) => line.startsWith(reference));
  expect(row).toContain(`,1100000,825000,275000,"${words}",0,`);

  await page.goto(`/admin/orders/${reference}/packing-slip`);
  await expect(page.getByTestId("slip-money")).toHaveText(words);
});
