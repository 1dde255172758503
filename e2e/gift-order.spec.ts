import type { Browser, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { fillBilling } from "./support/orders";
import { payWithFakePaystack } from "./support/paystack";
import { expect, test } from "./support/test";

// A shopper abroad sends a dress to her mother: the recipient's name and phone and a card's
// message at checkout; the owner sees them and prints a packing slip with no price on it.
test.use({ viewport: { width: 390, height: 844 } });

const MAMA = { name: "Mama Ngozi Obi", phone: "+234 805 000 1111", message: "Happy 60th, Mama. Wear it on Sunday!" };
const PHONE_MESSAGE = "Please enter a valid phone number for the person receiving the gift, with its country code.";

/** One BB Ensemble in M, then the checkout: with a script the cart's badge counts it, without one the cart page opens. */
async function addDressThenCheckout(page: Page, scripted: boolean) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  if (scripted) await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  if (scripted) await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  else await expect(page).toHaveURL(/\/cart/);
  await page.goto("/checkout");
  await expect(page.getByRole("main")).toContainText("BB Ensemble");
}

/** The owner's order page and its packing slip: the gift named, the slip printed without a price or its money. */
async function ownerSeesGift(browser: Browser, reference: string) {
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
  const page = await owner.newPage();
  await signIn(page, `/admin/orders/${reference}`);
  const gift = page.getByRole("region", { name: "A gift" });
  await expect(gift).toContainText(MAMA.name);
  await expect(gift.getByRole("link", { name: MAMA.phone })).toHaveAttribute("href", "tel:+2348050001111");
  await expect(gift).toContainText(MAMA.message);
  await page.getByRole("link", { name: "Packing slip" }).click();
  await expect(page).toHaveURL(`/admin/orders/${reference}/packing-slip`);
  const slip = page.getByRole("article", { name: /packing slip/ });
  await expect(slip.getByRole("region", { name: "For" })).toContainText(MAMA.name);
  await expect(slip.getByRole("region", { name: "In this parcel" })).toContainText("1 × BB Ensemble, size M");
  await expect(slip.getByRole("region", { name: "A gift from Ada Obi" })).toContainText(MAMA.message);
  // Where its money stands is the owner's to see on screen; the printed gift slip leaves it out.
  await expect(slip.getByTestId("slip-money")).toHaveText(/^(Paid in full|Not paid yet: ₦[\d,]+ to pay)$/);
  await expectNoViolations(page, "the packing slip");
  await page.emulateMedia({ media: "print" });
  await expect(slip.getByTestId("slip-money")).toBeHidden();
  expect(await slip.innerText()).not.toContain("₦");
  await page.emulateMedia({ media: "screen" });
  await owner.close();
}

test("with the page's script, a gift needs the recipient's phone, then is placed, paid and shown to the owner", async ({
  page,
  browser,
}) => {
  const opened = await payWithFakePaystack(page);
  await addDressThenCheckout(page, true);
  await islandsStarted(page);
  await fillBilling(page);
  // The recipient's fields show once she answers yes, in the address's own block.
  await expect(page.getByLabel("Recipient's name")).toBeHidden();
  await expect(page.getByRole("group", { name: "Your address" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Yes, send it to someone else" }).check();
  await expect(page.getByRole("group", { name: "Recipient's address" })).toBeVisible();
  await page.getByLabel("Recipient's name").fill(MAMA.name);
  await page.getByLabel("Gift message (optional)").fill(MAMA.message);
  await expectNoViolations(page, "the checkout with the gift's fields open");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByLabel("Recipient's number")).toHaveAccessibleDescription(
    `Include the country code ${PHONE_MESSAGE}`,
  );
  await expect(page.getByLabel("Recipient's number")).toBeFocused();
  expect(opened).toHaveLength(0);

  await page.getByLabel("Recipient's number").fill(MAMA.phone);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  // The payment is hers: Paystack was opened with her email.
  expect(opened).toHaveLength(1);
  await expect(page.getByRole("main")).toContainText(`A gift for ${MAMA.name}: the parcel carries no prices.`);
  await ownerSeesGift(browser, new URL(page.url()).pathname.split("/").pop()!);
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused gift comes back as she typed it, and the corrected form places it", async ({ page, browser }) => {
    await addDressThenCheckout(page, false);
    const form = page.getByRole("form", { name: "Billing details" });
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Obi");
    await form.getByLabel("Phone").fill("+44 7700 900123");
    // Asked before the address; without a script the stylesheet shows the recipient's block.
    await expect(form.getByLabel("Recipient's name")).toBeHidden();
    await form.getByRole("checkbox", { name: "Yes, send it to someone else" }).check();
    const recipient = form.getByRole("group", { name: "Recipient's address" });
    await recipient.getByLabel("Recipient's name").fill(MAMA.name);
    await recipient.getByLabel("Address").fill("4 Rumuola Road, Port Harcourt");
    await recipient.getByLabel("Country").selectOption("Nigeria");
    await recipient.getByLabel("State / Region").fill("Rivers");
    await form.getByLabel("Recipient's number").fill("soon");
    await form.getByLabel("Gift message (optional)").fill(MAMA.message);
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("status")).toContainText("Please correct the highlighted fields.");
    await expect(form.getByLabel("Recipient's number")).toHaveAccessibleDescription(
      `Include the country code ${PHONE_MESSAGE}`,
    );
    await expect(form.getByLabel("Recipient's name")).toHaveValue(MAMA.name);
    await expect(form.getByLabel("Gift message (optional)")).toHaveValue(MAMA.message);

    await form.getByLabel("Recipient's number").fill(MAMA.phone);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
    await expect(page.getByRole("main")).toContainText(`A gift for ${MAMA.name}`);
    await ownerSeesGift(browser, new URL(page.url()).pathname.split("/").pop()!);
  });
});
