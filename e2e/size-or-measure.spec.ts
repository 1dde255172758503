import type { Browser, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { islandsStarted } from "./support/islands";
import { fillBilling } from "./support/orders";
import { payWithFakePaystack } from "./support/paystack";
import { expect, test } from "./support/test";
import { visitorAddress } from "./support/visitor";

// A size, or the atelier's measure (docs/decisions/272-made-to-order-may-leave-the-size-to-the-atelier.md):
// the Rigel Dress (Naledi, made to order) is ordered and paid without a size; the Coral Dress
// (HazelBee, ready to wear) is stopped on its page until she picks one.
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() }));

const TO_CONFIRM = "Size: Not specified — we will confirm your size or take your measurements";
const CORAL_REFUSAL = "Choose a size for the Coral Dress: it comes in size XS, S, M, L, XL, 2XL or 3XL.";

/** The owner's order page and packing slip say she has the size to settle. */
async function ownerSeesSizeToSettle(browser: Browser, reference: string) {
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
  const page = await owner.newPage();
  await signIn(page, `/admin/orders/${reference}`);
  await expect(page.getByRole("region", { name: "Items" })).toContainText(
    "Rigel Dress · Size not specified — confirm her size or take her measurements",
  );
  await page.goto(`/admin/orders/${reference}/packing-slip`);
  await expect(page.getByRole("region", { name: "In this parcel" })).toContainText(
    "1 × Rigel Dress, size not specified — confirm her size or take her measurements",
  );
  await owner.close();
}

const referenceOf = (page: Page) => new URL(page.url()).pathname.split("/").pop()!;

test("with the script: the Rigel Dress without a size is paid and her order says the atelier will confirm it", async ({
  page,
  browser,
}) => {
  await payWithFakePaystack(page);
  await page.goto("/naledi/rigel-dress");
  await islandsStarted(page);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/checkout");
  await islandsStarted(page);
  await expect(page.getByRole("region", { name: "Your order" })).toContainText("Size: Not specified");
  await fillBilling(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await expect(page.getByRole("main")).toContainText(TO_CONFIRM);
  await ownerSeesSizeToSettle(browser, referenceOf(page));
});

test("with the script: the Coral Dress asks for a size beside the sizes, focus there, before it goes in", async ({
  page,
}) => {
  await page.goto("/hazelbee/shop/coral-dress");
  await islandsStarted(page);
  await page.getByRole("button", { name: "Add To Cart" }).click();
  const xs = page.getByRole("radio", { name: "XS", exact: true });
  await expect(xs).toBeFocused();
  await expect(xs).toHaveAttribute("aria-invalid", "true");
  await expect(xs).toHaveAccessibleDescription(CORAL_REFUSAL);
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveCount(0);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await expect(xs).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("the Rigel Dress without a size is placed, paid on Paystack's page, and reads Not specified", async ({
    page,
    browser,
  }) => {
    await page.goto("/naledi/rigel-dress");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page).toHaveURL(/\/cart\?added=5&size=&quantity=1$/);
    await page.goto("/checkout");
    await expect(page.getByRole("region", { name: "Your order" })).toContainText("Size: Not specified");
    await fillBilling(page, { scripted: false });
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
    await page.getByRole("button", { name: "Complete payment" }).click();
    await expect(page.getByRole("heading", { name: "Pay NGN 120000" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
    await expect(page.getByRole("main")).toContainText(TO_CONFIRM);
    await ownerSeesSizeToSettle(browser, referenceOf(page));
  });

  test("the Coral Dress without a size comes back to its page with the error beside the sizes, the cart untouched", async ({
    page,
  }) => {
    await page.goto("/hazelbee/shop/coral-dress");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page).toHaveURL(/\/hazelbee\/shop\/coral-dress\?refused=37&size=&quantity=2#size-error$/);
    const xs = page.getByRole("radio", { name: "XS", exact: true });
    await expect(xs).toHaveAttribute("aria-invalid", "true");
    await expect(xs).toHaveAccessibleDescription(CORAL_REFUSAL);
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
    expect((await page.context().cookies()).some((c) => c.name === "hazel_cart")).toBe(false);
    await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page).toHaveURL(/\/cart\?added=37&size=M&quantity=2$/);
  });

  test("a Coral Dress kept in the cart from before without a size shows at checkout with the way back to its page", async ({
    page,
  }) => {
    await page.goto("/terms");
    const { origin } = new URL(page.url());
    await page.context().addCookies([{ name: "hazel_cart", value: "37..1", url: origin }]);
    await page.goto("/checkout");
    const summary = page.getByRole("region", { name: "Your order" });
    await expect(summary.getByRole("link", { name: "Choose one" })).toHaveAttribute(
      "href",
      "/hazelbee/shop/coral-dress",
    );
  });
});
