// Pay small small on a product at 390 px: the owner sets a plan on a made-to-order piece, the
// shopper sees each part's amount and date and the fee at the checkout before she pays, places the
// order on the plan, and Paystack's page asks the first part.
import type { Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { openPage } from "./support/islands";
import { fillBilling } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

const test = testOnOwnShop();
test.use({ viewport: { width: 390, height: 844 } });

/** The owner offers a 40%, three-part plan with a ₦5,000 fee on Look 1 (product 25). */
async function setPlan(page: Page) {
  await signIn(page, "/admin/products/25");
  const plan = page.getByRole("group", { name: "Pay small small" });
  await plan.getByLabel("Offer a plan").check();
  await plan.getByLabel("First part (%)").fill("40");
  await plan.getByLabel("Parts", { exact: true }).selectOption("3");
  await plan.getByLabel("Plan fee (₦, optional)").fill("5000");
  await page.getByRole("button", { name: "Set the plan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The plan is saved" })).toBeVisible();
  await expect(plan.getByLabel("Offer a plan")).toBeChecked();
  await expect(plan.getByLabel("First part (%)")).toHaveValue("40");
  await expectNoViolations(page, "the product's plan form");
}

test("a plan set on a Look is offered at the checkout with its parts and frozen on her order", async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(90_000);
  await setPlan(page);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: shop.url });
  const her = await context.newPage();
  await her.route(/currency-api|jsdelivr/, (route) => route.abort());
  // No payment window: the placed order's page offers Paystack's own page.
  await her.route("https://js.paystack.co/v1/inline.js", (route) => route.abort("blockedbyclient"));
  await openPage(her, "/resurgence/look-1");
  await her.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await her.getByRole("button", { name: "Add To Cart" }).click();
  await expect(her.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await openPage(her, "/checkout");
  await fillBilling(her);
  const how = her.getByRole("group", { name: "How you pay" });
  const choice = how.getByRole("radio", { name: /^Pay small small: 3 parts, interest-free/ });
  const parts = how.getByTestId("checkout-plan-parts");
  await expect(parts).toContainText(/First part ₦[\d,]+ today/);
  await expect(parts).toContainText(/Second part ₦[\d,]+ by \w+day \d+ \w+ \d{4}/);
  await expect(parts).toContainText(/Third part ₦[\d,]+ by \w+day \d+ \w+ \d{4}/);
  await expect(how).toContainText("A plan fee of ₦5,000 is in the first part.");
  await expectNoViolations(her, "the checkout with the plan's parts");
  const first = /First part ₦([\d,]+) today/.exec(await parts.innerText())![1]!.replaceAll(",", "");
  await choice.check();
  await her.getByRole("button", { name: "Place Order" }).click();

  await expect(her).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  await expect(her.getByTestId("plan-parts").getByRole("listitem")).toHaveCount(3);
  await her
    .getByRole("button", { name: /Complete payment|first part/ })
    .first()
    .click();
  await expect(her.getByRole("heading", { name: `Pay NGN ${first}` })).toBeVisible();
  await context.close();
});

test("without a script, the plan is a plain radio the form posts, and her order is placed on it", async ({
  page,
  browser,
  shop,
}) => {
  test.setTimeout(90_000);
  await setPlan(page);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: shop.url,
    javaScriptEnabled: false,
  });
  const her = await context.newPage();
  await her.goto("/resurgence/look-1");
  await her.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await her.getByRole("button", { name: "Add To Cart" }).click();
  await expect(her).toHaveURL(/\/cart/);
  await her.goto("/checkout");
  await fillBilling(her, { scripted: false });
  const how = her.getByRole("group", { name: "How you pay" });
  await expect(how.getByTestId("checkout-plan-parts")).toContainText(/First part ₦[\d,]+ today/);
  await how.getByRole("radio", { name: /^Pay small small: 3 parts/ }).check();
  await her.getByRole("button", { name: "Place Order" }).click();
  await expect(her).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  await expect(her.getByTestId("plan-parts").getByRole("listitem")).toHaveCount(3);
  await context.close();
});
