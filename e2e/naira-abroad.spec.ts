import type { Page } from "@playwright/test";
import { islandsStarted } from "./support/islands";
import { expect, test } from "./support/test";

// A shopper in London while the shop charges in naira: the checkout says plainly that she pays the
// naira total and that her bank converts it, with the amount; a shopper in Nigeria is not told.
test.use({ viewport: { width: 390, height: 844 } });

async function checkoutTo(page: Page, scripted: boolean) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  if (scripted) await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  if (scripted) await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  else await expect(page).toHaveURL(/\/cart/);
  await page.goto("/checkout");
  if (scripted) await islandsStarted(page);
  return page.getByRole("form", { name: "Billing details" });
}

const summary = (page: Page) => page.getByRole("region", { name: "Your order" });

/** The note, and that its amount is the total the summary shows. */
async function expectNairaNote(page: Page) {
  const note = summary(page).getByTestId("naira-note");
  await expect(note).toHaveText(/^You pay ₦[\d,]+ in naira: your bank converts it to your currency at its own rate\.$/);
  const total = (await summary(page).getByText("Total").locator("xpath=..").innerText()).match(/₦[\d,]+/)?.[0];
  expect(total).toBeTruthy();
  await expect(note).toContainText(`You pay ${total} in naira`);
}

test("with the page's script, London is told she pays in naira and her bank converts; Rivers is not", async ({
  page,
}) => {
  const form = await checkoutTo(page, true);
  await expect(summary(page).getByTestId("naira-note")).toHaveCount(0);
  await form.getByLabel("Country").selectOption("United Kingdom");
  await form.getByLabel("State / Region").selectOption("England");
  await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
  await expect(summary(page)).toContainText("DHL Express");
  await expectNairaNote(page);
  await form.getByLabel("Country").selectOption("Nigeria");
  await expect(summary(page).getByTestId("naira-note")).toHaveCount(0);
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("the page the server sends for London says it too, with the naira total", async ({ page }) => {
    const form = await checkoutTo(page, false);
    await form.getByLabel("Country").selectOption("United Kingdom");
    await form.getByLabel("State / Region").fill("England");
    await form.getByRole("button", { name: "Show delivery options" }).click();
    await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
    await form.getByRole("button", { name: "Update delivery and totals" }).click();
    await expect(summary(page)).toContainText("DHL Express");
    await expectNairaNote(page);
  });
});
