import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A server of its own per worker: two tests taking a backup at once on the shared server would
// find one being taken already, and its BACKUP_DIR is known here (DATA_DIR/backups).
const test = testOnOwnShop();

test.use({ viewport: { width: 390, height: 844 } });

/** The rows of the page's list of backups, newest first. */
const backupRows = (page: Page) => page.getByRole("region", { name: /^Backups \(\d+\)$/ }).getByRole("listitem");

/** Takes a backup with the page's button; its name, from the address the page returns to. */
async function backUpNow(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Back up now" }).click();
  // The answer comes once the backup is written: seconds, more on a busy machine.
  await expect(page).toHaveURL(/\/admin\/backups\?taken=hazel-[\w.-]+\.backup$/, { timeout: 60_000 });
  await expect(page.getByRole("status")).toHaveText(
    /^Backup taken: \d{1,2} \w{3} \d{4}, \d\d:\d\d WAT, [\d.]+ (MB|kB)\.$/,
  );
  return new URL(page.url()).searchParams.get("taken")!;
}

test("on her phone, without JavaScript, the owner backs the shop up, sees it checked, and downloads exactly the file on the server", async ({
  browser,
  shop,
}) => {
  // A backup takes a few seconds, a minute at most on a busy machine.
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: shop.url,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await signIn(page, "/admin");
  await page.getByRole("banner").getByText("Menu").click();
  await page.getByRole("link", { name: "Backups", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Menu · Backups")).toBeVisible();
  await page.getByRole("banner").getByText("Menu").click();
  await expect(page.getByRole("link", { name: "Backups", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("banner").getByText("Menu").click();
  await expect(page.getByRole("main")).toContainText("taken every night at 03:00 WAT");
  await expect(page.getByRole("main")).toContainText("The last 14 are kept");
  const rows = backupRows(page);
  const before = await rows.count();

  const name = await backUpNow(page);
  await expect(rows).toHaveCount(before + 1);
  const row = rows.first();
  await expect(row).toContainText("Taken by you");
  await expect(row).toContainText("Checksum verified");
  const link = row.getByRole("link", { name: /^Download the backup of .* WAT$/ });
  await expect(link).toHaveAttribute("href", `/admin/backups/${name}`);

  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  const onDisk = fs.readFileSync(path.join(shop.dataDir, "backups", name));
  expect(fs.readFileSync((await download.path())!).equals(onDisk)).toBe(true);
  await context.close();
});

test("the backups page, with a backup just taken, is accessible at 390 and 1440 px", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, "/admin/backups");
  await backUpNow(page);
  await expect(backupRows(page).first()).toContainText("Checksum verified");
  await expectNoViolations(page, "the backups page at 390 px");
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoViolations(page, "the backups page at 1440 px");
});

test("a backup is served only to the owner, only by a backup's name, never stored by a cache", async ({
  page,
  request,
}) => {
  const refused = await request.get("/admin/backups/hazel-2026-11-25T02-00-00.000Z.backup", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers()["location"]).toMatch(/^\/admin\/sign-in/);
  expect(refused.headers()["cache-control"]).toBe("private, no-store");

  await signIn(page, "/admin/backups");
  for (const name of ["x.backup", "..%2Fpglite%2FPG_VERSION", "hazel-2020-01-01T00-00-00.000Z.backup"]) {
    const answer = await page.request.get(`/admin/backups/${name}`);
    expect(answer.status(), name).toBe(404);
    expect(answer.headers()["cache-control"], name).toBe("private, no-store");
  }
});
