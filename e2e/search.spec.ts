import type { Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { htmlOf, textOf } from "./support/html";
import { islandsStarted } from "./support/islands";
import { expect, test } from "./support/test";
import { desktop, openAsVisitor, phone } from "./support/visitor";

const cards = (page: Page) => page.locator("#products").getByRole("article");
// Their text, not their rendering: a phone lays the later cards out only once they come near.
const names = (page: Page) => cards(page).getByRole("heading").allTextContents();
const prices = async (page: Page) =>
  (await cards(page).locator("p").allTextContents()).map((text) => Number(text.replace(/^.*₦/, "").replace(/\D/g, "")));
const panel = (page: Page) => page.locator("#listing-filters");

/** Searches from the header's magnifier, as a shopper does from any page. */
async function searchFromHeader(page: Page, words: string) {
  await page.getByRole("banner").getByLabel("Search", { exact: true }).click();
  const field = page.getByRole("banner").getByRole("searchbox", { name: "Search the shop" });
  await field.fill(words);
  await field.press("Enter");
}

for (const javaScriptEnabled of [false, true]) {
  const how = javaScriptEnabled ? "with" : "without";
  for (const viewport of [phone, desktop]) {
    test(`${how} JavaScript at ${viewport.width} px: a typo finds Orion Dress, a size and a price narrow a dress search, sort orders it, back returns, and the address shared shows the same`, async ({
      browser,
    }) => {
      const page = await openAsVisitor(browser, viewport, javaScriptEnabled, "/genesis");
      await searchFromHeader(page, "orian dres");
      await expect(page).toHaveURL(/\/search\?q=orian\+dres$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “orian dres”");
      await expect(page.getByText("Showing results for orion dress.")).toBeVisible();
      await expect(cards(page).first().getByRole("heading")).toHaveText("Orion Dress");
      await expect(cards(page).first().locator("mark")).toHaveText(["Orion", "Dress"]);

      // "A dress in XL under ₦40,000": the search, then the filters.
      const search = page.getByRole("main").getByRole("searchbox", { name: "Search the shop" });
      await search.fill("dres");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=dres$/);
      if (javaScriptEnabled) await islandsStarted(page);
      if (viewport === phone) await page.getByRole("link", { name: "Filter and sort" }).click();
      await panel(page).getByText("XL", { exact: true }).click();
      if (javaScriptEnabled) await expect(page).toHaveURL(/\/search\?q=dres&size=XL$/);
      await panel(page).getByRole("textbox", { name: "Price to" }).fill("40000");
      const apply = javaScriptEnabled && viewport === phone ? /^Show \d+ pieces?$/ : "Apply";
      await panel(page).getByRole("button", { name: apply }).click();
      await expect(page).toHaveURL(/\/search\?q=dres&size=XL&max=40000$/);
      const filtered = await names(page);
      expect(filtered.length).toBeGreaterThan(3);
      for (const name of filtered) expect(name).toMatch(/dress/i);
      for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(40_000);

      // Cheapest first.
      if (viewport === phone) await page.getByRole("link", { name: "Filter and sort" }).click();
      await panel(page).getByLabel("Sort by").selectOption("price-asc");
      if (!javaScriptEnabled) await panel(page).getByRole("button", { name: "Apply" }).click();
      else if (viewport === phone) await panel(page).getByRole("button", { name: apply }).click();
      await expect(page).toHaveURL(/\/search\?q=dres&size=XL&max=40000&sort=price-asc$/);
      await expect.poll(() => prices(page)).toEqual([...(await prices(page))].sort((a, b) => a - b));
      const sorted = await names(page);
      expect(new Set(sorted)).toEqual(new Set(filtered));

      // Back: the results before the sort, in their own order (without a script, a phone's drawer
      // was opened by its #address, which is a step of the history too).
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=dres&size=XL&max=40000(#listing-filters)?$/);
      await expect.poll(() => names(page)).toEqual(filtered);

      // The address shared: the same results, in the same order, in another browser.
      const shared = await openAsVisitor(
        browser,
        viewport,
        javaScriptEnabled,
        `${new URL(page.url()).pathname}?q=dres&size=XL&max=40000&sort=price-asc`,
      );
      expect(await names(shared)).toEqual(sorted);
      await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      await shared.context().close();
      await page.context().close();
    });
  }
}

// What the server answers a search is in its HTML: read without a browser.
test("a real typo is corrected, but words far from every word of the shop find nothing", async ({ request }) => {
  const corrected = await htmlOf(request, "/search?q=oriom+dres");
  expect(textOf(corrected.querySelector("main"))).toContain("Showing results for orion dress.");
  expect(textOf(corrected.querySelector("#products article h3"))).toBe("Orion Dress");

  // "crepe" is two edits from "crease", a pair of trousers: too far to be a typo of it.
  const none = await htmlOf(request, "/search?q=cafe+crepe");
  const main = textOf(none.querySelector("main"));
  expect(main).toContain("No pieces match “cafe crepe”.");
  expect(main).not.toContain("Showing results for");
  expect(none.querySelectorAll("#products article")).toHaveLength(0);
});

test("a search refused or finding nothing says so and offers the collections; the pages are accessible", async ({
  browser,
}) => {
  const page = await openAsVisitor(browser, phone, true, "/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByRole("heading", { name: "Popular searches" })).toBeVisible();
  await expectNoViolations(page, "the search page without a query");

  const tooLong = await page.goto(`/search?q=${"a".repeat(501)}`);
  expect(tooLong?.status()).toBe(400);
  await expect(page.getByRole("main").getByRole("searchbox", { name: "Search the shop" })).toHaveAccessibleDescription(
    /500 characters/,
  );

  for (const words of ["zzqqxx", "😀🎉", "& | ! : * ( )"]) {
    const response = await page.goto(`/search?q=${encodeURIComponent(words)}`);
    expect(response?.status(), words).toBe(200);
    await expect(page.getByText(`No pieces match “${words}”.`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Naledi" }).last()).toHaveAttribute("href", "/naledi");
  }
  await expectNoViolations(page, "a search that found nothing");

  await page.goto("/search?q=dress");
  await islandsStarted(page);
  await expectNoViolations(page, "search results");
  await page.context().close();
});
