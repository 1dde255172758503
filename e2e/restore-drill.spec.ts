import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { openDb } from "../app/server/db/db.server";
import { startServer, type RunningServer } from "../scripts/start-server";
import { signIn } from "./support/admin";
import { TEST_ADMIN_PASSWORD } from "./support/admin-password";
import { placeOrder } from "./support/orders";
import { expect, test } from "./support/test";
import { visitorAddress } from "./support/visitor";

// The restore drill: a shop with orders, messages, subscribers and a product's photos is backed
// up while it runs, restored with `npm run restore` into a new data directory, and a server
// started on that finds every row and photo byte for byte.

/** Nothing leaves the shop during the drill, so its database changes only by what the drill does. */
const quiet = {
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  TRUST_PROXY: "loopback",
  EMAILJS_SERVICE_ID: "",
  EMAILJS_PUBLIC_KEY: "",
  EMAILJS_PRIVATE_KEY: "",
  PAYSTACK_PUBLIC_KEY: "",
  PAYSTACK_SECRET_KEY: "",
};

/** Changed by every request the owner makes (her session's last use, the limits' counters), the backup's own included. */
const changedByRequests = new Set(["admin_sessions", "rate_limits"]);

async function ownerPage(browser: Browser, shop: RunningServer): Promise<Page> {
  const context = await browser.newContext({
    baseURL: shop.url,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { "x-forwarded-for": visitorAddress() },
  });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** Every table's rows as text, in one order: equal only when every row and byte is. */
async function tableDigests(dataDir: string): Promise<Record<string, string>> {
  const db = await openDb({ dataDir: path.join(dataDir, "pglite") });
  try {
    const tables = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
      if (changedByRequests.has(name)) continue;
      const [row] = await db.query<{ rows: string; digest: string }>(
        `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${name}" t`,
      );
      digests[name] = `${row!.rows} rows, ${row!.digest}`;
    }
    return digests;
  } finally {
    await db.close();
  }
}

async function photoBytes(request: APIRequestContext, addresses: string[]) {
  return Promise.all(addresses.map(async (address) => (await request.get(address)).body()));
}

test("a backup taken while the shop runs restores into a new directory with every row and photo", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-drill-"));
  const first = path.join(root, "shop");
  const second = path.join(root, "restored");
  const shop = await startServer({ DATA_DIR: first, ...quiet });
  try {
    const page = await ownerPage(browser, shop);
    const request = page.request;
    const references = [
      await placeOrder(request),
      await placeOrder(request, [{ productId: 9, size: "S", quantity: 2 }]),
    ];
    const messages = [
      { kind: "contact", from_name: "Ifeoma", from_email: "ifeoma@example.com", message: "Do you ship to Accra? ₦ 🌸" },
      { kind: "newsletter", from_email: "news@example.com" },
      { kind: "signup", from_name: "Zainab", from_email: "zainab@example.com" },
    ];
    for (const data of messages) expect((await request.post("/api/messages", { data })).ok()).toBe(true);

    // A photo of the owner's own, prepared into its variants before the backup.
    await page.goto("/admin/products/9/photos");
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#7a3e9d" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel("Choose photos")
      .setInputFiles([{ name: "drill.jpg", mimeType: "image/jpeg", buffer: photo }]);
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status")).toHaveText("1 photo added.");
    const card = page.locator("[data-status]").first();
    await expect(async () => {
      await page.reload();
      await expect(card).toHaveAttribute("data-status", "ready", { timeout: 500 });
    }).toPass({ timeout: 60_000 });
    const srcset = await card.locator("source[type='image/avif']").getAttribute("srcset");
    const addresses = [
      (await card.locator("img").getAttribute("src"))!,
      ...srcset!.split(", ").map((entry) => entry.split(" ")[0]!),
    ];
    const photosBefore = await photoBytes(request, addresses);

    // The backup, taken by the running server at the owner's request.
    await page.goto("/admin/backups");
    await page.getByRole("button", { name: "Back up now" }).click();
    const backups = path.join(first, "backups");
    await expect
      .poll(() => (fs.existsSync(backups) ? fs.readdirSync(backups) : []), { timeout: 60_000 })
      .toHaveLength(1);
    const file = path.join(backups, fs.readdirSync(backups)[0]!);
    await page.context().close();
    await shop.stop();

    const restored = await promisify(execFile)("npx", ["tsx", "scripts/restore.ts", file], {
      env: { ...process.env, DATA_DIR: second },
    });
    expect(restored.stdout).toContain(`into ${path.join(second, "pglite")}`);
    const expected = await tableDigests(first);
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(["orders", "messages", "product_photos", "photo_variants"]),
    );
    expect(await tableDigests(second)).toEqual(expected);

    // A server on the restored directory serves what the first one had.
    const again = await startServer({ DATA_DIR: second, ...quiet });
    try {
      const owner = await ownerPage(browser, again);
      for (const reference of references) {
        await owner.goto(`/admin/orders/${reference}`);
        await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Ada Obi");
        await expect(owner.getByText(reference, { exact: true })).toBeVisible();
      }
      await owner.goto("/admin/messages");
      await expect(owner.getByText("Do you ship to Accra? ₦ 🌸")).toBeVisible();
      const subscribers = await (await owner.request.get("/admin/subscribers.csv")).text();
      for (const email of ["news@example.com", "zainab@example.com"]) expect(subscribers).toContain(email);
      const photosAfter = await photoBytes(owner.request, addresses);
      photosAfter.forEach((bytes, i) => expect(bytes.equals(photosBefore[i]!), addresses[i]).toBe(true));
      await owner.context().close();
    } finally {
      await again.stop();
    }
  } finally {
    await shop.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
