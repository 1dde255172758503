import type { Browser } from "@playwright/test";
import { queuePlace, type WeekLoad } from "../app/features/atelier/queue";
import { readyText } from "../app/features/delivery/promise";
import { formatShortDate, lagosToday } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { placeOrder } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A shop of its own (its queue is its own). The owner sets a week of one piece; the blouse's page
// promises this week's place; once an order takes it, the page and the checkout promise the next
// week, and the owner's home marks the week full: on a phone, with and without a script.
const test = testOnOwnShop({ PAYSTACK_PUBLIC_KEY: "", PAYSTACK_SECRET_KEY: "" });

const BLOUSE = "/genesis/pistachio-blouse"; // Pistachio Blouse, product 12: made to order
const SHOTS = process.env.SHOTS_DIR;
/** The seeded holidays of the weeks ahead (migration 042). */
const HOLIDAYS = new Set(["2026-12-25", "2026-12-26", "2027-01-01", "2027-03-26", "2027-03-29"]);

const promised = (booked: WeekLoad[]) =>
  queuePlace({ capacity: { weekly: 1, express: 0 }, booked, closed: HOLIDAYS }, lagosToday(), {
    pieces: 1,
    express: false,
  })!;

const phone = (browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) =>
  browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled });

test("a week of one piece: the next order is promised the week after, and the owner sees it full", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const ownerContext = await phone(browser, baseURL, false);
  const owner = await ownerContext.newPage();
  await signIn(owner, "/admin/atelier");
  await owner.getByLabel("Pieces a week").fill("0");
  await owner.getByRole("button", { name: "Save capacity" }).click();
  await expect(owner.getByRole("alert")).toContainText("at least 1 piece a week");
  await owner.getByLabel("Pieces a week").fill("1");
  await owner.getByLabel("Of them express").fill("2");
  await owner.getByRole("button", { name: "Save capacity" }).click();
  await expect(owner.getByRole("alert")).toContainText("At most the 1 pieces of the week may be express.");
  await owner.getByLabel("Of them express").fill("0");
  await owner.getByRole("button", { name: "Save capacity" }).click();
  await expect(owner.getByRole("status")).toHaveText("Capacity saved. New promises follow it.");
  await expect(owner.getByLabel("Pieces a week")).toHaveValue("1");

  const first = promised([]);
  const scripted = await (await phone(browser, baseURL, true)).newPage();
  await scripted.goto(BLOUSE);
  await islandsStarted(scripted);
  await expect(scripted.getByTestId("ready-by")).toContainText(`ordered today, ${readyText(first)}`);

  await placeOrder(request, [{ productId: 12, size: "M", quantity: 1 }]);
  const next = promised([{ week: first.week, pieces: 1, express: 0 }]);
  expect(next.week > first.week).toBe(true);

  const later = await (await phone(browser, baseURL, true)).newPage();
  await later.goto(BLOUSE);
  await islandsStarted(later);
  await expect(later.getByTestId("ready-by")).toContainText(`ordered today, ${readyText(next)}`);

  // Without a script: the cart by its form, the checkout's promise from the server.
  const plain = await (await phone(browser, baseURL, false)).newPage();
  await plain.goto(BLOUSE);
  await plain.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await plain.getByRole("button", { name: "Add To Cart" }).click();
  await plain.goto("/checkout");
  await expect(plain.getByTestId("ready-by").last()).toContainText(readyText(next, true));
  if (SHOTS) await plain.screenshot({ path: `${SHOTS}/queue-checkout-390.png`, fullPage: true });

  await owner.goto("/admin");
  const week = owner.locator(`#queue-chart [data-week="${first.week}"]`);
  await expect(week).toContainText(`Week of ${formatShortDate(first.week)}`);
  await expect(week).toContainText("1 of 1 pieces: full");
  await expect(week.getByText("Full", { exact: true })).toBeVisible();
  await owner.goto("/admin/atelier");
  await expect(owner.locator(`#queue-chart [data-week="${first.week}"]`)).toContainText("Full");
  if (SHOTS) {
    await owner.screenshot({ path: `${SHOTS}/atelier-390-noscript.png`, fullPage: true });
    for (const [width, js] of [
      [390, true],
      [1440, true],
      [1440, false],
    ] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled: js });
      const page = await context.newPage();
      await signIn(page, "/admin/atelier");
      if (js) await expectNoViolations(page, "the atelier's page");
      await page.screenshot({ path: `${SHOTS}/atelier-${width}-${js ? "js" : "noscript"}.png`, fullPage: true });
      await page.goto("/admin");
      await page
        .locator("#queue-chart")
        .screenshot({ path: `${SHOTS}/home-queue-${width}-${js ? "js" : "noscript"}.png` });
      await context.close();
    }
  }
});
