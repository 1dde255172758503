import { openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });
// A sign-in, several page loads and an axe pass each: slower than most on a busy machine.
test.describe.configure({ timeout: 180_000 });

const paystack = () => process.env.PAYSTACK_API_URL;
const webhook = () => `${process.env.E2E_BASE_URL}/api/paystack/webhook`;

/** Paystack's fake moves the order's latest refund and posts its refund.{status} event to the shop. */
async function paystackSays(reference: string, status: string) {
  const answer = await fetch(`${paystack()}/__refund-status`, {
    method: "POST",
    body: JSON.stringify({ reference, status, url: webhook() }),
  });
  expect(await answer.json()).toMatchObject({ status: 200 });
}

async function refund(page: import("@playwright/test").Page, amount: string | null, reason: string) {
  await openMoreActions(page);
  const form = page.getByRole("region", { name: "Refunds" });
  if (amount !== null) await form.getByLabel("Amount to refund (₦, whole naira)").fill(amount);
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Refund through Paystack" }).click();
}

test("the owner refunds a whole order through Paystack and sees it processed", async ({ page, request }) => {
  const reference = await placePaidOrder(request);
  await signIn(page, `/admin/orders/${reference}`);
  await openMoreActions(page);
  const refunds = page.getByRole("region", { name: "Refunds" });
  // The whole amount is written in: the owner refunds everything, or writes less.
  await expect(refunds.getByLabel("Amount to refund (₦, whole naira)")).toHaveValue("30000");
  await refund(page, null, "The dress did not fit.");
  await expect(page.getByRole("status")).toHaveText("Refund sent to Paystack: its status is under Refunds.");
  await openMoreActions(page);
  const sent = refunds.getByRole("list", { name: "Refunds sent" }).getByRole("listitem");
  await expect(sent).toContainText(["₦30,000 · Pending: Paystack has it queued"]);
  // Nothing is left to refund, so the form is gone.
  await expect(refunds.getByRole("button", { name: "Refund through Paystack" })).toHaveCount(0);

  await paystackSays(reference, "processed");
  await paystackSays(reference, "processed");
  await page.reload();
  await openMoreActions(page);
  await expect(sent).toContainText(["₦30,000 · Processed: the money was sent back"]);
  await expect(refunds.getByTestId("refund-money")).toHaveText(/Paid₦30,000Refunded₦30,000Kept₦0/);
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toContainText(
    "Refund through Paystack: ₦30,000 sent back (₦30,000 in all). Reason: The dress did not fit.",
  );
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expectNoViolations(page, "the order page with a processed refund");
});

test("a refund Paystack refuses is kept to try again; one that fails says what to do", async ({ page, request }) => {
  const reference = await placePaidOrder(request);
  await fetch(`${paystack()}/__refund-mode`, {
    method: "POST",
    body: JSON.stringify({ reference, mode: "refuse", message: "Refund could not be processed now" }),
  });
  await signIn(page, `/admin/orders/${reference}`);
  await openMoreActions(page);
  const refunds = page.getByRole("region", { name: "Refunds" });
  await refund(page, "30001", "Too much");
  await expect(refunds.getByRole("alert")).toContainText("At most ₦30,000 can be refunded from this payment");

  await refund(page, "20,000", "One of two pieces returned.");
  await expect(page.getByRole("status")).toHaveText(
    "Paystack did not take the refund: see Refunds for why, and try it again.",
  );
  await openMoreActions(page);
  const sent = refunds.getByRole("list", { name: "Refunds sent" }).getByRole("listitem");
  await expect(sent).toContainText(["₦20,000 · Not sent: Paystack did not take it"]);
  await expect(sent).toContainText(["Paystack said: Refund could not be processed now."]);
  // The unsent refund still holds its amount: at most the rest may be refunded.
  await expect(refunds.getByLabel("Amount to refund (₦, whole naira)")).toHaveValue("10000");

  await fetch(`${paystack()}/__refund-mode`, { method: "POST", body: JSON.stringify({ reference, mode: "ok" }) });
  await openMoreActions(page);
  await refunds.getByRole("button", { name: "Try this refund again" }).click();
  await expect(page.getByRole("status")).toHaveText("Refund sent to Paystack: its status is under Refunds.");
  await openMoreActions(page);
  await expect(sent).toContainText(["₦20,000 · Pending: Paystack has it queued"]);

  await paystackSays(reference, "failed");
  await page.reload();
  await openMoreActions(page);
  await expect(sent).toContainText(["₦20,000 · Failed: the money was not sent back"]);
  await expect(sent).toContainText(["Start the refund again, or return the money by bank transfer"]);
  // A failed refund gives its amount back to refund.
  await expect(refunds.getByLabel("Amount to refund (₦, whole naira)")).toHaveValue("30000");
  await expectNoViolations(page, "the order page with a failed refund");
});

test("a refund that needs attention tells the owner what Paystack needs", async ({ page, request }) => {
  const reference = await placePaidOrder(request);
  await signIn(page, `/admin/orders/${reference}`);
  await openMoreActions(page);
  const refunds = page.getByRole("region", { name: "Refunds" });
  await refund(page, "10000", "A late delivery.");
  await expect(page.getByRole("status")).toHaveText("Refund sent to Paystack: its status is under Refunds.");
  await openMoreActions(page);
  await paystackSays(reference, "needs-attention");
  await page.reload();
  await openMoreActions(page);
  const sent = refunds.getByRole("list", { name: "Refunds sent" }).getByRole("listitem");
  await expect(sent).toContainText(["₦10,000 · Needs attention: Paystack needs the shopper's bank details"]);
  await expect(sent).toContainText(["add the shopper's account number and bank"]);
  await expect(refunds.getByTestId("refund-money")).toHaveText(
    /Paid₦30,000RefundedNothingOn its way back₦10,000Kept₦20,000/,
  );
  await expectNoViolations(page, "the order page with a refund that needs attention");
});
