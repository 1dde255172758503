import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { emailsSent, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { placeOrder } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";
import { visitorAddress } from "./support/visitor";

// A demo shop of its own (no Paystack keys: every order a test order, which no figure counts). The
// owner makes a dress sold out in every size; a shopper asks for M without a script and confirms;
// the owner's home labels every size, names the dress as sold out, says test orders are left out
// and lists the wait, and the dress's page names who waits, on a phone and at a desk, with and
// without a script.
const test = testOnOwnShop({ PAYSTACK_PUBLIC_KEY: "", PAYSTACK_SECRET_KEY: "" });

const SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL"];
const SHOTS = process.env.SHOTS_DIR;

/** The labels written under a chart's columns at this width. */
const labelsOf = (figure: Locator) => figure.locator("[data-labels]:visible [data-label]");

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const listEmails = (request: APIRequestContext, email: string) =>
  emailsSent(request, (f) => f.template_id === "template_list_fake" && f.to_email === email);

/** The owner signed in on a page of her own size, with or without a script. */
async function owner(browser: Browser, baseURL: string | undefined, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 844 }, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, "/admin");
  return { context, page };
}

test("the owner's home labels every size, names what is sold out and who waits, and leaves test orders out", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const run = `${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  const name = `Chart Dress ${run}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  const email = `chart-${run}@example.com`;
  let id = 0;

  await test.step("the owner makes a dress, ready to wear, every size sold out; a test order is placed", async () => {
    await signIn(page, "/admin/products/new");
    await field(page, "Name").fill(name);
    await field(page, "Collection").selectOption("hazelbee");
    await field(page, "Price (₦)").fill("30,000");
    await field(page, "Made to order").uncheck();
    for (const size of SIZES) await field(page, `Stock of ${size}`).fill("0");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
    id = Number(/\/admin\/products\/(\d+)/.exec(page.url())![1]);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
    await placeOrder(request);
  });

  await test.step("a shopper without a script asks for M through the shop's form and confirms by her email", async () => {
    const shopper = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    });
    const her = await shopper.newPage();
    await expect(async () => {
      await her.goto(`/hazelbee/shop/${slug}`);
      await expect(her.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    const form = her.getByRole("region", { name: /^Sold out/ });
    await form.getByLabel("Size").selectOption("M");
    await form.getByLabel("Your email").fill(email);
    await form.getByRole("button", { name: "Email me when it's back" }).click();
    await expect(her.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect.poll(async () => (await listEmails(request, email)).length, { timeout: 15_000 }).toBe(1);
    const [confirm] = await listEmails(request, email);
    await her.goto(confirm!.fields.link_url!.replace(/^https?:\/\/[^/]+/, ""));
    await her.getByRole("button", { name: "Yes, confirm" }).click();
    await expect(her.getByRole("status")).toContainText("we will email you once");
    await shopper.close();
  });

  for (const width of [390, 1440]) {
    for (const script of [true, false]) {
      await test.step(`at ${width} px ${script ? "with" : "without"} a script`, async () => {
        const { context, page: home } = await owner(browser, baseURL, width, script);
        const how = `${width}${script ? "" : "-noscript"}`;

        // Every size has its column, named with its value, and its label written under it.
        const sizes = home.getByRole("figure", { name: "Sizes sold, last 30 days" });
        const columns = sizes.getByRole("img");
        await expect(columns).toHaveCount(SIZES.length);
        for (const [i, size] of SIZES.entries()) {
          await expect(columns.nth(i)).toHaveAccessibleName(
            new RegExp(`^${size}: \\d+ pieces? sold; sold out now in \\d+ products?$`),
          );
        }
        const labels = labelsOf(sizes);
        await expect(labels).toHaveText(SIZES);
        for (const label of await labels.all()) await expect(label).toBeVisible();

        // Each of the six weeks is labelled by its short date; the takings' first and last days too.
        const weeks = labelsOf(home.getByRole("figure", { name: "Pieces to make, week by week" }));
        await expect(weeks).toHaveCount(6);
        for (const week of await weeks.all()) {
          await expect(week).toBeVisible();
          await expect(week).toHaveText(/^\d{1,2} [A-Z][a-z]{2}$/);
        }
        // The days: alternate ones, always the first and today, the last.
        const days = labelsOf(home.getByRole("figure", { name: "Takings per day, last 30 days" }));
        const takings = home.getByRole("figure", { name: "Takings per day, last 30 days" }).getByRole("img");
        await expect(takings).toHaveCount(30);
        const firstDay = (await takings.first().getAttribute("aria-label"))!.split(":")[0]!;
        const today = (await takings.last().getAttribute("aria-label"))!.split(":")[0]!;
        await expect(days.first()).toHaveText(firstDay);
        await expect(days.last()).toHaveText(today);
        expect(await days.count()).toBeGreaterThanOrEqual(width === 390 ? 4 : 6);

        // The dress is named among the sold-out products, linked to its page, with its sizes.
        const soldOut = sizes.getByRole("list", { name: "Sold out now" });
        const dress = soldOut.getByRole("listitem").filter({ hasText: name });
        await expect(dress).toHaveText(`${name}: ${SIZES.join(", ")}`);
        await expect(dress.getByRole("link", { name })).toHaveAttribute("href", `/admin/products/${id}`);

        // Test orders are said to be left out.
        await expect(
          home.getByText(/^Test orders are not counted here: \d+ test orders? today, \d+ this month\.$/),
        ).toBeVisible();
        await expect(home.getByText(/against yesterday by this hour|Nothing yesterday by this hour/)).toBeVisible();

        // The wait is listed, leading to the dress's waits.
        const wanted = home.getByRole("region", { name: "Waiting for sold-out sizes" });
        const wait = wanted.getByRole("listitem").filter({ hasText: `${name} in M` });
        await expect(wait).toContainText("1 shopper waits");
        if (SHOTS) await home.screenshot({ path: `${SHOTS}/home-${how}.png`, fullPage: true });
        // The page without a script is the same page, its islands not woken: checked once, with one.
        if (script) await expectNoViolations(home, `the home at ${how}`);

        await wait.getByRole("link", { name: `${name} in M` }).click();
        await expect(home).toHaveURL(new RegExp(`/admin/products/${id}#waiting$`));
        const waiting = home.getByRole("region", { name: "Waiting for a size" });
        await expect(waiting.getByRole("heading", { name: "M: 1 shopper waits" })).toBeVisible();
        const her = waiting.getByRole("list", { name: "M: 1 shopper waits" }).getByRole("listitem");
        await expect(her).toHaveCount(1);
        await expect(her.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
        await expect(her).toContainText(/asked \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
        if (SHOTS) await waiting.screenshot({ path: `${SHOTS}/waits-${how}.png` });
        if (script) await expectNoViolations(home, `the product's waits at ${how}`);
        await context.close();
      });
    }
  }
});
