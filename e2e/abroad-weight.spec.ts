import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { fillLondonBilling } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A London order priced by its parcel's weight: the owner records BB Ensemble's packed weight, the
// checkout's DHL fee follows it and the quantity, the duties are told, and nothing abroad is placed
// without her tick. A server of its own: the weight set here would change other specs' fees abroad.
const test = testOnOwnShop();
test.use({ viewport: { width: 390, height: 844 } });

const naira = (n: number) => `₦${n.toLocaleString("en-US")}`;
/** The placeholder UK and Europe rates: ₦45,000 for the first half kilogram, ₦9,000 each next; 20% surcharge. */
const ukFee = (halfKilos: number) => Math.ceil(((45_000 + 9_000 * (halfKilos - 1)) * 1.2) / 100) * 100;

test("the owner's weight prices the DHL fee, duties told and ticked before she pays", async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner's page, a checkout and an order's page, each checked by axe: a long journey.
  test.setTimeout(120_000);
  const owner = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const admin = await owner.newPage();
  await signIn(admin, "/admin/delivery-abroad");
  await admin.getByLabel("Product").selectOption({ label: "BB Ensemble" });
  await admin.getByLabel("Weight (g)").fill("0");
  await admin.getByRole("button", { name: "Save weight" }).click();
  await expect(admin.getByLabel("Weight (g)")).toHaveAccessibleDescription(/a piece of no weight cannot be priced/);
  await admin.getByLabel("Product").selectOption({ label: "BB Ensemble" });
  for (const [label, value] of [
    ["Weight (g)", "1100"],
    ["Length (cm)", "30"],
    ["Width (cm)", "25"],
    ["Height (cm)", "5"],
  ] as const)
    await admin.getByLabel(label).fill(value);
  await admin.getByRole("button", { name: "Save weight" }).click();
  await expect(admin.getByRole("status")).toContainText("Weight saved");
  await expect(admin.getByText("BB Ensemble, every size: 1100 g, 30 × 25 × 5 cm")).toBeVisible();
  await expectNoViolations(admin, "the delivery abroad page");
  await owner.close();

  await page.goto("/hazelbee/shop/bb-ensemble");
  await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/checkout");
  await islandsStarted(page);
  const form = await fillLondonBilling(page, { postcode: "SW1A1AA" });
  // 1.1 kg: 1.5 kg chargeable, three half kilograms.
  await page.getByRole("radio", { name: "DHL Express, UK and Europe (1.5 kg)" }).check();
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary).toContainText(`Total${naira(15_000 + ukFee(3))}`);
  await expect(page.getByTestId("duties-expect")).toContainText("£135 or less");
  await expect(page.getByTestId("ready-by")).toContainText("with you by");
  await page.screenshot({ path: test.info().outputPath("abroad-checkout-390.png"), fullPage: true });
  await expectNoViolations(page, "the checkout abroad");

  // Without the tick nothing is placed: the shop says why, beside the box, and takes her there.
  await page.getByRole("button", { name: "Place Order" }).click();
  const box = form.getByRole("checkbox", { name: "I understand that I pay any duties and taxes on delivery." });
  await expect(box).toHaveAccessibleDescription(
    "Please tick that you understand you pay any duties and taxes on delivery.",
  );
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await form.getByRole("checkbox", { name: "I understand that I pay any duties and taxes on delivery." }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  await expect(page.getByText("DHL Express, UK and Europe (1.5 kg)")).toBeVisible();
  await expect(page.getByTestId("duties")).toContainText("£135 or less");
});
