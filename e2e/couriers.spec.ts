import fs from "node:fs";
import type { Page } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../scripts/start-server";
import { startShipbubbleFake, type ShipbubbleFake } from "../test-fakes/shipbubble";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { signIn } from "./support/admin";
import { fillBilling } from "./support/orders";
import { islandsStarted } from "./support/islands";
import { nigeriaZones } from "../app/config/delivery";
import { expectNoViolations } from "./support/axe";
import { expect, test as base } from "./support/test";

// A shop of its own, talking to the courier aggregator's fake.
const test = base.extend<object, { courier: ShipbubbleFake; shop: RunningServer }>({
  courier: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const fake = await startShipbubbleFake();
      await provide(fake);
      await fake.close();
    },
    { scope: "worker" },
  ],
  shop: [
    async ({ courier }, provide) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-couriers-"));
      const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...courier.env });
      await provide(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const naira = (n: number) => `₦${n.toLocaleString("en-US")}`;

/** A screenshot for a person to look at (SHOTS_DIR); the checks are the test. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

/** One BB Ensemble in M, from its page to the cart, then the checkout with her Lagos address. */
async function checkoutInLagos(page: Page, scripted: boolean) {
  await page.goto("/hazelbee/shop/bb-ensemble");
  if (scripted) await islandsStarted(page);
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  if (scripted) await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  else await expect(page).toHaveURL(/\/cart\?added=42/);
  await page.goto("/checkout");
  if (scripted) await islandsStarted(page);
  return fillBilling(page, { livingIn: "Lagos", scripted, email: `lagos-${Date.now()}@example.com` });
}

test("a Lagos checkout priced from the couriers' live rates, and from the zone table when they are down", async ({
  page,
  courier,
}) => {
  const form = await checkoutInLagos(page, true);
  await form.getByRole("radio", { name: /^Courier, South West/ }).check();
  const offers = form.getByRole("group", { name: "Courier for your address" });
  await expect(offers.getByRole("radio")).toHaveCount(2);
  await expect(offers).toContainText("KwikCheapest · 1 working day₦3,201");
  await expect(offers).toContainText("DHL ExpressFastest · 1 working day₦9,800");
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary).toContainText("₦3,201");
  await offers.getByRole("radio", { name: /DHL Express/ }).check();
  await expect(summary).toContainText("₦9,800");
  await expectNoViolations(page, "the couriers' offers at the checkout");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "courier-offers-390");

  // Down: another address is priced from the owner's zone table, and the shopper is told nothing.
  courier.failNext(10);
  const asked = page.waitForResponse("**/api/checkout/rates");
  await form.getByLabel("Address").fill("9 Allen Avenue, Ikeja");
  await form.getByLabel("Address").blur();
  await asked;
  await expect(offers).toHaveCount(0);
  await expect(summary).toContainText(naira(nigeriaZones["south-west"].fee));
});

test("a Lagos order from the couriers' rates at checkout, booked in one tap, its steps on her page as the courier's events arrive", async ({
  page,
  browser,
  courier,
}) => {
  // Without a script: the delivery's prices asked for, the cheapest offer chosen, the order placed.
  const shopper = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const her = await shopper.newPage();
  const form = await checkoutInLagos(her, false);
  await form.getByRole("button", { name: "Show delivery options" }).click();
  await form.getByRole("radio", { name: /^Courier, South West/ }).check();
  await form.getByRole("button", { name: "Update delivery and totals" }).click();
  const offers = form.getByRole("group", { name: "Courier for your address" });
  await expect(offers.getByRole("radio", { name: /Kwik/ })).toBeChecked();
  await form.getByRole("button", { name: "Place Order" }).click();
  await expect(her).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = new URL(her.url()).pathname.split("/").pop()!;
  // The courier's fee she chose is in what Paystack is asked: ₦15,000 and ₦3,201.
  await her.getByRole("button", { name: "Complete payment" }).click();
  await expect(her.getByRole("heading", { name: "Pay NGN 18201" })).toBeVisible();
  await her.getByRole("button", { name: "Pay" }).click();
  await expect(her).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(her.getByRole("region", { name: "Payment status" })).toContainText("Paid");

  await signIn(page, `/admin/orders/${reference}`);
  const section = page.getByRole("region", { name: "Courier" });
  await section.getByLabel("Pickup day").selectOption({ index: 1 });
  const pickupDay = await section.getByLabel("Pickup day").locator("option:checked").textContent();
  await section.getByRole("button", { name: "Book the courier" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Booked with the courier: print the label/);
  await expect(section).toContainText("Booked with Kwik, tracking number TRK");
  await expect(section).toContainText(`pickup ${pickupDay}`);
  await expect(section.getByRole("link", { name: "Print the label (opens in a new tab)" })).toHaveAttribute(
    "href",
    /\.pdf$/,
  );
  await expect(section.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Who did what" })).toContainText("Booked the courier for the order");
  await expectNoViolations(page, "an order booked with the courier");
  await shot(page, "courier-owner-390");

  // The courier's events, signed as the aggregator signs them, late and out of order.
  const labelHref = await section.getByRole("link", { name: /Print the label/ }).getAttribute("href");
  const orderId = /(SB-\d+)/.exec(labelHref ?? "")![1]!;
  for (const [status, at] of [
    ["in_transit", "2026-12-01T12:00:00Z"],
    ["picked_up", "2026-12-01T10:00:00Z"],
  ] as const) {
    const { body, signature } = courier.event(orderId, status, at);
    const answer = await page.request.post("/api/shipbubble/webhook", {
      data: body,
      headers: { "Content-Type": "application/json", "x-ship-signature": signature },
    });
    expect(answer.status()).toBe(200);
  }
  const forged = courier.event(orderId, "completed", "2026-12-02T09:00:00Z");
  const refused = await page.request.post("/api/shipbubble/webhook", {
    data: forged.body,
    headers: { "Content-Type": "application/json", "x-ship-signature": "0".repeat(128) },
  });
  expect(refused.status()).toBe(401);

  // Her order page, in her own browser (the owner's sees it through the admin).
  await her.goto(`/order/${reference}`);
  const hers = her.getByRole("region", { name: "Your parcel" });
  await expect(hers).toContainText("With Kwik, tracking number TRK");
  await expect(hers.getByRole("listitem")).toHaveText([
    /Booked with the courier$/,
    /Picked up from the atelier$/,
    /On its way to you$/,
  ]);
  await shot(her, "courier-her-order-390");
  await shopper.close();
});
