import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../scripts/start-server";
import { startShipbubbleFake, type ShipbubbleFake } from "../test-fakes/shipbubble";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { placePaidOrder, signIn } from "./support/admin";
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

/** A screenshot for a person to look at (SHOTS_DIR); the checks are the test. */
async function shot(page: import("@playwright/test").Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

test("a Lagos order booked with the courier in one tap, its steps on her page as the courier's events arrive", async ({
  page,
  courier,
}) => {
  const reference = await placePaidOrder(page.request, {}, "nigeria");
  await signIn(page, `/admin/orders/${reference}`);
  const section = page.getByRole("region", { name: "Courier" });
  await section.getByRole("button", { name: "Book the courier" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Booked with the courier: print the label/);
  await expect(section).toContainText("Booked with Kwik, tracking number TRK");
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

  await page.goto(`/order/${reference}`);
  const hers = page.getByRole("region", { name: "Your parcel" });
  await expect(hers).toContainText("With Kwik, tracking number TRK");
  await expect(hers.getByRole("listitem")).toHaveText([
    /Booked with the courier$/,
    /Picked up from the atelier$/,
    /On its way to you$/,
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "courier-her-order-390");
});
