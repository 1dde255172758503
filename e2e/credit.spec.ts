import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { emailsSent, openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { device, herEmail, placeHerOrder, signInWithCode } from "./support/her-page";
import { checkoutWithCode } from "./support/orders";
import { payWithFakePaystack } from "./support/paystack";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });
// A sign-in, an owner's form, two checkouts and an axe pass: slower than most on a busy machine.
test.describe.configure({ timeout: 180_000 });

const RUBY = 45; // Ruby Dress, ₦18,000
const CORAL = 37; // Coral Dress, ₦25,000

/** The code in the shopper's store credit email, as the EmailJS fake received it. */
async function codeInEmail(request: APIRequestContext, email: string): Promise<{ code: string; summary: string }> {
  let summary = "";
  await expect
    .poll(async () => {
      const [mail] = await emailsSent(request, (f) => f.to_email === email && f.status === "store credit");
      summary = mail?.fields.order_summary ?? "";
      return summary;
    })
    .toContain("Your code: ");
  return { code: /Your code: ([0-9A-Z-]+)/.exec(summary)![1]!, summary };
}

test("the owner turns a collected order into credit; the shopper spends it whole on one order and in part on another", async ({
  page,
  request,
}) => {
  const email = `credit-${randomBytes(4).toString("hex")}@example.com`;
  const reference = await placePaidOrder(request, { email });
  await signIn(page, `/admin/orders/${reference}`);
  for (const [button, note] of [
    ["Mark ready for pickup", "At the atelier from 10am"],
    ["Mark collected", ""],
  ] as const) {
    const form = page.getByRole("form", { name: button }).or(page.locator("form").filter({ hasText: button }));
    if (note) await page.getByLabel("Note for the shopper", { exact: true }).fill(note);
    await form.getByRole("button", { name: button }).click();
    await expect(page.getByRole("status")).toBeVisible();
  }

  await openMoreActions(page);
  const credit = page.getByRole("region", { name: "Store credit" });
  const terms = credit.getByRole("list", { name: "The terms for store credit" });
  await expect(terms).toContainText("Within 7 days of delivery.");
  // BB Ensemble sells at its sale price: the terms exclude it, so the owner says why she gives credit anyway.
  await expect(terms).toContainText("Sale pieces are excluded: BB Ensemble.");
  await expect(credit.getByLabel("Amount to turn into credit (₦, whole naira)")).toHaveValue("30000");
  // Empty: the terms' 25% of the amount she types (₦7,500 of ₦30,000), said before she confirms.
  await expect(credit.getByLabel("Handling fee (₦)")).toHaveValue("");
  await credit.getByLabel("Reason", { exact: true }).fill("Too small at the waist");
  await credit.getByRole("button", { name: "Turn into store credit" }).click();
  await expect(
    credit.getByText("A rule of the terms is not met: say why you give credit anyway.").last(),
  ).toBeVisible();
  await credit.getByLabel("Why give credit anyway").fill("The seam was sewn too tight: our fault");
  await credit.getByLabel("Reason", { exact: true }).fill("Too small at the waist");
  await credit.getByRole("button", { name: "Turn into store credit" }).click();
  // Collected: what left it since is a return, never a debt.
  await expect(credit.getByTestId("credit-confirm")).toHaveText(
    "She gets ₦22,500 of credit; the order then owes nothing.",
  );
  await credit.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Store credit issued: the shopper's email with her code is on its way (see Emails).",
  );
  await openMoreActions(page);
  const movements = credit.getByRole("list", { name: "Store credit movements" });
  await expect(movements).toContainText("Issued +₦30,000");
  await expect(movements).toContainText("Adjusted −₦7,500");
  await expectNoViolations(page, "the order page with store credit");

  const { code, summary } = await codeInEmail(request, email);
  expect(summary).toContain("It holds ₦22,500.");
  // The code is in her email only: never on the owner's pages.
  await expect(page.getByText(code)).toHaveCount(0);

  // Whole: the Ruby Dress (₦18,000) is paid by the code alone, Paystack never opened.
  const opened = await payWithFakePaystack(page);
  await checkoutWithCode(page, { productId: RUBY, email, field: "Gift card or credit code", code: code.toLowerCase() });
  await expect(page).toHaveURL(/\/order\/HZL-/);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  expect(opened).toEqual([]);

  // In part: the Coral Dress (₦25,000) takes the ₦4,500 left, and Paystack the ₦20,500 rest.
  await checkoutWithCode(page, { productId: CORAL, email, field: "Gift card or credit code", code });
  await expect(page).toHaveURL(/\/order\/HZL-/);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  expect(opened.map((o) => o.amount)).toEqual([2_050_000]);

  // The owner's credit room: the code by its last four, its balance and every movement.
  await page.goto("/admin/credit");
  const last4 = code.replaceAll("-", "").slice(-4);
  const card = page.getByRole("listitem").filter({ hasText: `Store credit ending ${last4}` });
  await expect(card).toContainText(email);
  await expect(card).toContainText("Balance₦0");
  await card.getByText(/History/).click();
  await expect(card.getByRole("listitem")).toHaveText([
    /Issued \+₦30,000/,
    /Adjusted −₦7,500/,
    /Spent −₦18,000/,
    /Spent −₦4,500/,
  ]);
  await expect(page.getByText(code)).toHaveCount(0);
  await expectNoViolations(page, "the credit room");
  const csv = await page.request.get("/admin/credit.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`Store credit,${last4},${email},Spent,-4500,0,`);
});

test("a code it does not know is refused at the checkout without a script, with what she typed kept", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await context.addCookies([{ name: "hazel_cart", value: `${RUBY}.M.1`, url: baseURL! }]);
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill("+234 803 123 4567");
  await form.getByLabel("Address").fill("12 Aba Road, Port Harcourt");
  await form.getByLabel("Country").selectOption("Nigeria");
  await form.getByLabel("State / Region").fill("Rivers");
  await page.getByLabel("Gift card or credit code").fill("ABCDE-FGHJK-MNPQR-STUVW");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByLabel("Gift card or credit code")).toHaveValue("ABCDE-FGHJK-MNPQR-STUVW");
  await expect(page.getByText("That gift card or credit code is not one we know.").first()).toBeVisible();
  await context.close();
});

// Part of a paid order turned into credit: the owner is told before she confirms what the shopper
// gets and what the order then owes, and her order page, her own page and the owner's page then
// tell that same story (on a phone, her pages with and without a script).
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test("part of a paid order turned into credit: she gets ₦5,000 and the order then owes ₦5,000, on every page", async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      const email = herEmail();
      // A BB Ensemble, ₦15,000, paid in full.
      const reference = await placeHerOrder(request, email);
      await signIn(page, `/admin/orders/${reference}`);
      await openMoreActions(page);
      const credit = page.getByRole("region", { name: "Store credit" });
      await credit.getByLabel("Amount to turn into credit (₦, whole naira)").fill("5000");
      await credit.getByLabel("Handling fee (₦)").fill("0");
      await credit.getByLabel("Reason", { exact: true }).fill("One piece less");
      await credit.getByLabel("Why give credit anyway").fill("She wrote before we cut it");
      await credit.getByRole("button", { name: "Turn into store credit" }).click();
      await expect(credit.getByTestId("credit-confirm")).toHaveText(
        "She gets ₦5,000 of credit; the order then owes ₦5,000.",
      );
      await credit.getByRole("button", { name: "Confirm" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Store credit issued: the shopper's email with her code is on its way (see Emails).",
      );
      const owner = page.getByRole("region", { name: "Money" });
      await expect(owner.getByText("Not paid yet: ₦5,000 to pay")).toBeVisible();
      await expect(owner).toContainText("Store credit issued");

      const context = await device(browser, baseURL, javaScriptEnabled);
      const her = await context.newPage();
      await signInWithCode(her, request, email);
      const listed = her
        .getByRole("region", { name: "Your orders" })
        .getByRole("listitem")
        .filter({ hasText: reference });
      await expect(listed).toContainText("Not paid yet: ₦5,000 to pay");
      await expect(listed).toContainText("You owe₦5,000");
      await her.goto(`/order/${reference}`);
      await expect(her.getByRole("region", { name: "Payment status" })).toContainText("₦5,000");
      await expect(her.getByText("Not paid yet: ₦5,000 to pay").first()).toBeVisible();
      await context.close();
    });
  });
}
