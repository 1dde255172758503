import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { emailsSent, openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { checkoutWithCode, shopper } from "./support/orders";
import { payWithFakePaystack } from "./support/paystack";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });
// A purchase through Paystack's page, two checkouts and axe passes: slower than most on a busy machine.
test.describe.configure({ timeout: 180_000 });
// The relay sends one email a second for the whole suite: an email may wait behind others' emails.
const RELAYED = { timeout: 60_000 };

const RUBY = 45; // Ruby Dress, ₦18,000
const CORAL = 37; // Coral Dress, ₦25,000

/** The gift card email the recipient received, as the EmailJS fake recorded it. */
async function giftEmail(request: APIRequestContext, email: string): Promise<{ code: string; summary: string }> {
  let summary = "";
  await expect
    .poll(async () => {
      const [mail] = await emailsSent(request, (f) => f.to_email === email && f.status === "gift card");
      summary = mail?.fields.order_summary ?? "";
      return summary;
    }, RELAYED)
    .toContain("Your code: ");
  return { code: /Your code: ([0-9A-Z-]+)/.exec(summary)![1]!, summary };
}

/** Screenshots for a person to look at (SHOTS_DIR), at a phone's width and a desktop's; the checks are the test. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Fills the gift card form as a shopper does. */
async function fillGiftCard(page: Page, f: { amount: string; buyer: string; to?: string; sendOn?: string }) {
  await page.getByRole("radio", { name: f.amount }).check();
  await page.getByLabel("Your name").fill("Ada Obi");
  await page.getByLabel("Your email").fill(f.buyer);
  if (f.to) {
    await page.getByLabel("Their name").fill("Ngozi");
    await page.getByLabel("Their email").fill(f.to);
  }
  if (f.sendOn) await page.getByLabel("Send on").fill(f.sendOn);
  await page.getByLabel("Message").fill("Happy birthday, from Ada");
}

/** Paystack's hosted page (the fake): pays in full and returns to the shop. */
async function payOnPaystacksPage(page: Page, naira: number) {
  await expect(page.getByRole("heading", { name: `Pay NGN ${naira}` })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/gift-cards\/HZL-[0-9A-Z]{12}$/);
}

test("a gift card bought through Paystack reaches its recipient, who spends it on two orders", async ({
  page,
  request,
}) => {
  const id = randomBytes(4).toString("hex");
  const buyer = `gift-buyer-${id}@example.com`;
  const recipient = `gift-to-${id}@example.com`;
  await page.goto("/");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Gift Cards" }).click();
  await expect(page.getByRole("heading", { name: "Gift cards", level: 1 })).toBeVisible();
  await expectNoViolations(page, "the gift card form");
  await shots(page, "gift-card-form");
  await fillGiftCard(page, { amount: "₦25,000", buyer, to: recipient });
  await page.getByRole("button", { name: "Buy and pay" }).click();
  await payOnPaystacksPage(page, 25000);
  await expect(page.getByRole("status")).toHaveText("Paid");
  await expect(page.getByText(/The code is on its way to Ngozi \(g•+@example\.com\) by email\./)).toBeVisible();
  await expectNoViolations(page, "the gift card's page");
  await shots(page, "gift-card-paid");

  const { code, summary } = await giftEmail(request, recipient);
  expect(summary).toContain("Ada Obi sent you a Hazel gift card of ₦25,000.");
  expect(summary).toContain("Their message: Happy birthday, from Ada");

  // Whole: the Ruby Dress (₦18,000) is paid by the card alone, Paystack never opened.
  const opened = await payWithFakePaystack(page);
  await checkoutWithCode(page, { productId: RUBY, email: recipient, field: "Gift card or credit code", code });
  await expect(page).toHaveURL(/\/order\/HZL-/);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  expect(opened).toEqual([]);
  // The rest: the Coral Dress (₦25,000) takes the ₦7,000 left, and Paystack the ₦18,000 rest.
  await checkoutWithCode(page, { productId: CORAL, email: recipient, field: "Gift card or credit code", code });
  await expect(page).toHaveURL(/\/order\/HZL-/);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  expect(opened.map((o) => o.amount)).toEqual([1_800_000]);
  // Her order page and the owner's say what the card paid and what Paystack took.
  const second = new URL(page.url()).pathname.split("/").at(-1)!;
  await page.reload();
  await expect(page.getByText("Paid with credit or gift card₦7,000Paid through Paystack₦18,000")).toBeVisible();

  // The owner's pages: the order's payments, the card sold, its code by its last four with its movements.
  await signIn(page, `/admin/orders/${second}`);
  const money = page.getByRole("list", { name: "Money in and out" });
  await expect(money).toContainText(/Paid with gift card ending \w{4} \+₦7,000/);
  await expect(money).toContainText("Paid by Paystack +₦18,000");
  await page.getByRole("banner").getByText("Menu").click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Gift cards" }).click();
  await expect(page).toHaveURL(/\/admin\/gift-cards$/);
  const last4 = code.replaceAll("-", "").slice(-4);
  const sold = page.getByRole("list", { name: "Gift cards" }).getByRole("listitem").filter({ hasText: buyer });
  await expect(sold).toContainText(`Ending ${last4}, balance ₦0`);
  await expectNoViolations(page, "the owner's gift cards");
  await shots(page, "admin-gift-cards");
  await page.goto("/admin/credit");
  const card = page.getByRole("listitem").filter({ hasText: `Gift card ending ${last4}` });
  await card.getByText(/History/).click();
  await expect(card.getByRole("listitem")).toHaveText([/Issued \+₦25,000/, /Spent −₦18,000/, /Spent −₦7,000/]);
  const csv = await page.request.get("/admin/credit.csv");
  expect(await csv.text()).toContain(`Gift card,${last4},${recipient},Spent,-7000,0,`);

  // The owner adds to it with a reason, then expires it: each a row with who and why.
  await card.getByText("Adjust or expire").click();
  const adjust = card.getByRole("form", { name: `Adjust the code ending ${last4}` });
  await adjust.getByLabel("Amount to add or take away (₦)").fill("-1");
  await adjust.getByLabel("Why adjust").fill("Testing the floor");
  await adjust.getByRole("button", { name: "Adjust the balance" }).click();
  await expect(page.getByText("That would take the code below zero: it holds ₦0")).toBeVisible();
  await adjust.getByLabel("Amount to add or take away (₦)").fill("1000");
  await adjust.getByLabel("Why adjust").fill("Sorry for the wait at the fitting");
  await adjust.getByRole("button", { name: "Adjust the balance" }).click();
  await expect(page.getByRole("status")).toHaveText("Balance adjusted.");
  await card.getByText("Adjust or expire").click();
  await card.getByLabel("Why expire").fill("Agreed with her to close it");
  await card.getByRole("button", { name: "Expire the code" }).click();
  await expect(page.getByRole("status")).toHaveText("Code expired: it can no longer be spent.");
  await card.getByText(/History/).click();
  await expect(card.getByRole("listitem")).toHaveText([
    /Issued \+₦25,000/,
    /Spent −₦18,000/,
    /Spent −₦7,000/,
    /Adjusted \+₦1,000.*Sorry for the wait at the fitting/,
    /Expired −₦1,000.*Agreed with her to close it/,
  ]);
  await expectNoViolations(page, "the credit room with a code's moves");
  await shots(page, "admin-credit-moves");
});

test("the owner moves a cancelled order's payment to the shopper's new order, which it pays", async ({
  page,
  request,
}) => {
  const email = `move-${randomBytes(4).toString("hex")}@example.com`;
  const cancelled = await placePaidOrder(request, { email });
  const placed = await request.post("/api/orders", {
    data: { customer: shopper({ email }), lines: [{ productId: RUBY, size: "M", quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const { reference: next } = (await placed.json()) as { reference: string };

  await signIn(page, `/admin/orders/${cancelled}`);
  await openMoreActions(page);
  const cancel = page.locator("form").filter({ has: page.getByRole("button", { name: "Cancel order" }) });
  await cancel.getByLabel("Reason").fill("She chose another dress");
  await cancel.getByLabel("Yes, cancel the order that paid ₦30,000").check();
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("status")).toHaveText("The order is cancelled.");
  await openMoreActions(page);
  const move = page.getByRole("region", { name: "Move the payment to another order" });
  await expect(move).toContainText("₦30,000 of this order's payment may move");
  await expect(move).toContainText("within the terms' one month");
  await move.getByLabel("Her order to pay with it").selectOption(next);
  await move.getByRole("button", { name: "Move the payment" }).click();
  await expect(move.getByText("Say why, in a few words.")).toBeVisible();
  await move.getByLabel("Why move it").fill("She asked on WhatsApp for the Ruby Dress instead");
  await expectNoViolations(page, "the order page's move form");
  await shots(page, "admin-order-move");
  await move.getByRole("button", { name: "Move the payment" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The payment was moved: the other order's history and payments show it.",
  );
  await openMoreActions(page);
  await expect(move).toContainText("₦12,000 of this order's payment may move");

  await page.goto(`/order/${next}`);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await expect(page.getByText("Paid with credit or gift card₦18,000Paid through Paystack₦0")).toBeVisible();
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused form keeps what she typed; a card for a later day is bought and its email scheduled", async ({
    page,
    request,
  }) => {
    const buyer = `gift-noscript-${randomBytes(4).toString("hex")}@example.com`;
    const form = await page.goto("/gift-cards");
    expect(form?.headers()["cache-control"]).toBe("private, no-store");
    await fillGiftCard(page, { amount: "₦10,000", buyer: "not an email", sendOn: addDays(lagosToday(), 2) });
    await page.getByRole("button", { name: "Buy and pay" }).click();
    await expect(page.getByText("Enter your email address, like name@example.com.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "₦10,000" })).toBeChecked();
    await expect(page.getByLabel("Message")).toHaveValue("Happy birthday, from Ada");
    await page.getByLabel("Your email").fill(buyer);
    await page.getByRole("button", { name: "Buy and pay" }).click();
    await payOnPaystacksPage(page, 10000);
    await expect(page.getByRole("status")).toHaveText("Paid");
    await expect(page.getByText(/^Scheduled: the code will be emailed to you \(g•+@example\.com\) on /)).toBeVisible();
    // Her order's address leads to the card's own page.
    const reference = new URL(page.url()).pathname.split("/").pop()!;
    await page.goto(`/order/${reference}`);
    await expect(page).toHaveURL(new RegExp(`/gift-cards/${reference}$`));
    await expect(page.getByRole("status")).toHaveText("Paid");
    // Not before its day: the relay has sent other emails since, never this one.
    await expect
      .poll(
        async () => (await emailsSent(request, (f) => f.to_email === buyer && f.status === "confirmed")).length,
        RELAYED,
      )
      .toBeGreaterThan(0);
    expect(await emailsSent(request, (f) => f.to_email === buyer && f.status === "gift card")).toEqual([]);
  });
});
