import type { Locator } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { signIn } from "./support/admin";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 390, height: 844 } });

test("at 390 px the owner's bar takes at most 15% of the first screen; its menu opens by keyboard, shows where she is, and is accessible", async ({
  page,
}) => {
  await signIn(page, "/admin/products");
  const bar = page.getByRole("banner");
  const height = (await bar.boundingBox())!.height;
  expect(height / 844).toBeLessThanOrEqual(0.15);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expectNoViolations(page, "the admin's bar at 390 px, closed");

  // The skip link first, then the shop's name, then the menu; Enter opens it, with a visible focus.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const menu = bar.getByText("Menu · Products");
  await expect(menu).toBeFocused();
  const outline = await menu.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  const products = bar.getByRole("link", { name: "Products", exact: true });
  await expect(products).toBeVisible();
  await expect(products).toHaveAttribute("aria-current", "page");
  await expect(bar.getByRole("link", { name: "Sign out everywhere" })).toBeVisible();
  await expectNoViolations(page, "the admin's menu at 390 px, open");
  await page.keyboard.press("Tab");
  await expect(bar.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(bar.getByText("Menu · Home")).toBeVisible();

  await page.goto("/admin/sign-out-everywhere");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign out everywhere?");
  await expectNoViolations(page, "the page that asks before signing out everywhere");
});

test("at 390 px without JavaScript, signing out everywhere asks first; staying keeps the session", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, "/admin/sales");
  await page.getByRole("banner").getByText("Menu").click();
  await page.getByRole("link", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-out-everywhere$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign out everywhere?");
  await expect(page.getByRole("main")).toContainText("on every phone and computer, this one too");
  await expect(page.getByRole("button", { name: "Sign out everywhere" })).toBeVisible();
  await page.getByRole("link", { name: "Stay signed in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("region", { name: "Money in" })).toBeVisible();
  await context.close();
});

for (const width of [1280, 1440]) {
  test(`at ${width} px the owner's bar is one row: the daily sections, "More" for the rest and her own links, and "Sign out", accessibly`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signIn(page, "/admin/backups");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const bar = page.getByRole("banner");
    const rowOf = async (locator: Locator) => Math.round((await locator.boundingBox())!.y);
    const daily = await nav.getByRole("link").all();
    expect(daily).toHaveLength(10);
    const more = nav.getByText("More");
    const tops = new Set([await rowOf(more)]);
    for (const link of daily) tops.add(await rowOf(link));
    tops.add(await rowOf(bar.getByRole("button", { name: "Sign out", exact: true })));
    expect(tops.size).toBe(1);
    // Nothing reaches past the screen's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(more).toContainText("with Backups, this page");

    // The rest open under "More", by keyboard, the section she is in marked, her own links last.
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link")).toHaveCount(20);
    await expect(nav.getByRole("link", { name: "Backups" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Sign out everywhere" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Passkeys" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Change my password" })).toBeInViewport();
    await expectNoViolations(page, `the admin's bar at ${width} px, "More" open`);
    await nav.getByRole("link", { name: "Who did what" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(nav.getByText("More")).toContainText("with Who did what, this page");
    await context.close();
  });
}
