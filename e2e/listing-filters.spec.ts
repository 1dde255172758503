import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { expectNoViolations } from "./support/axe";
import { htmlOf, textOf } from "./support/html";
import { desktop, openAsVisitor, phone } from "./support/visitor";

// Naledi: nine made-to-order pieces from ₦100,000 to ₦160,000 in every size; five are ₦130,000 or less.

const results = (page: Page) => page.locator("#products");
const cards = (page: Page) => results(page).getByRole("article");
const count = (page: Page) => page.getByRole("heading", { name: /pieces:/ });
const panel = (page: Page) => page.locator("#listing-filters");
const prices = async (page: Page) =>
  (await cards(page).locator("p").allTextContents()).map((text) => Number(text.replace(/[^\d]/g, "")));

/** Marks the page, so a later check can tell whether it was loaded again. */
const mark = (page: Page) => page.evaluate(() => (document.body.dataset.loaded = "before"));
const marked = (page: Page) => page.evaluate(() => document.body.dataset.loaded ?? null);

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";

  test(`on a phone ${how} JavaScript the drawer filters Naledi by size and price`, async ({ browser }) => {
    const page = await openAsVisitor(browser, phone, javaScriptEnabled, "/naledi");
    await expect(panel(page)).toBeHidden();
    await page.getByRole("link", { name: "Filter and sort" }).click();
    await expect(panel(page)).toBeVisible();
    if (javaScriptEnabled) {
      await expect(page.getByRole("dialog", { name: "Filter and sort" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Filter and sort" })).toBeFocused();
    }
    await panel(page).getByText("M", { exact: true }).click();
    await panel(page).getByRole("textbox", { name: "Price to" }).fill("130,000");
    if (javaScriptEnabled) {
      // The size applies at once, behind the drawer; its button says how many pieces it shows.
      await expect(page).toHaveURL(/\/naledi\?size=M$/);
      await panel(page).getByRole("button", { name: "Show 9 pieces" }).click();
    } else {
      await panel(page).getByRole("button", { name: "Apply" }).click();
    }
    // A form sent without a script names its empty fields: the address it lands on is the normal one.
    await expect(page).toHaveURL(/\/naledi\?size=M&max=130000$/);
    await expect(count(page)).toHaveText("Naledi pieces: 5 pieces");
    await expect(cards(page)).toHaveCount(5);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(130_000);
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole("list", { name: "Filters in force" }).getByRole("link")).toHaveText([
      "Remove Size M",
      "Remove Up to ₦130,000",
      "Clear all",
    ]);
    await page.context().close();
  });

  test(`on a wide screen ${how} JavaScript Naledi sorts by price, and back returns the previous results`, async ({
    browser,
  }) => {
    const page = await openAsVisitor(browser, desktop, javaScriptEnabled, "/naledi");
    await mark(page);
    await expect(panel(page)).toBeVisible();
    const sort = page.getByLabel("Sort by");
    await sort.selectOption("price-asc");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/naledi\?sort=price-asc$/);
    await expect
      .poll(() => prices(page))
      .toEqual([100_000, 100_000, 110_000, 120_000, 120_000, 140_000, 150_000, 160_000, 160_000]);
    // With a script the results changed in place: the page was not loaded again.
    expect(await marked(page)).toBe(javaScriptEnabled ? "before" : null);

    await page.getByText("Dresses").click();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/naledi\?garment=dress&sort=price-asc$/);
    await expect(count(page)).toHaveText("Naledi pieces: 6 pieces");

    await page.goBack();
    await expect(page).toHaveURL(/\/naledi\?sort=price-asc$/);
    await expect(count(page)).toHaveText("Naledi pieces: 9 pieces");
    await expect(page.getByLabel(/Dresses/)).not.toBeChecked();
    await expect(sort).toHaveValue("price-asc");
    await page.goBack();
    await expect(page).toHaveURL(/\/naledi$/);
    await expect(sort).toHaveValue("owner");
    await expect(cards(page).first()).toContainText("Arcturus Blouse");
    await page.goForward();
    await expect(page).toHaveURL(/\/naledi\?sort=price-asc$/);
    await expect.poll(() => prices(page).then((p) => p[0])).toBe(100_000);
    await page.context().close();
  });

  if (javaScriptEnabled) {
    // The page's script takes the controls over from the HTML without changing them.
    test("a shared filtered address opens the same results and controls with JavaScript", async ({ browser }) => {
      const page = await openAsVisitor(browser, desktop, true, "/naledi?size=M&max=130000&sort=price-desc");
      await expect(count(page)).toHaveText("Naledi pieces: 5 pieces");
      expect(await prices(page)).toEqual([120_000, 120_000, 110_000, 100_000, 100_000]);
      await expect(panel(page).getByLabel(/^M\s*\(/)).toBeChecked();
      await expect(panel(page).getByRole("textbox", { name: "Price to" })).toHaveValue("130,000");
      await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
      await expect(panel(page).getByLabel(/Blouses/)).toBeDisabled();
      await page.context().close();
    });
  }
}

// Without a script the page is its HTML: read without a browser.
test("a shared filtered address opens the same results and controls without JavaScript", async ({ request }) => {
  const document = await htmlOf(request, "/naledi?size=M&max=130000&sort=price-desc");
  expect(textOf(document.querySelector("#products-heading"))).toBe("Naledi pieces: 5 pieces");
  const shown = [...document.querySelectorAll("#products article p")].map((p) =>
    Number(textOf(p).replace(/[^\d]/g, "")),
  );
  expect(shown).toEqual([120_000, 120_000, 110_000, 100_000, 100_000]);
  const filters = document.querySelector("#listing-filters")!;
  /** The control of the panel's label whose text matches. */
  const control = (label: RegExp) => {
    const found = [...filters.querySelectorAll("label")].find((l) => label.test(textOf(l)));
    return document.getElementById(found?.getAttribute("for") ?? "") as HTMLInputElement | null;
  };
  expect(control(/^M\s*\(/)?.checked).toBe(true);
  expect(control(/^Price to$/i)?.value).toBe("130,000");
  // The option the HTML marks selected (happy-dom's `value` of a parsed <select> is not always it).
  expect(
    control(/^Sort by$/i)
      ?.querySelector("option[selected]")
      ?.getAttribute("value"),
  ).toBe("price-desc");
  // A value no piece under these filters has is shown, disabled.
  expect(control(/^Blouses/)?.disabled).toBe(true);
});

test("with JavaScript the count is announced, and a removed filter moves the focus to the results", async ({
  browser,
}) => {
  const page = await openAsVisitor(browser, desktop, true, "/naledi?garment=dress");
  await mark(page);
  await panel(page).getByRole("textbox", { name: "Price to" }).fill("120000");
  await panel(page).getByRole("textbox", { name: "Price to" }).press("Enter");
  await expect(page).toHaveURL(/\/naledi\?max=120000&garment=dress$/);
  await expect(page.getByRole("status").filter({ hasText: "pieces" })).toHaveText("4 pieces found");
  await page.getByRole("link", { name: "Remove Dresses" }).click();
  await expect(page).toHaveURL(/\/naledi\?max=120000$/);
  await expect(page.getByRole("status").filter({ hasText: "pieces" })).toHaveText("5 pieces found");
  await expect(count(page)).toBeFocused();
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/naledi$/);
  await expect(cards(page)).toHaveCount(9);
  expect(await marked(page)).toBe("before");
  await page.context().close();
});

test("the filters work from the keyboard, and the phone's drawer closes on Escape", async ({ browser }) => {
  const page = await openAsVisitor(browser, desktop, true, "/naledi");
  const medium = panel(page).getByLabel(/^M\s*\(/);
  await medium.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/naledi\?size=M$/);
  await expect(medium).toBeChecked();
  await expect(medium).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/\/naledi$/);
  await page.context().close();

  const phonePage = await openAsVisitor(browser, phone, true, "/naledi");
  const opener = phonePage.getByRole("link", { name: "Filter and sort" });
  await opener.focus();
  await phonePage.keyboard.press("Enter");
  const dialog = phonePage.getByRole("dialog", { name: "Filter and sort" });
  await expect(dialog).toBeVisible();
  // Tab stays inside the drawer.
  for (let i = 0; i < 40; i++) await phonePage.keyboard.press("Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await phonePage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await phonePage.context().close();
});

test("a drawer opened as the address's target before the script started still closes with it", async ({ browser }) => {
  const page = await openAsVisitor(browser, phone, true, "/naledi#listing-filters");
  await expect(panel(page)).toBeVisible();
  await page.getByRole("link", { name: "Close filters" }).click();
  await expect(panel(page)).toBeHidden();
  await page.context().close();
});

test("the filtered listing is axe clean on a wide screen", async ({ browser }) => {
  const page = await openAsVisitor(browser, desktop, true, "/naledi?size=M&max=130000");
  await expectNoViolations(page, "filtered listing at 1440 px");
  await page.context().close();
});

test("the phone's filter drawer is axe clean", async ({ browser }) => {
  const page = await openAsVisitor(browser, phone, true, "/hazelbee/shop");
  await page.getByRole("link", { name: "Filter and sort" }).click();
  await expect(page.getByRole("dialog", { name: "Filter and sort" })).toBeVisible();
  await expectNoViolations(page, "the phone's filter drawer");
  await page.context().close();
});

test("a listing with no results says so and is axe clean on a phone", async ({ browser }) => {
  const page = await openAsVisitor(browser, phone, true, "/naledi?max=1000");
  await expect(page.getByText("No pieces match these filters.")).toBeVisible();
  await expectNoViolations(page, "a listing with no results at 390 px");
  await page.context().close();
});

test("HazelBee's ready-to-wear pieces filter by availability", async ({ request }) => {
  const heading = async (path: string) => textOf((await htmlOf(request, path)).querySelector("#products-heading"));
  expect(await heading("/hazelbee/shop?stock=now")).toBe("HazelBee pieces: 14 pieces");
  expect(await heading("/hazelbee/shop?stock=made")).toBe("HazelBee pieces: No pieces");
});

test("a filtered listing is kept from search engines and points at the plain one; the plain one is served from memory", async ({
  request,
}) => {
  const document = await htmlOf(request, "/naledi?size=S&sort=newest");
  expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, follow");
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/naledi$/);

  const filtered = await request.get("/naledi?size=S", { maxRedirects: 0 });
  expect(filtered.headers()["cache-control"]).toBe("public, max-age=60");
  const tagged = await request.get("/naledi?utm_source=newsletter");
  expect(tagged.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(tagged.headers().etag).toBeTruthy();

  // Not the normal form, or past the last page: a 302 to the address meant; never a 500.
  for (const [asked, meant] of [
    ["/naledi?min=&max=&sort=owner&size=M&size=M", "/naledi?size=M"],
    ["/naledi?page=2", "/naledi"],
    ["/naledi?size=huge&min=abc&page=0&sale=yes", "/naledi"],
    ["/naledi?collection=genesis", "/naledi"],
  ] as const) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(302);
    expect(response.headers().location, asked).toBe(meant);
  }
  // An address with a NUL is refused before any page is looked for.
  expect((await request.get("/naledi?size=%00", { maxRedirects: 0 })).status()).toBe(400);
});
