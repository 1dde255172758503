import type { Browser, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { islandsStarted } from "./support/islands";
import { fillBilling } from "./support/orders";
import { expect, test } from "./support/test";

// An order to London: the town and postcode are asked, refused by field when left out, and shown
// whole on her order page and the owner's.
test.use({ viewport: { width: 390, height: 844 } });

async function dressThenCheckout(page: Page, scripted: boolean) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  if (scripted) await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  if (scripted) await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  else await expect(page).toHaveURL(/\/cart/);
  await page.goto("/checkout");
  if (scripted) await islandsStarted(page);
  return fillBilling(page, { scripted, livingIn: "London" });
}

async function placeAndCheck(page: Page, browser: Browser) {
  await page.getByRole("checkbox", { name: "I understand that I pay any duties and taxes on delivery." }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const address = page.getByRole("region", { name: "Delivery address" });
  await expect(address).toContainText("1 Example Street");
  await expect(address).toContainText("London SW1A 1AA");
  await expect(address).toContainText("United Kingdom");
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await owner.newPage();
  await signIn(admin, `/admin/orders/${reference}`);
  const shopper = admin.getByRole("region", { name: "Shopper" });
  await expect(shopper).toContainText("Town / cityLondon");
  await expect(shopper).toContainText("PostcodeSW1A 1AA");
  await owner.close();
}

test("with the page's script, an address abroad needs its town and postcode, then shows them", async ({
  page,
  browser,
}) => {
  const form = await dressThenCheckout(page, true);
  await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(form.getByLabel("Town / city")).toHaveAccessibleDescription("Please enter the town or city.");
  await expect(form.getByLabel(/^Postcode/)).toHaveAccessibleDescription("Please enter a valid postcode.");
  await expect(form.getByLabel("Town / city")).toBeFocused();
  await form.getByLabel("Town / city").fill("London");
  await form.getByLabel(/^Postcode/).fill("SW1A 1AA");
  await placeAndCheck(page, browser);
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("an address abroad is refused by field without its town and postcode, then placed", async ({
    page,
    browser,
  }) => {
    const form = await dressThenCheckout(page, false);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(form.getByLabel("Town / city")).toHaveAccessibleDescription("Please enter the town or city.");
    await expect(form.getByLabel(/^Postcode/)).toHaveAccessibleDescription("Please enter a valid postcode.");
    // Her country's couriers need one: the field says so, without "if any".
    await expect(form.getByLabel("Postcode", { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel("Address")).toHaveValue("1 Example Street");
    await form.getByLabel("Town / city").fill("London");
    await form.getByLabel(/^Postcode/).fill("SW1A 1AA");
    await form.getByRole("button", { name: "Show delivery options" }).click();
    await page.getByRole("radio", { name: /DHL Express, UK and Europe/ }).check();
    // The courier's fee goes into the total she sees before she pays it.
    await form.getByRole("button", { name: "Update delivery and totals" }).click();
    await expect(page.getByRole("region", { name: "Your order" })).toContainText("DHL Express");
    await placeAndCheck(page, browser);
  });
});
