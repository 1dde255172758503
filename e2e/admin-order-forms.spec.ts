import type { Page } from "@playwright/test";
import { openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
// A sign-in and several plain form posts: slower than most on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A screenshot for a person to look at (SHOTS_DIR), at a phone's width; the checks are the test. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test("without a script, each of the order page's forms posts to its own address, its refusal beside it", async ({
  page,
}) => {
  const reference = await placePaidOrder(page.request);
  const at = (form = "") => `/admin/orders/${reference}${form && `/${form}`}`;
  await signIn(page, at());
  const credit = page.getByRole("region", { name: "Store credit" });
  const refunds = page.getByRole("region", { name: "Refunds" });
  const next = page.getByRole("region", { name: "Next steps" });

  await openMoreActions(page);
  await credit.getByLabel("Amount to turn into credit (₦, whole naira)").fill("999999");
  await credit.getByLabel("Reason", { exact: true }).fill("Too small at the waist");
  await credit.getByRole("button", { name: "Turn into store credit" }).click();
  await expect(page).toHaveURL(at("credit"));
  await expect(credit.getByText(/^At most ₦30,000: /)).toBeVisible();
  await expect(credit.getByLabel("Amount to turn into credit (₦, whole naira)")).toHaveValue("999999");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await shot(page, "admin-order-credit-refused-390");

  // A refusal opens More actions, its fields beside their words.
  await openMoreActions(page);
  await refunds.getByLabel("Amount to refund (₦, whole naira)").fill("30001");
  await refunds.getByLabel("Reason").fill("Too much");
  await refunds.getByRole("button", { name: "Refund through Paystack" }).click();
  await expect(page).toHaveURL(at("refund"));
  await expect(refunds.getByRole("alert")).toContainText("At most ₦30,000 can be refunded from this payment");
  await expect(credit.getByText(/^At most ₦30,000: /)).toHaveCount(0);
  await expect(next.getByRole("alert")).toHaveCount(0);

  await openMoreActions(page);
  await page.getByLabel("Note (only you see it)").fill("Called her about the fit.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page).toHaveURL(`${at()}?done=note`);
  await expect(page.getByRole("status")).toHaveText("Note added.");

  // Each form's address shows the page when opened; the page's own address takes no post.
  for (const form of ["credit", "move", "refund", "stage"]) {
    await page.goto(at(form));
    await expect(page.getByRole("heading", { level: 1 }), form).toHaveText("Ada Obi");
  }
  const old = await page.request.post(at(), { form: { intent: "note", note: "x" }, maxRedirects: 0 });
  expect(old.status()).toBe(405);
});
