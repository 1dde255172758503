import { bookerEmail, fillAndBook, pickTime } from "./support/appointments";
import { expect, test } from "./support/test";

for (const width of [390, 1440])
  for (const js of [false, true])
    test(`shots ${width} ${js ? "js" : "nojs"}`, async ({ browser, baseURL }) => {
      const page = await browser.newPage({
        baseURL,
        javaScriptEnabled: js,
        viewport: { width, height: width === 390 ? 844 : 900 },
        timezoneId: "Europe/London",
      });
      await page.route(/currency-api|jsdelivr/, (route) => route.abort());
      const name = `/tmp/shots-booking/${width}-${js ? "js" : "nojs"}`;
      await page.goto("/appointments");
      await page.screenshot({ path: `${name}-1-types.png`, fullPage: true });
      await page.getByRole("link", { name: "Choose a time for First fitting" }).click();
      if (!js) {
        await page.getByLabel("Abroad? Show my time too").selectOption("Europe/London");
        await page.getByRole("button", { name: "Show the times" }).click();
      }
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${name}-2-times.png`, fullPage: true });
      await page.goto("/appointments");
      await page.getByRole("link", { name: "Choose a time for Consultation" }).click();
      if (!js) {
        await page.getByLabel("Abroad? Show my time too").selectOption("Europe/London");
        await page.getByRole("button", { name: "Show the times" }).click();
      }
      await pickTime(page, { hoursAhead: 30 });
      await page.screenshot({ path: `${name}-3-chosen.png`, fullPage: true });
      await fillAndBook(page, bookerEmail("shot"), /^Book$/);
      await expect(page.getByRole("heading", { name: "Your consultation" })).toBeVisible();
      await page.screenshot({ path: `${name}-4-booked.png`, fullPage: true });
      await page.close();
    });
