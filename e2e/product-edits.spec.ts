import type { Locator, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { islandsStarted } from "./support/islands";
import { shopper } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";
import { desktop, phone } from "./support/visitor";

// The owner's edits on her phone: none lost to a second tab, an action button or a link; the
// address her accented names make; the stock beside what unpaid orders hold. A server of its own,
// since these change the catalogue.
const test = testOnOwnShop();

// Many pages a test, on a machine other work shares.
test.describe.configure({ timeout: 120_000 });

test.use({ viewport: phone });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const unique = () => `${test.info().repeatEachIndex}${Date.now().toString(36)}`;

/**
 * Screenshots for a review, when SHOTS_DIR asks for them: at a phone's width and a desktop's, the
 * screen around `what`; the page is left at the phone's width.
 */
async function shot(page: Page, name: string, what: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await what.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${name}-${viewport.width}.png` });
  }
}

/** Creates a draft in Naledi at ₦35,000 (ready-to-wear with `stock` when given); returns its page's path. */
async function createDraft(page: Page, name: string, { description = "", stock = {} as Record<string, string> } = {}) {
  await page.goto("/admin/products/new");
  await field(page, "Name").fill(name);
  await field(page, "Collection").selectOption("naledi");
  await field(page, "Price (₦)").fill("35000");
  if (description) await field(page, "Description").fill(description);
  if (Object.keys(stock).length > 0) {
    await field(page, "Made to order").uncheck();
    for (const [size, count] of Object.entries(stock)) await field(page, `Stock of ${size}`).fill(count);
  }
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
  return new URL(page.url()).pathname;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a stale tab's save keeps what the other tab saved, shows both whole texts and re-applies only her change", async ({
    page,
    context,
  }) => {
    const opening = "A floor-length dress in cotton voile, cut on the bias, with a tie at the waist and";
    const before = `${opening} buttons of horn.`;
    const theirs = `${opening} buttons of brass.`;
    await signIn(page, "/admin/products");
    const path = await createDraft(page, `Stale Dress ${unique()}`, { description: before });

    const stale = await context.newPage();
    await stale.goto(path);
    await expect(field(stale, "Description")).toHaveValue(before);

    await field(page, "Description").fill(theirs);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");

    await field(stale, "Price (₦)").fill("41000");
    await stale.getByRole("button", { name: "Save", exact: true }).click();
    const refused = stale.getByRole("alert");
    await expect(refused).toContainText("Not saved: this product was changed after you opened it");
    await expect(refused).toContainText(before);
    await expect(refused).toContainText(theirs);
    await expect(field(stale, "Description")).toHaveValue(theirs);
    await expect(field(stale, "Price (₦)")).toHaveValue("41000");

    // Both changed the description: both whole texts, hers kept in the form to choose.
    await field(page, "Description").fill(`${opening} buttons of wood.`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
    await field(stale, "Description").fill(`${opening} buttons of shell.`);
    await stale.getByRole("button", { name: "Save", exact: true }).click();
    await expect(refused).toContainText(`${opening} buttons of wood.`);
    await expect(refused).toContainText(`${opening} buttons of shell.`);
    await expect(field(stale, "Description")).toHaveValue(`${opening} buttons of shell.`);
    await shot(stale, "editor-conflict", refused);

    await field(stale, "Description").fill(`${opening} buttons of wood.`);
    await stale.getByRole("button", { name: "Save", exact: true }).click();
    await expect(stale.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
    await page.goto(path);
    await expect(field(page, "Description")).toHaveValue(`${opening} buttons of wood.`);
    await expect(field(page, "Price (₦)")).toHaveValue("41000");
  });

  test("Publish and Duplicate save what she typed first; a copy keeps the counts", async ({ page }) => {
    await signIn(page, "/admin/products");
    const name = `Publish Dress ${unique()}`;
    const path = await createDraft(page, name, { stock: { M: "3" } });

    await field(page, "Price (₦)").fill("39000");
    const publish = page.getByRole("button", { name: "Publish", exact: true });
    await expect(publish).toHaveAccessibleDescription(/^No photo yet: shoppers see no photo of this piece/);
    await publish.click();
    await expect(page.getByRole("status")).toHaveText("Saved and published: shoppers can see it within seconds.");
    await expect(field(page, "Price (₦)")).toHaveValue("39000");
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

    await field(page, "Stock of M").fill("2");
    await page.getByRole("button", { name: "Duplicate as a draft" }).click();
    await expect(page.getByRole("status")).toContainText("This is a draft copy");
    expect(new URL(page.url()).pathname).not.toBe(path);
    await expect(field(page, "Stock of M")).toHaveValue("2");
    await expect(field(page, "Price (₦)")).toHaveValue("39000");
    await page.goto(path);
    await expect(field(page, "Stock of M")).toHaveValue("2");
  });

  test("the history names the owner the same way from every session", async ({ page, browser, baseURL }) => {
    await signIn(page, "/admin/products");
    const path = await createDraft(page, `Session Dress ${unique()}`);
    const phone = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const other = await phone.newPage();
    await signIn(other, path);
    await field(other, "Price (₦)").fill("37000");
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expect(other.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
    await phone.close();

    await page.goto(path);
    const entries = page
      .getByRole("region", { name: "History" })
      .getByRole("listitem")
      .filter({ hasText: /^(Saved|Created)/ });
    await expect(entries).toHaveCount(2);
    for (const entry of await entries.all()) await expect(entry).toContainText(/ · You$|· You/);
    await expect(page.getByRole("region", { name: "History" })).not.toContainText("admin");
  });

  test("a name with accents and tone marks makes its own address", async ({ page }) => {
    await signIn(page, "/admin/products");
    const tag = unique();
    await createDraft(page, `Café Crêpe Dress ${tag}`);
    await expect(field(page, "Address")).toHaveValue(`cafe-crepe-dress-${tag}`);
    await createDraft(page, `Àṣọ Òkè Ẹ̀wù ${tag}`);
    await expect(field(page, "Address")).toHaveValue(`aso-oke-ewu-${tag}`);
  });

  test("the stock shows the pieces unpaid orders hold, each with a link to its order", async ({ page, request }) => {
    await signIn(page, "/admin/products");
    const path = await createDraft(page, `Held Dress ${unique()}`, { stock: { M: "1" } });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    const id = Number(path.split("/").at(-1));

    // The shop learns of the new product within a second; until then an order for it is refused.
    let reference = "";
    await expect(async () => {
      const placed = await request.post("/api/orders", {
        data: { customer: shopper(), lines: [{ productId: id, size: "M", quantity: 1 }] },
      });
      expect(placed.status()).toBe(201);
      reference = ((await placed.json()) as { reference: string }).reference;
    }).toPass();

    await page.goto(path);
    const held = page.getByText(/0 to sell · 1 held by/);
    await expect(held).toContainText(`M: 0 to sell · 1 held by ${reference} until`);
    await expect(held.getByRole("link", { name: reference })).toHaveAttribute("href", `/admin/orders/${reference}`);
    await expect(field(page, "Stock of M")).toHaveValue("0");
    await shot(page, "editor-stock-held", held);
  });
});

test("with JavaScript, leaving the editor with unsaved changes asks first", async ({ page }) => {
  await signIn(page, "/admin/products");
  const path = await createDraft(page, `Leave Dress ${unique()}`);
  // Typed before the script arrives, still counted; the question needs the script, so wait for it.
  await field(page, "Price (₦)").fill("36000");
  await islandsStarted(page);
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "All products" }).click({ noWaitAfter: true });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(field(page, "Price (₦)")).toHaveValue("36000");

  // Saving is not leaving: no question.
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
  expect(asked).toEqual(["beforeunload"]);
});
