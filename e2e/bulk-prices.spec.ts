import type { Page } from "@playwright/test";
import { toCsv } from "../app/admin/shared/csv";
import { readCsv } from "../app/admin/shared/csv-read";
import { raisedPrice } from "../app/admin/prices/price-raise";
import { formatPrice } from "../app/features/currency/money";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A server of its own: the prices changed here are the shop's, which the shared server's other
// specs must not see. A repeat finds the prices its earlier runs left, so every expected price is
// worked out from the file downloaded at the start.
const test = testOnOwnShop();

test.use({ viewport: { width: 390, height: 844 } });

const SCREEN = "/admin/products/prices";
const PRICE = 5;
/** "Stock of M": after the naira prices and the dollar price. */
const M = 10;

/** The prices file as the owner downloads it from the screen: its rows of cells, header first. */
async function download(page: Page): Promise<string[][]> {
  const file = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the prices file (CSV)" }).click();
  const downloaded = await file;
  expect(downloaded.suggestedFilename()).toMatch(/^hazel-prices-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = await (await downloaded.createReadStream()).toArray();
  const read = readCsv(Buffer.concat(bytes).toString("utf8"));
  if (!read.ok) throw new Error(read.message);
  return read.rows.map((r) => r.cells);
}

const rowOf = (rows: string[][], id: number) => rows.find((r) => r[0] === String(id))!;

/** Uploads rows as the changed file and asks for the preview. */
async function upload(page: Page, rows: string[][]) {
  const [header, ...rest] = rows;
  await page.getByLabel("The changed file (CSV)").setInputFiles({
    name: "hazel-prices-edited.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(toCsv(header!, rest)),
  });
  await page.getByRole("button", { name: "Preview the file’s changes" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Preview: from hazel-prices-edited.csv" })).toBeVisible();
}

/** What a shopper's fresh visit to a product's page shows as its price. */
async function priceOnPage(page: Page, path: string) {
  await page.goto(path);
  return (await page.getByTestId("product-price").textContent()) ?? "";
}

/** A change's row of the preview's table: the product, what, was, now. */
const changeRow = (page: Page, name: string, what: string) =>
  page.getByRole("rowgroup").filter({ hasText: name }).getByRole("row").filter({ hasText: what });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner changes prices and stock in the file on her phone: a bad row refuses everything, the fixed file is applied", async ({
    page,
  }) => {
    // A dozen pages and a wait for the shop: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signIn(page, "/admin/products");
    await page.getByRole("link", { name: "Prices in bulk" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Prices in bulk" })).toBeVisible();
    await page.getByRole("banner").getByText("Menu").click();
    await expect(page.getByRole("link", { name: "Products", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("banner").getByText("Menu").click();

    const rows = await download(page);
    expect(rows[0]).toContain("Name (not read)");
    const coral = { was: Number(rowOf(rows, 37)[PRICE]), path: "/hazelbee/shop/coral-dress" };
    const amber = { was: Number(rowOf(rows, 38)[PRICE]), path: "/hazelbee/shop/amber-dress" };
    const jadeM = rowOf(rows, 40)[M]!;
    const jadeNow = jadeM === "not counted" ? 7 : Number(jadeM) + 1;
    // Two prices as a spreadsheet may write them, a stock count, and a row of a product the shop does not have.
    rowOf(rows, 37)[PRICE] = (coral.was + 500).toLocaleString("en-US");
    rowOf(rows, 38)[PRICE] = `₦${(amber.was + 1000).toLocaleString("en-US")}`;
    rowOf(rows, 40)[M] = String(jadeNow);
    rows.push([
      "9999",
      rowOf(rows, 37)[1]!,
      "Nova Dress",
      "HazelBee",
      "Draft",
      "30000",
      "",
      ...rowOf(rows, 37).slice(7),
    ]);
    const badRow = rows.length;

    await upload(page, rows);
    const problems = page.getByRole("alert");
    await expect(problems).toContainText("Nothing can be applied while a row has a problem.");
    await expect(problems.getByRole("listitem").filter({ hasText: `Row ${badRow}` })).toContainText(
      "The shop has no product #9999 (it may have been deleted): delete this row.",
    );
    await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
    expect(await priceOnPage(page, coral.path)).toContain(formatPrice(coral.was));
    expect(await priceOnPage(page, amber.path)).toContain(formatPrice(amber.was));

    await page.goto(SCREEN);
    rows.pop();
    await upload(page, rows);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText("3 changes to 3 products")).toBeVisible();
    await expect(changeRow(page, "Coral Dress", "Price")).toContainText(
      `${formatPrice(coral.was)}${formatPrice(coral.was + 500)}`,
    );
    await expect(changeRow(page, "Amber Dress", "Price")).toContainText(
      `${formatPrice(amber.was)}${formatPrice(amber.was + 1000)}`,
    );
    await expect(changeRow(page, "Jade Dress", "Stock of M")).toContainText(`${jadeM}${jadeNow}`);

    await page.getByRole("button", { name: "Apply 3 changes" }).click();
    await expect(page).toHaveURL(`${SCREEN}?applied=3&products=3`);
    await expect(page.getByRole("status")).toHaveText(
      "Applied: 3 changes to 3 products, each in its product’s history. The shop shows them within seconds.",
    );
    await expect.poll(() => priceOnPage(page, coral.path), { timeout: 10_000 }).toContain(formatPrice(coral.was + 500));
    await expect
      .poll(() => priceOnPage(page, amber.path), { timeout: 10_000 })
      .toContain(formatPrice(amber.was + 1000));

    await page.goto("/admin/products/37");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("Changed from a prices file");
    await expect(history.getByRole("listitem").first()).toContainText(
      `Price ${formatPrice(coral.was)} → ${formatPrice(coral.was + 500)}`,
    );
  });

  test("the owner raises a collection's prices by 10%, to the nearest ₦500, previewed then applied", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, SCREEN);
    const rows = await download(page);
    const orion = Number(rowOf(rows, 3)[PRICE]);
    const naledi = rows.filter((r) => r[3] === "Naledi");

    await page.getByLabel("Collection", { exact: true }).selectOption("naledi");
    await page.getByLabel("By (%)").fill("200");
    await page.getByRole("button", { name: "Preview the new prices" }).click();
    await expect(page.getByLabel("By (%)")).toHaveAccessibleDescription(
      /Type a percentage from -50 to \+100: a bigger change is best made product by product\./,
    );
    await expect(page.getByLabel("By (%)")).toHaveValue("200");

    await page.getByLabel("By (%)").fill("10%");
    await page.getByRole("button", { name: "Preview the new prices" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Preview: Naledi raised by 10%, to the nearest ₦500" }),
    ).toBeVisible();
    await expect(page.getByRole("rowgroup").filter({ hasText: /#\d+/ })).toHaveCount(naledi.length);
    await expect(changeRow(page, "Orion Dress", "Price")).toContainText(
      `${formatPrice(orion)}${formatPrice(raisedPrice(orion, 10))}`,
    );
    await page.getByRole("button", { name: `Apply ${naledi.length} changes` }).click();
    await expect(page.getByRole("status")).toContainText(`to ${naledi.length} products`);
    await expect
      .poll(() => priceOnPage(page, "/naledi/orion-dress"), { timeout: 10_000 })
      .toContain(formatPrice(raisedPrice(orion, 10)));
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the prices screen, a preview with a row to fix and one to apply are accessible at ${viewport.width} px`, async ({
    page,
  }) => {
    // Three axe runs: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn(page, SCREEN);
    await expectNoViolations(page, "the prices screen");
    const rows = await download(page);
    const pasted = (price: string) =>
      [rows[0]!, rowOf(rows, 37)]
        .map((r, i) => (i === 1 ? [...r.slice(0, PRICE), price, ...r.slice(PRICE + 1)] : r).join("\t"))
        .join("\n");

    await page.getByText("How to fill in the cells").click();
    await page.getByText("Or paste the rows instead").click();
    await page.getByLabel("Rows copied from the spreadsheet, the header row too").fill(pasted("35000.50"));
    await page.getByRole("button", { name: "Preview the file’s changes" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Price “35000.50”: Naira are whole here: type it like ₦35,000 or 35k.",
    );
    await expectNoViolations(page, "a preview of pasted rows with a row to fix");

    await page.getByText("Or paste the rows instead").click();
    await page.getByLabel("Rows copied from the spreadsheet, the header row too").fill(pasted("99,500"));
    await page.getByRole("button", { name: "Preview the file’s changes" }).click();
    await expect(page.getByRole("button", { name: "Apply 1 change" })).toBeVisible();
    await expectNoViolations(page, "a preview to apply");
  });
}

test("the prices pages need a session, are never stored by a cache, and take no form from another site", async ({
  request,
  page,
}) => {
  for (const address of [SCREEN, `${SCREEN}.csv`]) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(302);
    expect(response.headers()["location"], address).toMatch(/^\/admin\/sign-in/);
    expect(response.headers()["cache-control"], address).toBe("private, no-store");
  }
  const form = { intent: "preview-raise", collection: "naledi", percent: "10" };
  const unsigned = await request.post(SCREEN, { multipart: form, maxRedirects: 0 });
  expect(unsigned.status()).toBe(303);
  expect(unsigned.headers()["location"]).toBe("/admin/sign-in");

  await signIn(page, SCREEN);
  const file = await page.request.get(`${SCREEN}.csv`);
  expect(file.headers()["cache-control"]).toBe("private, no-store");
  expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const crossSite = await page.request.post(SCREEN, {
    multipart: form,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});
