import type { Locator, Page } from "@playwright/test";
import { openMoreActions, placePaidOrder, signIn } from "./support/admin";
import { expect, test } from "./support/test";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// A sign-in and several plain form posts: slower than most on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Whether the element's top edge lies within the phone's first screen. */
async function onFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

/** A screenshot for a person to look at (SHOTS_DIR); the checks are the test. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test("a paid pickup order's first screen: her name, the money in words and one next step", async ({ page }) => {
  const reference = await placePaidOrder(page.request);
  await signIn(page, `/admin/orders/${reference}`);

  const name = page.getByRole("heading", { level: 1, name: "Ada Obi" });
  const money = page.getByTestId("glance-money");
  await expect(money).toHaveText(/^(Paid in full|Deposit paid: .+)$/);
  const next = page.getByRole("region", { name: "Next steps" });
  const primary = next.getByRole("button");
  await expect(primary).toHaveText(["Mark ready for pickup"]);
  for (const shown of [name, money, primary]) await onFirstScreen(shown);

  // The chat opens with her order's own link.
  const chat = new URL((await page.getByTestId("shopper-whatsapp").getAttribute("href"))!);
  expect(chat.host).toBe("wa.me");
  expect(chat.searchParams.get("text")).toContain(`/order/${reference}`);
  await shot(page, "admin-next-step-390");
});

test("a paid order's cancel without its box is refused, the words beside the box", async ({ page }) => {
  const reference = await placePaidOrder(page.request);
  await signIn(page, `/admin/orders/${reference}`);
  await openMoreActions(page);
  const cancel = page.locator("form").filter({ has: page.getByRole("button", { name: "Cancel order" }) });
  await cancel.getByLabel("Reason").fill("She changed her mind.");
  // The browser asks for the box first; past that, the shop refuses the post all the same.
  await cancel.evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  await cancel.getByRole("button", { name: "Cancel order" }).click();
  await expect(page).toHaveURL(`/admin/orders/${reference}/stage`);

  const confirm = page.getByLabel("Yes, cancel the order that paid ₦30,000");
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(confirm).toHaveAccessibleDescription(/^This order paid ₦30,000/);
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByText("Cancelled", { exact: true })).toHaveCount(0);
});

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });

  test("More actions opens and shows the cancel form with its confirmation box", async ({ page }) => {
    const reference = await placePaidOrder(page.request);
    await signIn(page, `/admin/orders/${reference}`);

    const confirm = page.getByLabel("Yes, cancel the order that paid ₦30,000");
    await expect(confirm).toBeHidden();
    await openMoreActions(page);
    const cancel = page.locator("form").filter({ has: page.getByRole("button", { name: "Cancel order" }) });
    await expect(cancel.getByLabel("Reason")).toBeVisible();
    await expect(confirm).toBeVisible();
    await expect(confirm).not.toBeChecked();
    await shot(page, "admin-more-actions-390-no-js");
  });

  test("the production sheet holds a note added through Add note, and each piece's picture", async ({ page }) => {
    const reference = await placePaidOrder(page.request);
    await signIn(page, `/admin/orders/${reference}`);
    await openMoreActions(page);
    await page.getByLabel("Note (only you see it)").fill("Lining in ivory silk, not cotton.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");

    await page.emulateMedia({ media: "print" });
    const sheet = page.getByRole("region", { name: "Production sheet" });
    await expect(sheet).toContainText("Lining in ivory silk, not cotton.");
    const picture = sheet.getByTestId("sheet-thumbnail");
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute("width", /^\d+$/);
    await expect(picture).toHaveAttribute("height", /^\d+$/);
    await expect(picture).toHaveAttribute("alt", /BB Ensemble/);
  });
});
