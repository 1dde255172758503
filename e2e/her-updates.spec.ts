import { randomInt } from "node:crypto";
import { bookerEmail, pickTime } from "./support/appointments";
import { signInWithCode } from "./support/her-page";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// Her WhatsApp and SMS updates, chosen when she books and on her own page, each a plain checkbox
// unticked until she ticks it, on her phone without a script.
const test = testOnOwnShop();
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const AT_BOOKING = "WhatsApp or SMS updates about this booking (reply STOP to stop them)";
const ON_HER_PAGE = /^WhatsApp or SMS updates about my orders and fittings \(reply STOP to stop them\)/;

test("she ticks updates when she books; her page shows them on, and she turns them off and on again", async ({
  page,
  request,
}) => {
  const digits = `23480355${String(randomInt(100_000, 999_999))}`;
  const email = bookerEmail("updates");
  await page.goto("/appointments");
  await page.getByRole("link", { name: "Choose a time for Consultation" }).click();
  await pickTime(page, { hoursAhead: 48 });
  await page.getByLabel("Your name").fill("Ada Obi");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill(`+${digits}`);
  const tick = page.getByRole("checkbox", { name: AT_BOOKING });
  await expect(tick).not.toBeChecked();
  await tick.check();
  await page.getByRole("button", { name: /^Book$/ }).click();
  await expect(page.getByRole("heading", { name: "Your consultation" })).toBeVisible();

  await signInWithCode(page, request, email);
  const updates = page.getByRole("region", { name: "WhatsApp and SMS updates" });
  const box = updates.getByRole("checkbox", { name: ON_HER_PAGE });
  await expect(box).toHaveCount(1);
  await expect(updates).toContainText(`To +${digits}`);
  await expect(box).toBeChecked();

  await box.uncheck();
  await updates.getByRole("button", { name: "Save my choice" }).click();
  await expect(updates.getByRole("status")).toContainText("Saved");
  await expect(box).not.toBeChecked();
  await page.goto("/account");
  await expect(box).not.toBeChecked();

  await box.check();
  await updates.getByRole("button", { name: "Save my choice" }).click();
  await expect(updates.getByRole("status")).toContainText("Saved");
  await page.goto("/account");
  await expect(box).toBeChecked();
  // Nothing of her page runs wider than her phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
