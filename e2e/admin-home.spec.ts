import { placePaidOrder, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { placeOrder } from "./support/orders";
import { expect, test } from "./support/test";

/** The home's columns, each column an image named with its label and value. */
const COLUMN_CHARTS = ["Takings per day, last 30 days", "Pieces to make, week by week", "Sizes sold, last 30 days"];
/** The home's bars, each chart with its table for screen readers. */
const BAR_CHARTS = ["Sales by collection, last 30 days", "The pieces that sell best, last 30 days"];

test.describe("the owner's home at /admin", () => {
  // The shop under test takes Paystack's test keys: its orders are test orders, which the figures
  // never count (the server tests count real ones); they are here so the lists are not empty.
  test.beforeAll(async ({ request }) => {
    await placePaidOrder(request);
    await placeOrder(request);
    // A search that finds nothing and a filtered listing: what shoppers look for.
    expect((await request.get(`/search?q=${encodeURIComponent("zebra kaftan")}`)).status()).toBe(200);
    expect((await request.get("/naledi?size=XL")).status()).toBe(200);
  });

  test("on a phone the week's money and what is due fit the first screen, each figure leading to its list", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "/admin");
    const money = page.getByRole("region", { name: "Money in" });
    const due = page.getByRole("region", { name: "What is due" });
    const week = money.getByRole("heading", { name: "This week" }).locator("..");
    await expect(week.getByRole("link").first()).toHaveText(/^₦[\d,]+$/);
    // Nothing scrolled: the week's money and every line of what is due are on the screen whole.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(week).toBeInViewport({ ratio: 1 });
    await expect(due).toBeInViewport({ ratio: 1 });
    // The test orders placed here are said to be left out, not silently missing.
    await expect(
      money.getByText(/^Test orders are not counted here: \d+ test orders? today, \d+ this month\.$/),
    ).toBeVisible();

    // Every figure is a link to the list of orders behind it.
    const links = await page
      .locator('section[aria-labelledby="money-title"] a, section[aria-labelledby="due-title"] a')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const day = /\d{4}-\d{2}-\d{2}/.source;
    expect(links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^/admin/orders\\?taken=${day}$`)),
        expect.stringMatching(new RegExp(`^/admin/orders\\?paid=${day}$`)),
        expect.stringMatching(new RegExp(`^/admin/orders\\?make=${day}(\\.\\.${day})?$`)),
        "/admin/orders?stage=pending",
        "/admin/orders?stage=balance_due",
        "/admin/orders?stage=ready",
        "/admin/orders?stage=review",
        "#money-to-return",
      ]),
    );
    for (const href of links)
      expect(href).toMatch(/^(\/admin\/orders\?(stage=\w+|(taken|paid|make)=[\d.-]+)|#money-to-return)$/);
    await expectNoViolations(page, "the home on a phone");

    // Today's orders paid lead to those orders, as many as the figure says.
    const today = money.getByRole("heading", { name: "Today" }).locator("..");
    const paid = today.getByRole("link", { name: /orders? paid/ });
    const figure = Number((await paid.textContent())!.match(/^\d+/)![0]);
    await paid.click();
    await expect(page.getByRole("heading", { name: /^Orders paid on / })).toBeVisible();
    await expect(page.getByText(/^\d+ orders? paid, test orders not counted$/)).toHaveText(
      `${figure} ${figure === 1 ? "order" : "orders"} paid, test orders not counted`,
    );
    await expectNoViolations(page, "the orders paid today");
    await page.goBack();

    await money.getByRole("link", { name: /awaiting payment/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?stage=pending$/);
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Awaiting payment/ })).toHaveAttribute("aria-current", /./);
  });

  test("at a desk the charts are drawn, each column or bar named with its value, and the searches that found nothing are listed", async ({
    page,
  }) => {
    await signIn(page, "/admin");
    for (const title of [...COLUMN_CHARTS, ...BAR_CHARTS]) {
      await expect(page.getByRole("figure", { name: title }).getByRole("paragraph").first()).not.toBeEmpty();
    }
    for (const title of BAR_CHARTS) {
      await expect(page.getByRole("figure", { name: title }).getByRole("table", { name: title })).toBeAttached();
    }
    // The days and the weeks are drawn even when nothing was sold, each column named "16 Nov: ₦0".
    const takings = page.getByRole("list", { name: COLUMN_CHARTS[0] }).getByRole("img");
    await expect(takings).toHaveCount(30);
    await expect(takings.last()).toHaveAccessibleName(/^\d{1,2} [A-Z][a-z]{2}: ₦[\d,]+$/);
    const weeks = page.getByRole("list", { name: COLUMN_CHARTS[1] }).getByRole("img");
    await expect(weeks).toHaveCount(6);
    await expect(weeks.first()).toHaveAccessibleName(/^Week of \d{1,2} [A-Z][a-z]{2}: \d+ pieces?$/);
    await expect(page.getByRole("figure", { name: COLUMN_CHARTS[0] }).getByRole("paragraph").first()).toContainText(
      "in all",
    );
    const looked = page.getByRole("region", { name: "What shoppers look for, last 30 days" });
    await expect(looked).toContainText("“zebra kaftan”");
    await expect(looked).toContainText("size: XL");
    await expectNoViolations(page, "the home at a desk");

    await page.getByRole("link", { name: "90 days" }).click();
    await expect(page.getByRole("list", { name: "Takings per day, last 90 days" }).getByRole("img")).toHaveCount(90);
  });

  test("old links to the orders list, with their filters, land on /admin/orders", async ({ page }) => {
    await signIn(page, "/admin");
    for (const old of ["/admin?stage=paid", "/admin?q=Ada&page=1", "/admin?stage=balance_due"]) {
      await page.goto(old);
      await expect(page).toHaveURL(old.replace("/admin?", "/admin/orders?"));
      await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    }
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("region", { name: "Money in" })).toBeVisible();
  });
});
