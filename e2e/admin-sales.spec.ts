import type { Page } from "@playwright/test";
import { seedRecords } from "../app/features/catalogue";
import { blackFridayPreset, decemberPreset } from "../app/features/sales";
import { formatDayAndTime, instantOfLagosTime, lagosDateTimeOf } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A server of its own: the sales made here change the shop's prices, which the shared server's
// other specs must not see. Each test deletes the sales it made, so a repeat starts with none.
const test = testOnOwnShop();

test.use({ viewport: { width: 390, height: 844 } });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A Lagos date and time as the date-and-time field takes it, to the minute. */
const lagosField = (instant: Date) => lagosDateTimeOf(instant).slice(0, 16);

/** The instant of a preset's Lagos date and time, written as the pages write it. */
const shown = (local: string) => formatDayAndTime(instantOfLagosTime(local)!);

/** The sale's id in its page's address. */
const saleId = (page: Page) => Number(/\/admin\/sales\/(\d+)/.exec(page.url())![1]);

/** Schedules the form as filled; its id. */
async function schedule(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Schedule sale" }).click();
  await expect(page).toHaveURL(/\/admin\/sales\/\d+\?done=(scheduled|started)$/);
  return saleId(page);
}

/** Deletes a sale from its page, through the confirmation step. */
async function deleteSale(page: Page, id: number) {
  await page.goto(`/admin/sales/${id}`);
  await page.getByRole("link", { name: "Delete this sale…" }).click();
  await expect(page.getByRole("heading", { name: /^Delete “.*” for good\?$/ })).toBeVisible();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/admin\/sales\?done=deleted$/);
  await expect(page.getByRole("status")).toHaveText(
    "The sale is deleted. Any price it lowered is back within seconds.",
  );
  await expect(page.locator(`#sale-${id}`)).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner schedules Black Friday and December from their presets on her phone, is warned of a third sale over both, and fixes, loses to another tab and deletes it", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const now = new Date();
    const bf = blackFridayPreset(seedRecords.products, now);
    const december = decemberPreset(seedRecords.products, now);
    await signIn(page, "/admin/sales");
    await expect(page.getByRole("heading", { level: 1, name: "Sales" })).toBeVisible();
    await page.getByRole("banner").getByText("Menu").click();
    await expect(page.getByRole("link", { name: "Sales", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("banner").getByText("Menu").click();

    // Black Friday in two taps: its preset, then Schedule.
    await page.getByRole("link", { name: /^Black Friday/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New sale: Black Friday");
    await expect(field(page, "Name")).toHaveValue("Black Friday");
    await expect(field(page, "Starts (Lagos time)")).toHaveValue(bf.startsAt);
    await expect(field(page, "Ends (Lagos time)")).toHaveValue(bf.endsAt);
    await expect(page.getByLabel("Coral Dress: Sale price (₦)")).toHaveValue("12500");
    const bfId = await schedule(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Black Friday");
    await expect(page.getByRole("status")).toContainText(/The sale is (scheduled|on from now)/);

    await page.getByRole("link", { name: "All sales" }).click();
    const bfRow = page.locator(`#sale-${bfId}`);
    await expect(bfRow.getByRole("link")).toHaveText("Black Friday");
    await expect(bfRow).toContainText(`${shown(bf.endsAt)} Lagos time`);
    if (instantOfLagosTime(bf.startsAt)!.getTime() > Date.now()) {
      await expect(bfRow).toContainText(`${shown(bf.startsAt)} Lagos time`);
      await expect(bfRow).toContainText("Upcoming");
    }
    await expect(bfRow).toContainText("The whole shop · Sale prices for 56 products");

    // December, the same way.
    await page.getByRole("link", { name: /^December/ }).click();
    await expect(field(page, "Ends (Lagos time)")).toHaveValue(december.endsAt);
    const decemberId = await schedule(page);
    await page.getByRole("link", { name: "All sales" }).click();
    await expect(page.locator(`#sale-${decemberId}`)).toContainText(`${shown(december.endsAt)} Lagos time`);

    // A third sale, from the last day of Black Friday to the first day of December: warned of, not refused.
    const name = `Cyber Week ${test.info().repeatEachIndex}`;
    await page.getByRole("link", { name: "New sale" }).click();
    await field(page, "Name").fill(name);
    await field(page, "Starts (Lagos time)").fill(
      lagosField(new Date(instantOfLagosTime(bf.endsAt)!.getTime() - 86_400_000)),
    );
    await field(page, "Ends (Lagos time)").fill(
      lagosField(new Date(instantOfLagosTime(december.startsAt)!.getTime() + 86_400_000)),
    );
    await field(page, "Percentage off (%)").fill("20");
    const id = await schedule(page);
    const warning = page.getByRole("region", { name: /^This sale overlaps \d+ other sales$/ });
    await expect(warning).toContainText(
      new RegExp(`Black Friday: [^:]+ at [\\d:]+ to ${shown(bf.endsAt)} \\(Lagos time\\)`),
    );
    await expect(warning).toContainText(
      `December: ${shown(december.startsAt)} to ${shown(december.endsAt)} (Lagos time)`,
    );
    await expect(warning).toContainText("Where they cover a product, the lowest price wins");

    // A bad field: its message beside it, what she typed kept.
    await field(page, "Percentage off (%)").fill("95");
    await page.getByRole("button", { name: "Save" }).click();
    const percent = field(page, "Percentage off (%)");
    await expect(percent).toHaveAttribute("aria-invalid", "true");
    await expect(percent).toHaveAccessibleDescription(/At most 90% off: type a whole number from 1 to 90\./);
    await expect(percent).toHaveValue("95");
    await expect(field(page, "Name")).toHaveValue(name);

    // A tab opened before another tab's save: its save is refused, its values kept.
    const stale = await context.newPage();
    await stale.goto(`/admin/sales/${id}`);
    await expect(field(stale, "Percentage off (%)")).toHaveValue("20");
    await percent.fill("25");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved. The shop follows the change within seconds.");
    await field(stale, "Name").fill(`${name} Plus`);
    await stale.getByRole("button", { name: "Save" }).click();
    const refused = stale.getByRole("alert");
    await expect(refused).toContainText("Not saved: this sale was changed after you opened it");
    await expect(refused).toContainText("25% off");
    await expect(field(stale, "Name")).toHaveValue(`${name} Plus`);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(field(page, "Percentage off (%)")).toHaveValue("25");
    await stale.close();

    for (const sale of [id, bfId, decemberId]) await deleteSale(page, sale);
  });

  test("a sale already started is on the product's page within seconds, and gone from it once deleted", async ({
    page,
  }) => {
    // A dozen pages and a wait for the shop: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const coral = "/hazelbee/shop/coral-dress";
    /** The product's price as a shopper's fresh visit shows it: the struck-through price, and the whole text. */
    const priceOnPage = async () => {
      await page.goto(coral);
      const price = page.getByTestId("product-price");
      const struck = price.locator("s");
      return { was: (await struck.count()) > 0 ? await struck.textContent() : null, text: await price.textContent() };
    };
    // At its regular price: a sale an earlier test on this shop deleted (Black Friday's preset is on
    // in its week) leaves the pages within seconds, as a fresh visit sees.
    await expect.poll(priceOnPage, { timeout: 10_000 }).toEqual({ was: null, text: "₦25,000" });

    await signIn(page, "/admin/sales/new");
    await field(page, "Name").fill("Flash");
    await field(page, "Starts (Lagos time)").fill(lagosField(new Date(Date.now() - 3_600_000)));
    await field(page, "Ends (Lagos time)").fill(lagosField(new Date(Date.now() + 7_200_000)));
    await page.getByLabel("Chosen collections and products").check();
    await page.locator("summary", { hasText: "HazelBee" }).click();
    await page.getByLabel("Coral Dress: In the sale").selectOption("add");
    await page.getByLabel("A sale price per product").check();
    await page.getByLabel("Coral Dress: Sale price (₦)").fill("9,999");
    const id = await schedule(page);
    await expect(page.getByRole("status")).toHaveText(
      "The sale is on from now: the shop shows its prices within seconds.",
    );
    await expect(page.getByText("On now", { exact: true })).toBeVisible();

    await expect.poll(priceOnPage, { timeout: 10_000 }).toEqual({ was: "Was ₦25,000", text: "Was ₦25,000Now ₦9,999" });
    // Shoppers read the sale's badge, not its name: "Sale" for set prices when no badge was typed.
    await expect(page.getByText("Sale", { exact: true })).toBeVisible();
    await expect(page.getByText("Flash", { exact: true })).toHaveCount(0);
    await deleteSale(page, id);
    await expect.poll(priceOnPage, { timeout: 10_000 }).toEqual({ was: null, text: "₦25,000" });
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the sales list, a preset's form, a form with a message and a sale's page are accessible at ${viewport.width} px`, async ({
    page,
  }) => {
    // Four pages, four axe runs on long forms: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signIn(page, "/admin/sales");
    await expectNoViolations(page, "the sales list");
    await page.getByRole("link", { name: /^Black Friday/ }).click();
    await expect(field(page, "Name")).toHaveValue("Black Friday");
    await expectNoViolations(page, "the Black Friday preset's form");
    await field(page, "Name").fill("");
    await page.locator("summary", { hasText: "HazelBee" }).click();
    await page.getByLabel("Coral Dress: Sale price (₦)").fill("30000");
    await page.getByRole("button", { name: "Schedule sale" }).click();
    await expect(field(page, "Name")).toHaveAccessibleDescription(/Type the sale's name/);
    await expect(page.getByLabel("Coral Dress: Sale price (₦)")).toHaveAccessibleDescription(
      "It must be below its regular price, ₦25,000.",
    );
    await expectNoViolations(page, "the sale form with messages");
    await field(page, "Name").fill("Black Friday");
    await page.getByLabel("Coral Dress: Sale price (₦)").fill("12500");
    const id = await schedule(page);
    await page.goto(`/admin/sales/${id}?confirm=delete#delete`);
    await expectNoViolations(page, "a sale's page, asking to confirm its deletion");
    await deleteSale(page, id);
  });
}

test("the sales pages need a session, are never stored by a cache, and take no form from another site", async ({
  request,
  page,
}) => {
  for (const address of ["/admin/sales", "/admin/sales/new?preset=december", "/admin/sales/1"]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(302);
    expect(response.headers()["location"], address).toMatch(/^\/admin\/sign-in/);
    expect(response.headers()["cache-control"], address).toBe("private, no-store");
  }
  const form = { name: "Sneaky", startsAt: "2099-01-01T00:00", endsAt: "2099-01-02T00:00", scope: "shop" };
  const unsigned = await request.post("/admin/sales/new", {
    form: { ...form, kind: "percent", percent: "90" },
    maxRedirects: 0,
  });
  expect(unsigned.status()).toBe(303);
  expect(unsigned.headers()["location"]).toBe("/admin/sign-in");

  await signIn(page, "/admin/sales");
  const list = await page.request.get("/admin/sales");
  expect(list.headers()["cache-control"]).toBe("private, no-store");
  const crossSite = await page.request.post("/admin/sales/new", {
    form: { ...form, kind: "percent", percent: "90" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("main")).not.toContainText("Sneaky");
});
