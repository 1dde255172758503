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

test("at 1440 px the owner's bar holds every section in two rows at most beside both sign-outs, accessibly", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, "/admin/orders");
  const sections = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  // Seventeen sections since the staff's, the tailor's desk, delivery abroad and the emails: the bar wraps once.
  await expect(sections).toHaveCount(17);
  const tops = new Set<number>();
  for (const link of await sections.all()) tops.add(Math.round((await link.boundingBox())!.y));
  expect(tops.size).toBeLessThanOrEqual(2);
  const bar = page.getByRole("banner");
  await expect(bar.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Sign out everywhere" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Orders", exact: true })).toHaveAttribute("aria-current", "page");
  await expectNoViolations(page, "the admin's bar at 1440 px");
  await context.close();
});
