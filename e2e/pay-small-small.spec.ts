// Pay small small at 390 px: a bride's ₦900,000 bespoke gown on a 40/30/30 plan shows each part's
// date before she pays; without a script she pays the first part on Paystack's page (its fake), the
// second by a transfer to her own account, the last by card; collection waits for the last part,
// and her page and the owner's tell one story.
import { addDays, formatDay, lagosDayOf } from "../app/lib/lagos-clock";
import { expectNoViolations } from "./support/axe";
import { herAccountNumber, herEmail, signInWithCode } from "./support/her-page";
import { makePlanQuote } from "./support/pay-plans";
import { transferToHerAccount } from "./support/paystack";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("a bride's gown on a three-part plan, paid by card, transfer and card: one story", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const today = lagosDayOf(new Date());
  const second = formatDay(addDays(today, 45));
  const third = formatDay(addDays(today, 90));
  const email = herEmail();

  const { reference, link } = await makePlanQuote(page, email, () =>
    expectNoViolations(page, "the quote form with its plan"),
  );
  // Axe needs a script: her quote's parts are checked here, then used without one.
  await page.goto(link);
  await expectNoViolations(page, "her quote's parts");

  // She opens her link on a phone without a script: each part and its date, before she pays.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const bride = await noScript.newPage();
  await bride.goto(link);
  const parts = bride.getByTestId("plan-parts").getByRole("listitem");
  await expect(parts).toHaveCount(3);
  await expect(parts.nth(0)).toContainText("First part today");
  await expect(parts.nth(0)).toContainText("₦360,000");
  await expect(parts.nth(1)).toContainText(`Second part by ${second}`);
  await expect(parts.nth(1)).toContainText("₦270,000");
  await expect(parts.nth(2)).toContainText(`Third part by ${third}`);
  await expect(bride.getByText("No interest, no credit check, nothing reported anywhere.")).toBeVisible();
  await bride.getByRole("button", { name: "Pay ₦360,000, the first part" }).click();
  await expect(bride.getByRole("heading", { name: "Pay NGN 360000" })).toBeVisible();
  await bride.getByRole("button", { name: "Pay" }).click();
  await expect(bride).toHaveURL(new RegExp(`/order/${reference}$`));

  // Her order page: paid, owed and the next date.
  const story = `Paid ₦360,000 of ₦900,000 · Next part: ₦270,000 by ${second}`;
  await expect(bride.getByTestId("plan-next")).toHaveText(story);

  // The owner's page: the same story; cutting may start, collection waits for the parts owed.
  await page.goto(`/admin/orders/${reference}`);
  await expect(page.getByTestId("plan-next")).toHaveText(story);
  const next = page.getByRole("region", { name: "Next steps" });
  await next.getByRole("button", { name: "Start production" }).click();
  await next.getByRole("button", { name: "Mark ready for pickup" }).click();
  await expect(next).toContainText("not yet, collection waits for the parts still owed: ₦540,000");

  // The second part by a transfer to her own account, its number from her page.
  await signInWithCode(bride, request, email);
  await transferToHerAccount(baseURL, {
    accountNumber: await herAccountNumber(bride),
    naira: 270_000,
    reference: `TRF-${reference}`,
  });
  const key = link.split("/").pop()!;
  await bride.goto(`/order/${reference}?key=${key}`);
  await expect(bride.getByTestId("plan-next")).toHaveText(
    `Paid ₦630,000 of ₦900,000 · Next part: ₦270,000 by ${third}`,
  );

  // The last part by card, from her order page.
  await bride.getByRole("button", { name: "Pay the next part ₦270,000" }).click();
  await expect(bride.getByRole("heading", { name: "Pay NGN 270000" })).toBeVisible();
  await bride.getByRole("button", { name: "Pay" }).click();
  await expect(bride).toHaveURL(new RegExp(`/order/${reference}`));
  const paid = "Paid ₦900,000 of ₦900,000 · Every part is paid";
  await expect(bride.getByTestId("plan-next")).toHaveText(paid);
  await expect(bride.getByRole("region", { name: "Paid in full" })).toContainText("₦900,000");
  await noScript.close();

  // The owner's page agrees, and collection is open.
  await page.goto(`/admin/orders/${reference}`);
  await expect(page.getByTestId("plan-next")).toHaveText(paid);
  await expect(next.getByRole("button", { name: "Mark collected" })).toBeVisible();
});
