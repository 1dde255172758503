import type { Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { expect } from "./support/test";
import { testOnPostgresShop as test } from "./support/postgres-shop";

// A quote whose validity ends before she pays: her link refuses the payment in words, and the
// piece it held goes back on sale. A shop of its own on a PostgreSQL database of its own, so the
// test can move the quote's end into the past (days, seen in a moment) and count the stock.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

const CORAL = { id: 37, page: "/hazelbee/shop/coral-dress" };

/** The Coral Dress's page, read again until its size M shows as `name` (the shop re-renders it after a change). */
async function sizeM(page: Page, name: RegExp) {
  await expect(async () => {
    await page.goto(CORAL.page);
    await expect(page.getByRole("radio", { name })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("a lapsed quote's link refuses payment in words, and the piece it held is on sale again", async ({
  page,
  browser,
  baseURL,
  shop,
}) => {
  test.setTimeout(150_000);
  // The last Coral Dress in M: counted, one piece.
  await shop.db.query(
    `insert into stock (product_id, size, on_hand, held) values ($1, 'M', 1, 0)
     on conflict (product_id, size) do update set on_hand = 1, held = 0`,
    [CORAL.id],
  );
  await shop.db.query("insert into catalogue_changes (product_ids) values ($1)", [[CORAL.id]]);
  await sizeM(page, /^M, only 1 left$/);

  // The owner quotes it to a shopper for a day: the piece is held for her.
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const admin = await owner.newPage();
  await signIn(admin, "/admin/quotes/new");
  await admin.getByLabel("First name").fill("Chioma");
  await admin.getByLabel("Last name").fill("Eze");
  await admin.getByLabel("Email").fill("chioma@example.com");
  await admin.getByLabel("Phone (WhatsApp)").fill("0803 765 4321");
  await admin.getByLabel("Piece 1", { exact: true }).selectOption({ label: "Coral Dress · ₦25,000" });
  await admin.getByLabel("Size").first().selectOption("M");
  await admin.getByLabel("Valid for (days)").fill("1");
  await admin.getByRole("button", { name: "Make the quote" }).click();
  await expect(admin.getByRole("heading", { name: "Quote for Chioma Eze" })).toBeVisible();
  const reference = (await admin.locator("p.tabular-nums").first().innerText()).trim();
  const link = new URL(await admin.getByLabel("Link to the quote").inputValue()).pathname;
  await sizeM(page, /^M, sold out$/);

  // She opens her link in time; then its day passes before she presses Pay.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your quote, Chioma" })).toBeVisible();
  await expect(page.getByText(/These prices are held for you until/)).toBeVisible();
  await shop.db.query("update orders set valid_until = now() - interval '1 minute' where reference = $1", [reference]);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === link),
    page.getByRole("button", { name: "Pay ₦25,000" }).click(),
  ]);
  expect(answer.status()).toBe(410);
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole("status")).toContainText(
    "Its prices and pieces are no longer held for you, and it can no longer be paid.",
  );
  await expect(page.getByRole("status")).toContainText("Message us and we will gladly make you a new one.");
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expectNoViolations(page, "a lapsed quote");

  // Her refused payment ended the quote at once: the dress is back, nothing was charged.
  const [order] = (await shop.db.query("select status from orders where reference = $1", [reference])).rows as {
    status: string;
  }[];
  expect(order?.status).toBe("expired");
  const [stock] = (await shop.db.query("select held from stock where product_id = $1 and size = 'M'", [CORAL.id]))
    .rows as { held: number }[];
  expect(stock?.held).toBe(0);
  await sizeM(page, /^M, only 1 left$/);

  // The link stays refused, and the owner sees it lapsed.
  const again = await page.request.post(link, { form: { intent: "pay" }, headers: { Origin: baseURL! } });
  expect(again.status()).toBe(410);
  await admin.goto("/admin/quotes");
  await expect(admin.getByRole("listitem").filter({ hasText: reference })).toContainText("Lapsed");
  await owner.close();
});
