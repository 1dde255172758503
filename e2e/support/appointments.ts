import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** A shopper's email of a test's own. */
export const bookerEmail = (what: string) => `${what}-${randomBytes(4).toString("hex")}@example.com`;

/**
 * Picks in the time list labelled `label` the first time at least `hoursAhead` hours from now
 * (other than `not`), and returns its value (a Lagos date and time).
 */
export async function pickSlot(page: Page, { label = "Time (Lagos, WAT)", hoursAhead = 0, not = "" } = {}) {
  const select = page.getByLabel(label);
  const values = await select
    .locator("option:not([disabled])")
    .evaluateAll((os) => os.map((o) => o.getAttribute("value") ?? ""));
  const after = Date.now() + hoursAhead * 3_600_000;
  const value = values.find((v) => v !== not && new Date(`${v}:00+01:00`).getTime() >= after);
  expect(value, `a time ${hoursAhead} hours ahead`).toBeTruthy();
  await select.selectOption(value!);
  return value!;
}

/** Fills her name, email and phone on the booking form and sends it. */
export async function fillAndBook(page: Page, email: string, button: RegExp, name = "Ada Obi") {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("08031234567");
  await page.getByRole("button", { name: button }).click();
}
