import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { payBalanceWithoutJs } from "./support/deposit";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("the owner's quote is paid by its link without a script, deposit then balance, and prints as a sheet without prices", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signIn(page, "/admin/quotes/new");
  await expectNoViolations(page, "the new quote form");
  await page.getByLabel("First name").fill("Ngozi");
  await page.getByLabel("Last name").fill("Amadi");
  await page.getByLabel("Email").fill("ngozi@example.com");
  await page.getByLabel("Phone (WhatsApp)").fill("0803 123 4567");
  await page.getByLabel("Piece 1: description").fill("Emerald aso-oke gown");
  await page.getByLabel("Price (₦, whole)").first().fill("100000");
  await page.getByText("Measurements of piece 1").click();
  await page.getByLabel("Bust").first().fill("92");
  await page.getByLabel("Waist").first().fill("74");
  await page.getByLabel("Hips").first().fill("100");
  await page.getByLabel("Notes for the atelier").fill("Lining in ivory silk.");
  await page.getByLabel("75% deposit, balance before it is ready").check();
  await page.getByRole("button", { name: "Make the quote" }).click();

  await expect(page.getByRole("heading", { name: "Quote for Ngozi Amadi" })).toBeVisible();
  const reference = (await page.locator("p.tabular-nums").first().innerText()).trim();
  expect(reference).toMatch(/^HZL-/);
  const link = await page.getByLabel("Link to the quote").inputValue();
  expect(link).toMatch(/\/quote\/[A-Za-z0-9_-]{43}$/);
  const whatsapp = new URL((await page.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href"))!);
  expect(whatsapp.host + whatsapp.pathname).toBe("wa.me/2348031234567");
  expect(whatsapp.searchParams.get("text")).toContain(link);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoViolations(page, "a quote's link for the owner");
  // Axe needs a script: the shopper's page is checked here, then used without one.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Your quote, Ngozi" })).toBeVisible();
  await expectNoViolations(page, "the shopper's quote");

  // The shopper, on a phone without a script, opens her link and pays the deposit on Paystack's page.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const shopper = await noScript.newPage();
  await shopper.goto(new URL(link).pathname);
  await expect(shopper.getByRole("heading", { name: "Your quote, Ngozi" })).toBeVisible();
  await expect(shopper.getByText("1 × Emerald aso-oke gown")).toBeVisible();
  await expect(shopper.getByText(/Pay ₦75,000 now \(75% deposit\); the balance of ₦25,000 is due by/)).toBeVisible();
  await expect(shopper.getByText(/These prices are held for you until/)).toBeVisible();
  await shopper.getByRole("button", { name: "Pay ₦75,000" }).click();
  await expect(shopper.getByRole("heading", { name: "Pay NGN 75000" })).toBeVisible();
  await shopper.getByRole("button", { name: "Pay" }).click();
  await expect(shopper).toHaveURL(new RegExp(`/order/${reference}$`));
  // Paid: the link says so and takes no more.
  await shopper.goto(new URL(link).pathname);
  await expect(shopper.getByText("Paid, thank you.")).toBeVisible();
  await expect(shopper.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await noScript.close();

  // An ordinary order now: its balance is paid by the existing Pay the balance form.
  const paid = await payBalanceWithoutJs(browser, baseURL!, reference, "25000");
  await paid.close();

  // Printed, the owner's order page is the atelier's sheet: pieces, measurements, notes; no price.
  await page.goto(`/admin/orders/${reference}`);
  await expect(page.getByRole("button", { name: "Print the production sheet" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const sheet = page.getByRole("region", { name: "Production sheet" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Emerald aso-oke gown (made to measure)");
  await expect(sheet).toContainText("92 cm");
  await expect(sheet).toContainText("Lining in ivory silk.");
  const printed = await page.locator("body").innerText();
  expect(printed).not.toMatch(/₦|NGN|\d{2},\d{3}/);
  await expectNoViolations(page, "the production sheet");
  await page.emulateMedia({ media: "screen" });
  await expect(sheet).toBeHidden();
});
