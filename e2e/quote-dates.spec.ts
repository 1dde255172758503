import { randomInt } from "node:crypto";
import type { Browser } from "@playwright/test";
import { addDays, formatDay, lagosMidnight, lagosToday, lastLagosDayBefore, weekdayOf } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { islandsStarted } from "./support/islands";
import { expect, test } from "./support/test";

// A bride's made-to-measure quote whose dates follow her wedding (issue 55), on a phone with and
// without a script: her bespoke request for a wedding some weeks ahead; the owner's quote with a
// first and a final fitting before it (a final fitting after the wedding refused in words first);
// her quote's page and, after her deposit on Paystack's page (its fake), her order's page: ready
// to collect at the final fitting, the balance due 24 hours before that day begins.
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.SHOTS_DIR;

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/** The first day on or after `day` that falls on `weekday` (0 Sunday … 6 Saturday). */
const onOrAfter = (day: string, weekday: number) => addDays(day, (weekday - weekdayOf(day) + 7) % 7);

/** The test's own dates: a Saturday wedding ten weeks ahead, fittings on Tuesdays before it. */
function weddingDates() {
  const today = lagosToday();
  const wedding = onOrAfter(addDays(today, 70), 6);
  const firstFitting = onOrAfter(addDays(today, 35), 2);
  const finalFitting = onOrAfter(addDays(today, 56), 2);
  // Due 24 hours before the final fitting's day begins: paid by the end of the day that ends then.
  const balanceDay = lastLagosDayBefore(new Date(lagosMidnight(finalFitting).getTime() - 24 * 3_600_000));
  return { wedding, firstFitting, finalFitting, balanceDay, afterWedding: addDays(wedding, 3) };
}

const phone = (browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) =>
  browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the bride's quote is ready at her final fitting before the wedding, its balance due 24 hours before", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const d = weddingDates();
      expect(d.firstFitting < d.finalFitting && d.finalFitting < d.wedding).toBe(true);
      const email = `bride${randomInt(1e9)}@example.com`;

      // The bride's bespoke request, for her wedding ten weeks ahead.
      await page.goto("/bespoke");
      await expect(page.getByRole("heading", { level: 1, name: "Bespoke request" })).toBeVisible();
      // The form is an island: filled before it hydrates, its fields would be drawn again empty.
      if (javaScriptEnabled) await islandsStarted(page);
      await page.getByLabel("Describe the piece").fill("An ivory lace wedding gown with a cathedral train");
      await page.getByLabel("Occasion").fill("Wedding");
      await page.getByLabel("Date of the event").fill(d.wedding);
      await page.getByLabel("1. Bust").fill("90");
      await page.getByLabel("2. Waist").fill("72");
      await page.getByLabel("3. Hips").fill("98");
      await page.getByLabel("Your name").fill("Chiamaka Eze");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Phone (WhatsApp)").fill("+234 803 555 0142");
      await page.getByRole("button", { name: "Send my request" }).click();
      await expect(page).toHaveURL(/\/bespoke\/BSP-[2-9A-HJ-NP-Z]{8}\?key=[0-9a-f]{32}$/);
      const request = /BSP-[2-9A-HJ-NP-Z]{8}/.exec(page.url())![0];

      // The owner makes the quote from it; a final fitting after the wedding is refused in words.
      const ownerContext = await phone(browser, baseURL, javaScriptEnabled);
      const owner = await ownerContext.newPage();
      await signIn(owner, `/admin/bespoke/${request}`);
      await owner.getByRole("link", { name: "Make a quote" }).click();
      await expect(owner).toHaveURL(`/admin/quotes/new?request=${request}`);
      await expect(owner.getByLabel("Event date").first()).toHaveValue(d.wedding);
      await owner.getByLabel("Price (₦, whole)").first().fill("200000");
      await owner.getByLabel("75% deposit, balance before it is ready").check();
      await owner.getByLabel("First fitting day").fill(d.firstFitting);
      await expect(owner.getByLabel("Final fitting day")).toHaveAccessibleDescription(
        /Collected then; the balance is due 24 hours before it/,
      );
      await owner.getByLabel("Final fitting day").fill(d.afterWedding);
      await owner.getByRole("button", { name: "Make the quote" }).click();
      const final = owner.getByLabel("Final fitting day");
      await expect(final).toHaveAccessibleDescription(
        new RegExp(`The fittings come before the event on ${formatDay(d.wedding)}\\.`),
      );
      await expect(final).toHaveAttribute("aria-invalid", "true");
      if (SHOTS)
        await owner.locator("fieldset", { hasText: "For the atelier" }).screenshot({
          path: `${SHOTS}/quote-dates-refused-390-${javaScriptEnabled ? "js" : "noscript"}.png`,
        });
      await expect(owner.getByRole("heading", { name: "Quote for Chiamaka Eze" })).toHaveCount(0);
      await expect(owner.getByLabel("First fitting day")).toHaveValue(d.firstFitting);
      await final.fill(d.finalFitting);
      await owner.getByRole("button", { name: "Make the quote" }).click();
      await expect(owner.getByRole("heading", { name: "Quote for Chiamaka Eze" })).toBeVisible();
      const reference = (await owner.locator("p.tabular-nums").first().innerText()).trim();
      expect(reference).toMatch(/^HZL-/);
      const link = new URL(await owner.getByLabel("Link to the quote").inputValue()).pathname;
      await ownerContext.close();

      // Her quote's page: ready at the final fitting, the balance due the day before the day before.
      const ready = `Ready to collect by ${formatDay(d.finalFitting)}`;
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "Your quote, Chiamaka" })).toBeVisible();
      await expect(page.getByText(ready, { exact: true })).toBeVisible();
      await expect(
        page.getByText(`Pay ₦150,000 now (75% deposit); the balance of ₦50,000 is due by ${formatDay(d.balanceDay)}.`, {
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Book your fitting" })).toHaveAttribute(
        "href",
        `/appointments?order=${reference}`,
      );
      const shot = (name: string) =>
        SHOTS &&
        page.screenshot({ path: `${SHOTS}/${name}-390-${javaScriptEnabled ? "js" : "noscript"}.png`, fullPage: true });
      await shot("quote-dates-quote");

      // Her deposit on Paystack's page, then her order's page: the same ready day and due day.
      await page.getByRole("button", { name: "Pay ₦150,000" }).click();
      await expect(page.getByRole("heading", { name: "Pay NGN 150000" })).toBeVisible();
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
      await expect(page.getByRole("heading", { name: "Your balance" })).toBeVisible();
      const dueWithoutYear = formatDay(d.balanceDay).replace(/ \d{4}$/, "");
      await expect(page.getByText(`Deposit paid: ₦50,000 to pay by ${dueWithoutYear}`, { exact: true })).toBeVisible();
      await expect(page.getByText(`${ready}.`, { exact: true })).toBeVisible();
      const due = page.locator("dl > div").filter({ has: page.getByText("Due by", { exact: true }) });
      await expect(due.locator("dd")).toHaveText(formatDay(d.balanceDay));
      await expect(page.getByRole("button", { name: "Pay the balance ₦50,000" })).toBeVisible();
      await shot("quote-dates-order");
    });
  });
}
