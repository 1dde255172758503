import type { Page } from "@playwright/test";
import { formatDayAndTime, lagosDateTimeOf } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted, openPage } from "./support/islands";
import { fillBilling } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A server of its own, in demo mode (no Paystack keys): the sale made here changes every price of the shop.
const test = testOnOwnShop({ PAYSTACK_PUBLIC_KEY: "", PAYSTACK_SECRET_KEY: "" });

const orion = "/naledi/orion-dress";

/** The product's price and sale as a fresh visit shows them. */
async function productPage(page: Page) {
  await page.goto(orion);
  const sale = page.getByTestId("product-sale");
  return {
    price: await page.getByTestId("product-price").textContent(),
    sale: (await sale.count()) > 0 ? await sale.textContent() : null,
  };
}

/** Orion Dress's card on its listing as a fresh visit shows it. */
async function listingCard(page: Page) {
  await page.goto("/naledi");
  return page.getByRole("article").filter({ hasText: "Orion Dress" }).textContent();
}

test("a sale scheduled seconds ahead flips the product page, its listing and a cart opened before it at its start, and back at its end; an order placed in it is paid at its price after it ended", async ({
  page,
  context,
}) => {
  // Two instants to wait for, and a checkout between them, on a busy machine.
  test.setTimeout(240_000);
  const cart = await context.newPage();
  const admin = await context.newPage();

  // The owner schedules "Flash", 50% off the whole shop, from a minute ahead, to the second; its
  // end is put near once an order is placed in it, however long a busy machine took to get there.
  await signIn(admin, "/admin/sales/new");
  const startsAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
  const endsAt = new Date(startsAt.getTime() + 15 * 60_000);
  await admin.getByLabel("Name", { exact: true }).fill("Flash");
  await admin.getByLabel("Starts (Lagos time)", { exact: true }).fill(lagosDateTimeOf(startsAt));
  await admin.getByLabel("Ends (Lagos time)", { exact: true }).fill(lagosDateTimeOf(endsAt));
  await admin.getByLabel("The whole shop").check();
  await admin.getByLabel("A percentage off").check();
  await admin.getByLabel("Percentage off (%)").fill("50");
  await admin.getByRole("button", { name: "Schedule sale" }).click();
  await expect(admin).toHaveURL(/\/admin\/sales\/\d+\?done=scheduled$/);
  const saleAddress = new URL(admin.url()).pathname;
  await admin.close();

  // Before its start nothing shows it; the shopper puts Orion Dress in her cart at its regular price.
  expect(await productPage(page)).toEqual({ price: "₦140,000", sale: null });
  await openPage(cart, orion);
  await cart.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await cart.getByRole("button", { name: "Add To Cart" }).click();
  await cart.getByRole("status").getByRole("link", { name: "View cart" }).click();
  await islandsStarted(cart);
  const row = cart.getByRole("row", { name: /Orion Dress/ });
  await expect(row).toContainText("₦140,000");
  expect(Date.now(), "the cart was opened before the sale started").toBeLessThan(startsAt.getTime());

  // From its start (within 5 s, nobody at the keyboard): the page, the listing and the open cart.
  await expect
    .poll(() => productPage(page), { timeout: startsAt.getTime() - Date.now() + 30_000 })
    .toEqual({
      price: "Was ₦140,000Now ₦70,000",
      sale: `50% offSale price until ${formatDayAndTime(endsAt)}, Lagos time`,
    });
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
  await expectNoViolations(page, "a product page on sale");
  const card = await listingCard(page);
  expect(card).toContain("50% off");
  expect(card).toContain("Was ₦140,000Now ₦70,000");
  await expectNoViolations(page, "a listing on sale");
  await expect(cart.getByRole("alert")).toHaveText(
    "Prices changed while this page was open:Orion Dress is now ₦70,000 (was ₦140,000): Flash.",
  );
  await expect(row).toContainText("Was ₦140,000Now ₦70,000");
  await expect(cart.getByRole("region", { name: "Summary" })).toContainText("₦70,000");
  await expectNoViolations(cart, "a cart whose prices changed");

  // She orders inside the sale: the shop asks for the sale price.
  await cart.getByRole("link", { name: "Checkout" }).click();
  await expect(cart).toHaveURL(/\/checkout$/);
  await islandsStarted(cart);
  await fillBilling(cart);
  await cart.getByRole("button", { name: "Place Order" }).click();
  const payment = cart.getByRole("dialog", { name: "Test payment" });
  await expect(payment).toContainText("₦70,000");

  // The owner brings its end to a few seconds ahead; it ends while she pays: the shop's pages are
  // back at the regular price...
  const endsSoon = new Date(Math.ceil(Date.now() / 1000) * 1000 + 10_000);
  const owner = await context.newPage();
  await owner.goto(saleAddress);
  await owner.getByLabel("Ends (Lagos time)", { exact: true }).fill(lagosDateTimeOf(endsSoon));
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  await expect(owner).toHaveURL(/\?done=saved$/);
  await owner.close();
  await expect.poll(() => productPage(page), { timeout: 60_000 }).toEqual({ price: "₦140,000", sale: null });
  expect(Date.now()).toBeGreaterThanOrEqual(endsSoon.getTime());
  expect(await listingCard(page)).not.toContain("50% off");

  // ...and her order is paid at the price it was placed at.
  await payment.getByRole("button", { name: "Pay (test)" }).click();
  await expect(cart).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  await expect(cart.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await expect(cart.getByRole("region", { name: "Items" })).toContainText("Total₦70,000");
});
