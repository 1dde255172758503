import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

// A product page keeps the phone's width whatever she scrolls or swipes: the gallery's later
// slides, laid out only once swiped near, must never widen the page (they once took it to 732 px
// when swiped with the gallery scrolled out of sight).

const PIECES = ["/naledi/canopus-dress", "/mysthique/mysthique-001", "/hazelbee/shop/amber-dress"];

/**
 * The document's width once the browser has drawn what the last step changed: a screenshot waits for
 * a new frame (its layout included), with or without a script on the page.
 */
async function widthAfterLayout(page: Page) {
  await page.screenshot({ clip: { x: 0, y: 0, width: 10, height: 10 } });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** A swipe to each slide in turn, the width checked after each. */
async function swipeEverySlide(page: Page, gallery: Locator, where: string) {
  const track = gallery.locator(":scope > div").first();
  const count = await gallery.getByRole("group", { includeHidden: true }).count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await track.evaluate((el, i) => (el.scrollLeft = i * el.clientWidth), i);
    expect(await widthAfterLayout(page), `slide ${i + 1} of ${count}, ${where}`).toBe(390);
  }
  await track.evaluate((el) => (el.scrollLeft = 0));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`at 390 px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled });

    for (const path of PIECES) {
      test(`${path} keeps the phone's width through every slide`, async ({ page }) => {
        await page.goto(path);
        const gallery = page.getByRole("region", { name: /^Images of / });
        await swipeEverySlide(page, gallery, "in sight");
        // Down the page a screen at a time, then every slide again with the gallery out of sight.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.mouse.wheel(0, 600);
          expect(await widthAfterLayout(page), `scrolled to ${y + 600} px`).toBe(390);
        }
        await swipeEverySlide(page, gallery, "out of sight");
        const addToCart = await page
          .getByRole("button", { name: /add to cart/i })
          .first()
          .boundingBox();
        expect(addToCart!.x + addToCart!.width).toBeLessThanOrEqual(390);
      });
    }
  });
}
