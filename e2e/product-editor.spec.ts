import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect, test as base } from "./support/test";

// A server of its own: the products made here change the catalogue, and the shared server's
// pages must stay as the other specs expect them.
const test = testOnOwnShop();

test.use({ viewport: { width: 390, height: 844 } });

const field = (page: import("@playwright/test").Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner creates a draft on her phone, fixes a field, publishes it, changes its price; a stale tab is refused", async ({
    page,
    context,
  }) => {
    const name = `Vega Dress ${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
    await signIn(page, "/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await page.getByRole("banner").getByText("Menu").click();
    await expect(page.getByRole("link", { name: "Products", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("banner").getByText("Menu").click();

    await page.getByRole("link", { name: "New product" }).click();
    await field(page, "Name").fill(name);
    await field(page, "Collection").selectOption("naledi");
    await field(page, "Price (₦)").fill("35,000");
    await field(page, "Struck-through price (₦)").fill("30000");
    await page.getByRole("button", { name: "Create product" }).click();

    const struck = field(page, "Struck-through price (₦)");
    await expect(struck).toHaveAttribute("aria-invalid", "true");
    await expect(struck).toHaveAccessibleDescription(/It must be above the price \(₦35,000\), or left empty\./);
    await expect(field(page, "Name")).toHaveValue(name);
    await expect(field(page, "Price (₦)")).toHaveValue("35,000");

    await struck.fill("");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
    await expect(page.getByRole("status")).toHaveText("The product is created. It stays a draft until you publish it.");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(field(page, "Address")).toHaveValue(name.toLowerCase().replace(/ /g, "-"));
    await expect(page.getByRole("link", { name: "Photos", exact: true })).toHaveAttribute(
      "href",
      new URL(page.url()).pathname + "/photos",
    );

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

    // A second tab opened on the same copy of the product.
    const stale = await context.newPage();
    await stale.goto(new URL(page.url()).pathname);
    await expect(field(stale, "Price (₦)")).toHaveValue("35000");

    await field(page, "Price (₦)").fill("30000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop shows the change within seconds.");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("Price ₦35,000 → ₦30,000");
    await expect(history).toContainText("Published");
    await expect(history).toContainText("Created");

    await field(stale, "Name").fill(`${name} Gown`);
    await stale.getByRole("button", { name: "Save" }).click();
    const refused = stale.getByRole("alert");
    await expect(refused).toContainText("Not saved: this product was changed after you opened it");
    await expect(refused.getByRole("listitem")).toHaveText(
      "PriceWhen you opened it₦35,000Saved there₦30,000The form below now has the saved one.",
    );
    await expect(field(stale, "Price (₦)")).toHaveValue("30000");
    await expect(field(stale, "Name")).toHaveValue(`${name} Gown`);
    await expect(stale.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();

    await page.goto("/admin/products?q=" + encodeURIComponent(name));
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Naledi · ₦30,000");
    await expect(row).toContainText("Published");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  // These only read and refuse, so the shared server does.
  base(
    `the products list, a product's form with a message and a product's page are accessible at ${viewport.width} px`,
    async ({ page }) => {
      // Three pages, three axe runs: more than the default 30 s on a busy machine.
      base.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await signIn(page, "/admin/products");
      await expectNoViolations(page, "the products list");
      await page.goto("/admin/products/new");
      await field(page, "Price (₦)").fill("0");
      await page.getByRole("button", { name: "Create product" }).click();
      await expect(field(page, "Price (₦)")).toHaveAccessibleDescription("The price must be above ₦0.");
      await expectNoViolations(page, "the new product form with messages");
      await page.goto("/admin/products/12");
      await expect(page.getByRole("heading", { level: 1, name: "Pistachio Blouse" })).toBeVisible();
      await expectNoViolations(page, "a product's page");
    },
  );
}
