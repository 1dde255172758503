import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { bookerEmail, fillAndBook, pickTime } from "./support/appointments";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// The owner sets up her calendar from her phone, on a shop of her own that books with no notice, so
// an appointment can be taken today: on the settings' page she adds a short free type, is refused
// overlapping hours in words and opens every hour; a client books today; the calendar opens on
// today's list with her call and WhatsApp links; closing the day is refused with its list; she
// moves the appointment (a day, then a time) and cancels it. (Lagos's last five minutes of a day
// hold no slot.)
const test = testOnOwnShop({ APPOINTMENT_NOTICE_HOURS: "0" });
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 240_000 });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const todayOnTheList = (page: Page) => page.getByRole("listitem").filter({ hasText: /^Today/ });

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("she sets up her calendar, sees today's client with her phone and WhatsApp, moves and cancels her", async ({
      page,
      browser,
      baseURL,
    }) => {
      const typeName = `Quick check ${randomBytes(3).toString("hex")}`;
      await signIn(page, "/admin/calendar");
      await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "Settings: types, hours, closed days" }).click();
      await expect(page.getByRole("heading", { name: "Calendar settings", level: 1 })).toBeVisible();

      const add = page.getByRole("form", { name: "New appointment type" });
      await add.getByLabel("Name").fill(typeName);
      await add.getByLabel("Minutes").fill("0");
      await add.getByRole("button", { name: "Add the type" }).click();
      await expect(page.getByRole("form", { name: "New appointment type" }).getByRole("alert")).toContainText(
        "Check the fields marked below.",
      );
      const again = page.getByRole("form", { name: "New appointment type" });
      await again.getByLabel("Name").fill(typeName);
      for (const [label, value] of [
        ["Minutes", "5"],
        ["At once", "1"],
        ["Buffer (min)", "0"],
        ["Fee (₦)", "0"],
        ["Free until (h)", "0"],
      ] as const)
        await again.getByLabel(label).fill(value);
      await again.getByRole("button", { name: "Add the type" }).click();
      await expect(page.getByRole("status")).toHaveText("Added.");
      await expect(page.getByRole("form", { name: typeName })).toBeVisible();

      await page.getByLabel("Monday").fill("10:00-13:00, 12:00-14:00");
      await page.getByRole("button", { name: "Save the hours" }).click();
      await expect(page.getByRole("alert")).toContainText("10:00-13:00 and 12:00-14:00 overlap");
      for (const day of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
        await page.getByLabel(day, { exact: true }).fill("00:00-24:00");
      await page.getByRole("button", { name: "Save the hours" }).click();
      await expect(page.getByRole("status")).toHaveText("Hours saved.");

      // A client books the new type today, in a context of her own.
      const shopper = await browser.newPage({ baseURL, javaScriptEnabled, viewport: { width: 390, height: 844 } });
      await shopper.goto("/appointments");
      await shopper.getByRole("link", { name: `Choose a time for ${typeName}` }).click();
      const slot = await pickTime(shopper);
      expect(slot.slice(0, 10)).toBe(lagosToday());
      const name = `Ada ${randomBytes(3).toString("hex")}`;
      await fillAndBook(shopper, bookerEmail("today"), /^Book$/, name);
      await expect(shopper.getByRole("heading", { name: `Your ${typeName.toLowerCase()}` })).toBeVisible();
      await shopper.close();

      await page.goto("/admin");
      const fittings = page.getByRole("region", { name: "Today's fittings" });
      await expect(fittings.getByText(name, { exact: true })).toBeVisible();

      // The calendar opens on today: her time, kind, name, a call and a WhatsApp link.
      await page.goto("/admin/calendar");
      const today = todayOnTheList(page);
      await expect(today.getByRole("heading", { level: 2 })).toContainText("Today");
      const hers = today.getByRole("listitem").filter({ hasText: name });
      await expect(hers).toContainText(`${slot.slice(11)}–`);
      await expect(hers).toContainText(typeName);
      await expect(hers.getByRole("link", { name: `Call ${name} on 08031234567` })).toHaveAttribute(
        "href",
        "tel:08031234567",
      );
      await expect(hers.getByRole("link", { name: `WhatsApp ${name} (opens in a new tab)` })).toHaveAttribute(
        "href",
        "https://wa.me/2348031234567",
      );
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      // The weeks either side, by plain links.
      await page.getByRole("link", { name: "Next week →" }).click();
      await expect(page).toHaveURL(new RegExp(`from=${addDays(lagosToday(), 7)}`));
      await expect(todayOnTheList(page)).toHaveCount(0);
      await page.getByRole("link", { name: "This week" }).click();
      await expect(todayOnTheList(page)).toHaveCount(1);

      // Her day cannot be closed while she is booked on it.
      await page.goto("/admin/calendar/settings");
      const close = page.getByRole("form", { name: "Close a day" });
      await close.getByLabel("Day").fill(lagosToday());
      await close.getByLabel("Reason").fill("Leave");
      await close.getByRole("button", { name: "Close the day" }).click();
      const refused = page.getByRole("alert");
      await expect(refused).toContainText("move");
      await expect(refused.getByText(name, { exact: true })).toBeVisible();

      // She moves her: a day, then a time, as the client books.
      await page.goto("/admin/calendar");
      await todayOnTheList(page)
        .getByRole("link", { name: `Move ${name}'s appointment` })
        .click();
      await expect(page.getByRole("heading", { name: `${name}'s ${typeName.toLowerCase()}` })).toBeVisible();
      if (javaScriptEnabled) await expectNoViolations(page, "an appointment's page");
      const to = await pickTime(page);
      expect(to).not.toBe(slot);
      await page.getByRole("button", { name: "Move to this time" }).click();
      await expect(page.getByRole("status")).toHaveText(`Moved ${name}'s appointment.`);
      const moved = page.getByRole("listitem").filter({ hasText: name }).last();
      await expect(moved).toContainText(`${to.slice(11)}–`);

      // And cancels it: free, so nothing to return; her seat is free again.
      await moved.getByRole("link", { name: `Cancel ${name}'s appointment` }).click();
      await expect(page.getByText("It has no fee.")).toBeVisible();
      await page.getByRole("button", { name: "Cancel the appointment" }).click();
      await expect(page.getByRole("status")).toHaveText("Cancelled. She was emailed.");
      await expect(page.getByText(name)).toHaveCount(0);
    });
  });
}

test("her calendar and its settings have no accessibility violations, and fit a wide screen", async ({ page }) => {
  await signIn(page, "/admin/calendar");
  await expect(todayOnTheList(page)).toHaveCount(1);
  await expectNoViolations(page, "the calendar");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole("link", { name: "Next week →" })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1440);
  await page.goto("/admin/calendar/settings");
  await expect(page.getByRole("heading", { name: "Weekly hours" })).toBeVisible();
  await expectNoViolations(page, "the calendar's settings");
});
