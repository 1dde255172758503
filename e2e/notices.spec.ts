import { randomInt } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { startServer, type RunningServer } from "../scripts/start-server";
import { startTermiiFake, type TermiiFake } from "../test-fakes/termii";
import { startWhatsappFake, type WhatsappFake } from "../test-fakes/whatsapp";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { signIn } from "./support/admin";
import { bookerEmail, pickTime } from "./support/appointments";
import { expect, test as base } from "./support/test";

// Her tick for WhatsApp or SMS updates at checkout and when she books, a plain checkbox, and the
// owner's list of an order's (an appointment's) notices with the state their receipts gave them, on
// a phone; Meta and Termii are the fakes.
type Shop = RunningServer & { whatsapp: WhatsappFake; termii: TermiiFake };

const test = base.extend<object, { shop: Shop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const whatsapp = await startWhatsappFake();
      const termii = await startTermiiFake();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-notices-"));
      const server = await startServer({
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        TRUST_PROXY: "loopback",
        ...whatsapp.env,
        ...termii.env,
      });
      whatsapp.deliverTo(`${server.url}/api/whatsapp/webhook`, true);
      termii.deliverTo(`${server.url}/api/termii/webhook`, true);
      await provide({ ...server, whatsapp, termii });
      await server.stop();
      await whatsapp.close();
      await termii.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const CONSENT = "WhatsApp or SMS updates about this order (reply STOP to stop them)";

/** One BB Ensemble in M to the checkout, her details filled, her phone `phone`; `tick` her consent. */
async function placeWithForm(page: Page, phone: string, tick: boolean): Promise<string> {
  await page.goto("/hazelbee/shop/bb-ensemble");
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Billing details" });
  const consent = form.getByRole("checkbox", { name: CONSENT });
  await expect(consent).toBeVisible();
  await expect(consent).not.toBeChecked();
  await form.getByLabel("Email").fill(`notices-${Date.now()}@example.com`);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill(phone);
  if (tick) await consent.check();
  await form.getByLabel("Address").fill("12 Aba Road, Port Harcourt");
  await form.getByLabel("Country").selectOption("Nigeria");
  await form.getByLabel("State / Region").fill("Rivers");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: "Complete payment" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  return reference;
}

test("she ticks WhatsApp updates at checkout; the owner sees her confirmation read, on her phone's width", async ({
  page,
  browser,
  shop,
}) => {
  const reference = await placeWithForm(page, "+234 803 555 0101", true);
  await expect.poll(() => shop.whatsapp.sends.filter((s) => s.to === "2348035550101").length).toBe(1);
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await owner.newPage();
  await signIn(admin, `/admin/orders/${reference}`);
  const list = admin.getByTestId("order-notices");
  await expect(async () => {
    await admin.reload();
    await expect(list).toHaveText(/^Order confirmed · WhatsApp · read \d\d:\d\d$/);
  }).toPass({ timeout: 20_000 });
  // Nothing of the page runs wider than the phone.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();
});

test("WhatsApp cannot deliver (131026): the owner sees it reach her by SMS; unticked, none is sent", async ({
  page,
  browser,
  shop,
}) => {
  shop.whatsapp.fate("2348035550202", { fail: 131026 });
  const reference = await placeWithForm(page, "+234 803 555 0202", true);
  await expect.poll(() => shop.termii.sends.filter((s) => s.to === "2348035550202").length).toBe(1);
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await owner.newPage();
  await signIn(admin, `/admin/orders/${reference}`);
  const list = admin.getByTestId("order-notices");
  await expect(async () => {
    await admin.reload();
    await expect(list).toContainText(/Order confirmed · SMS · delivered \d\d:\d\d/);
  }).toPass({ timeout: 20_000 });
  await expect(list).toContainText("Before: WhatsApp failed 131026");

  const unticked = await placeWithForm(page, "+234 803 555 0303", false);
  await admin.goto(`/admin/orders/${unticked}`);
  await expect(admin.getByTestId("order-notices")).toHaveCount(0);
  expect(shop.whatsapp.sends.filter((s) => s.to === "2348035550303")).toEqual([]);
  await owner.close();
});

test("she ticks updates when she books; the owner sees her booking's notice read on the appointment's page", async ({
  page,
  browser,
  shop,
}) => {
  const digits = `23480355${String(randomInt(100_000, 999_999))}`;
  await page.goto("/appointments");
  await page.getByRole("link", { name: "Choose a time for Consultation" }).click();
  await pickTime(page, { hoursAhead: 48 });
  await page.getByLabel("Your name").fill("Ada Obi");
  await page.getByLabel("Email").fill(bookerEmail("booked"));
  await page.getByLabel("Phone").fill(`+${digits}`);
  await page
    .getByRole("checkbox", { name: "WhatsApp or SMS updates about this booking (reply STOP to stop them)" })
    .check();
  await page.getByRole("button", { name: /^Book$/ }).click();
  await expect(page.getByRole("heading", { name: "Your consultation" })).toBeVisible();
  const key = new URL(page.url()).pathname.split("/").pop()!;
  await expect
    .poll(() => shop.whatsapp.sends.filter((s) => s.to === digits).map((s) => s.template))
    .toEqual(["appointment_booked"]);
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await owner.newPage();
  await signIn(admin, `/admin/calendar/${key}`);
  const list = admin.getByTestId("order-notices");
  await expect(async () => {
    await admin.reload();
    await expect(list).toHaveText(/^Appointment booked · WhatsApp · read \d\d:\d\d$/);
  }).toPass({ timeout: 20_000 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await owner.close();
});
