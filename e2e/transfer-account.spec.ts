import { expectNoViolations } from "./support/axe";
import { device, herAccountNumber, herEmail, placeHerOrder, signInWithCode } from "./support/her-page";
import { transferToHerAccount } from "./support/paystack";
import { expect, test } from "./support/test";
import { phone } from "./support/visitor";

// Pay small small, on her phone without a script: her own account number on her page, part of her
// balance by card (Pay an amount), the rest by a transfer to her account (Paystack's signed event).

test.use({ viewport: phone });

test("her own account number, part of her balance by card and the rest by transfer: her order paid", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const email = herEmail();
  const reference = await placeHerOrder(request, email, { deposit: true });
  const context = await device(browser, baseURL, false);
  const page = await context.newPage();
  await signInWithCode(page, request, email);

  const own = page.getByRole("region", { name: "Pay by transfer" });
  await expect(own).toContainText(/Your own account for paying by transfer: \d{10} · Test Bank · HAZEL\//);
  const accountNumber = await herAccountNumber(page);
  // Her transfers go to this order first: a plain form.
  await own.getByLabel("Your transfers go first to").selectOption(reference);
  await own.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved: your transfers go to that order first.")).toBeVisible();

  // ₦75,000 of the ₦275,000 balance by card, on Paystack's page.
  await page.goto(`/order/${reference}`);
  await page.getByLabel("Pay an amount").fill("300,000");
  await page.getByRole("button", { name: "Pay this amount" }).click();
  await expect(page.getByRole("alert")).toHaveText("The order owes ₦275,000: pay at most that.");
  await page.getByLabel("Pay an amount").fill("75,000");
  await page.getByRole("button", { name: "Pay this amount" }).click();
  await expect(page.getByRole("heading", { name: "Pay NGN 75000" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  const balance = page.getByRole("region", { name: "Your balance" });
  await expect(balance).toContainText("Outstanding₦200,000");

  // The rest by transfer to her own account: Paystack's webhook, signed, delivered twice.
  for (let i = 0; i < 2; i++)
    await transferToHerAccount(baseURL, { accountNumber, naira: 200_000, reference: `TRF-${reference}` });
  await page.reload();
  await expect(page.getByRole("region", { name: "Paid in full" })).toContainText("₦1,100,000");
  await page.goto("/account");
  const orders = page.getByRole("region", { name: "Your orders" }).getByRole("listitem");
  await expect(orders.filter({ hasText: reference })).toContainText("Paid in full");
  await context.close();
});

test("her account and Pay an amount pass the accessibility checks", async ({ browser, baseURL, request }) => {
  const email = herEmail();
  const reference = await placeHerOrder(request, email, { deposit: true });
  const context = await device(browser, baseURL, true);
  const page = await context.newPage();
  await signInWithCode(page, request, email);
  await expect(page.getByTestId("her-account-number")).toBeVisible();
  await expectNoViolations(page, "her page with her account");
  await page.goto(`/order/${reference}`);
  await expect(page.getByLabel("Pay an amount")).toBeVisible();
  await expectNoViolations(page, "the order page's Pay an amount");
  await context.close();
});
