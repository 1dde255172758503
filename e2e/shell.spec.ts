import { expect, test } from "./support/test";
import { openPage as open } from "./support/islands";

test("the home page has the main header and footer", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Hazel home" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
  await expect(header.getByLabel("Currency")).toBeAttached();

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(footer.getByRole("link", { name: /Size Guide/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Hazel`);
  const stores = footer.getByRole("navigation", { name: "Our stores" });
  for (const name of ["HazelBee", "HazelBabies", "HazelLifestyle"])
    await expect(stores.getByRole("link", { name, exact: true })).toBeVisible();
});

test("a sub-store's footer logo is named by the wordmark it shows and leads to that store", async ({ page }) => {
  await page.goto("/hazelbabies");
  const logo = page.getByRole("contentinfo").getByRole("link", { name: "HazelBabies home" });
  await expect(logo).toHaveAttribute("href", "/hazelbabies");
  // The accessible name contains the visible text (WCAG 2.5.3).
  expect((await logo.innerText()).toLowerCase()).toBe("hazelbabies");
  await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Our stores" })).toHaveCount(0);
});

test("the size guide keeps its print rules in the stylesheet, not in the page body", async ({ page }) => {
  await page.goto("/size-guide");
  await expect(page.locator("body style")).toHaveCount(0);
  await page.emulateMedia({ media: "print" });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
});

test("the side menu lists the collections under Shop, and closes with Escape", async ({ page }) => {
  await open(page, "/");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await menu.getByText("Shop").click();
  for (const name of ["Mysthique", "Genesis", "Naledi", "Resurgence", "Bubble Girl Collection"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: /Size Guide/ })).toHaveAttribute("target", "_blank");
  await expect(menu.getByRole("link", { name: "Terms" })).toBeVisible();
  await expect(menu.getByRole("link", { name: /Instagram/ })).toBeVisible();
  const stores = menu.getByRole("list", { name: "Our stores" });
  const storePages = [
    ["HazelBee", "/hazelbee"],
    ["HazelBabies", "/hazelbabies"],
    ["HazelLifestyle", "/hazellifestyle"],
  ] as const;
  for (const [name, href] of storePages) {
    await expect(stores.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("the sub-store header's Stores menu opens on hover, click and keyboard", async ({ page }) => {
  await open(page, "/hazelbee");
  const nav = page.getByRole("navigation", { name: "HazelBee" });
  await expect(nav.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/hazelbee/shop");
  const stores = nav.getByRole("button", { name: "Stores" });
  await stores.hover();
  await expect(nav.getByRole("link", { name: "HazelBabies" })).toBeVisible();
  await stores.click();
  await expect(nav.getByRole("link", { name: "HazelBabies" })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(nav.getByRole("link", { name: "HazelBabies" })).toBeHidden();
  await stores.focus();
  await page.keyboard.press("Enter");
  await expect(stores).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(stores).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("contentinfo")).toContainText("Terms of Service, Delivery and Refund Policy");
});

test("the sub-store header has no Shop link outside HazelBee and an off-canvas menu on phones", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/hazelbabies");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "HazelLifestyle" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Shop" })).toHaveCount(0);
});

test("an unknown address answers 404 with the error page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("404")).toBeVisible();
});
