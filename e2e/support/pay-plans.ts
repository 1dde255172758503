import { expect, type Page } from "@playwright/test";
import { addDays, lagosDayOf } from "../../app/lib/lagos-clock";
import { signIn } from "./admin";

/**
 * The owner signs in on `page` and makes Amaka's quote for a ₦900,000 bespoke gown on a 40/30/30
 * plan run up to its event in 91 days; `beforeMaking` looks at the filled form first. Returns the
 * quote's order reference and her link's path.
 */
export async function makePlanQuote(
  page: Page,
  email: string,
  beforeMaking?: () => Promise<void>,
): Promise<{ reference: string; link: string }> {
  await signIn(page, "/admin/quotes/new");
  await page.getByLabel("First name").fill("Amaka");
  await page.getByLabel("Last name").fill("Eze");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone (WhatsApp)").fill("0803 123 4567");
  await page.getByLabel("Piece 1: description").fill("Bespoke bridal gown");
  await page.getByLabel("Price (₦, whole)").first().fill("900000");
  await page
    .getByLabel("Event date")
    .first()
    .fill(addDays(lagosDayOf(new Date()), 91));
  await page.getByLabel("Pay small small: in parts, as set below").check();
  await page.getByLabel("First part (%)").fill("40");
  await page.getByLabel("Parts", { exact: true }).selectOption("3");
  await page.getByLabel("Last part due before").selectOption("event");
  await beforeMaking?.();
  await page.getByRole("button", { name: "Make the quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote for Amaka Eze" })).toBeVisible();
  const reference = (await page.locator("p.tabular-nums").first().innerText()).trim();
  const link = new URL(await page.getByLabel("Link to the quote").inputValue()).pathname;
  return { reference, link };
}
