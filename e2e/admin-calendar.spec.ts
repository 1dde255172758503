import { randomBytes } from "node:crypto";
import { lagosToday } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { bookerEmail, fillAndBook, pickTime } from "./support/appointments";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// The owner sets up her calendar from her phone, on a shop of her own that books with no notice, so
// an appointment can be taken today: she adds a short free type, is refused overlapping hours in
// words, opens every hour, sees the one booked today under "Today's fittings" on her home, and is
// refused closing the day with its list. (Lagos's last five minutes of a day hold no slot.)
const test = testOnOwnShop({ APPOINTMENT_NOTICE_HOURS: "0" });
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("she adds a type, sets her hours, sees today's fittings, and cannot close a booked day", async ({
      page,
      browser,
      baseURL,
    }) => {
      const typeName = `Quick check ${randomBytes(3).toString("hex")}`;
      await signIn(page, "/admin/calendar");
      await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();

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

      // A shopper books the new type today, in a context of her own.
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
      const today = page.getByRole("region", { name: "Today's fittings" });
      await expect(today.getByText(name, { exact: true })).toBeVisible();
      await expect(today.getByText(typeName, { exact: true })).toBeVisible();

      await page.goto("/admin/calendar");
      const close = page.getByRole("form", { name: "Close a day" });
      await close.getByLabel("Day").fill(lagosToday());
      await close.getByLabel("Reason").fill("Leave");
      await close.getByRole("button", { name: "Close the day" }).click();
      const refused = page.getByRole("alert");
      await expect(refused).toContainText("move");
      await expect(refused.getByText(name, { exact: true })).toBeVisible();
    });
  });
}

test("her calendar has no accessibility violations", async ({ page }) => {
  await signIn(page, "/admin/calendar");
  await expect(page.getByRole("heading", { name: "Weekly hours" })).toBeVisible();
  await expectNoViolations(page, "the calendar");
});
