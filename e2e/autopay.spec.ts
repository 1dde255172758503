// Autopay at 390 px without a script: the bride pays the first part of her plan by card on
// Paystack's page (its fake), then her order page offers her card by its last 4 digits, unticked;
// she turns it on and off again with the plain form.
import { addDays, lagosDayOf } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("she turns autopay on from her order page without a script, and off again", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, "/admin/quotes/new");
  await page.getByLabel("First name").fill("Amaka");
  await page.getByLabel("Last name").fill("Eze");
  await page.getByLabel("Email").fill("amaka-autopay@example.com");
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
  await page.getByRole("button", { name: "Make the quote" }).click();
  await expect(page.getByRole("heading", { name: "Quote for Amaka Eze" })).toBeVisible();
  const reference = (await page.locator("p.tabular-nums").first().innerText()).trim();
  const link = new URL(await page.getByLabel("Link to the quote").inputValue()).pathname;

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    baseURL,
  });
  const bride = await noScript.newPage();
  await bride.goto(link);
  await bride.getByRole("button", { name: "Pay ₦360,000, the first part" }).click();
  await bride.getByRole("button", { name: "Pay" }).click();
  await expect(bride).toHaveURL(new RegExp(`/order/${reference}$`));
  // Her own page: opened by her private link (her quote's key), as her emails link it.
  const key = link.split("/").pop()!;
  await bride.goto(`/order/${reference}?key=${key}`);

  const autopay = bride.getByRole("form", { name: "Autopay" });
  const box = autopay.getByLabel("Pay each part from my card ending 4081 on its day");
  await expect(box).not.toBeChecked();
  await box.check();
  await autopay.getByRole("button", { name: "Save" }).click();
  await expect(bride).toHaveURL(new RegExp(`/order/${reference}\\?key=`));
  await expect(box).toBeChecked();
  await expect(autopay).toContainText("On: each part is charged on its due day.");
  await box.uncheck();
  await autopay.getByRole("button", { name: "Save" }).click();
  await expect(box).not.toBeChecked();
  await expect(autopay).toContainText("Off: you pay each part yourself.");
  await noScript.close();
});
