// Pay small small at 390 px: a bride's ₦900,000 bespoke gown on a 40/30/30 plan shows each part's
// date before she pays, the first part is paid on Paystack's page (its fake) without a script,
// collection waits for the last part, and her page and the owner's tell one story.
import { addDays, formatDay, lagosDayOf } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("a bride's gown on a three-part plan: each part's date before she pays, then one story", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const today = lagosDayOf(new Date());
  const event = addDays(today, 91);
  const second = formatDay(addDays(today, 45));
  const third = formatDay(addDays(today, 90));

  await signIn(page, "/admin/quotes/new");
  await page.getByLabel("First name").fill("Amaka");
  await page.getByLabel("Last name").fill("Eze");
  await page.getByLabel("Email").fill("amaka@example.com");
  await page.getByLabel("Phone (WhatsApp)").fill("0803 123 4567");
  await page.getByLabel("Piece 1: description").fill("Bespoke bridal gown");
  await page.getByLabel("Price (₦, whole)").first().fill("900000");
  await page.getByLabel("Event date").first().fill(event);
  await page.getByLabel("Pay small small: in parts, as set below").check();
  await page.getByLabel("First part (%)").fill("40");
  await page.getByLabel("Parts", { exact: true }).selectOption("3");
  await page.getByLabel("Last part due before").selectOption("event");
  await expectNoViolations(page, "the quote form with its plan");
  await page.getByRole("button", { name: "Make the quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote for Amaka Eze" })).toBeVisible();
  const reference = (await page.locator("p.tabular-nums").first().innerText()).trim();
  const link = new URL(await page.getByLabel("Link to the quote").inputValue()).pathname;
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
  await expect(bride.getByRole("button", { name: "Pay the next part ₦270,000" })).toBeVisible();
  await noScript.close();

  // The owner's page: the same story; cutting may start, collection waits for the parts owed.
  await page.goto(`/admin/orders/${reference}`);
  await expect(page.getByTestId("plan-next")).toHaveText(story);
  const next = page.getByRole("region", { name: "Next steps" });
  await next.getByRole("button", { name: "Start production" }).click();
  await page.goto(`/admin/orders/${reference}`);
  await next.getByRole("button", { name: "Mark ready for pickup" }).click();
  await page.goto(`/admin/orders/${reference}`);
  await expect(next).toContainText("not yet, collection waits for the parts still owed: ₦540,000");
});
