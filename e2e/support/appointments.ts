import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** A shopper's email of a test's own. */
export const bookerEmail = (what: string) => `${what}-${randomBytes(4).toString("hex")}@example.com`;

/**
 * On the booking page (or an appointment's, to move it), chooses the first day that can hold a time at least `hoursAhead` hours from
 * now, then the first such time of it; returns its value (a Lagos date and time).
 */
export async function pickTime(page: Page, { hoursAhead = 0 } = {}) {
  const after = Date.now() + hoursAhead * 3_600_000;
  const lagosDay = new Date(after + 3_600_000).toISOString().slice(0, 10);
  for (let block = 0; block < 5; block++) {
    const days = page.getByRole("group", { name: "1. Choose a day" }).getByRole("link");
    const hrefs = await days.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      const day = /day=(\d{4}-\d{2}-\d{2})/.exec(href)?.[1] ?? "";
      if (day < lagosDay) continue;
      const group = page.getByRole("group", { name: "1. Choose a day" });
      await group.locator(`a[href*="day=${day}"]`).click();
      await expect(group.locator('[aria-current="date"]')).toHaveAttribute("href", new RegExp(`day=${day}`));
      const radios = page.getByRole("group", { name: /^2\. Choose a time on / }).getByRole("radio");
      const values = await radios.evaluateAll((rs) => rs.map((r) => r.getAttribute("value") ?? ""));
      const value = values.find((v) => new Date(`${v}:00+01:00`).getTime() >= after);
      if (!value) continue;
      await page.locator(`input[name="slot"][value="${value}"]`).check();
      return value;
    }
    await page.getByRole("link", { name: "Later dates →" }).click();
  }
  throw new Error(`no time ${hoursAhead} hours ahead`);
}

/** Fills her name, email and phone on the booking form and sends it. */
export async function fillAndBook(page: Page, email: string, button: RegExp, name = "Ada Obi") {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("08031234567");
  await page.getByRole("button", { name: button }).click();
}
