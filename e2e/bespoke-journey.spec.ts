import { randomInt } from "node:crypto";
import sharp from "sharp";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { expect, test } from "./support/test";

// The whole bespoke journey on a phone with JavaScript: a shopper's request from a made-to-order
// piece, with her measurements and two photos; the owner's quote made from it; the 75% deposit
// paid by its link on Paystack's page (its fake), then the balance; the atelier's printed sheet,
// which keeps the order's copy of her measurements when the owner corrects her kept ones.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/** The Lagos day `days` from today. */
const inDays = (days: number) => addDays(lagosToday(), days);

/** A phone's photo of one colour (a JPEG with a place in its EXIF, or a PNG). */
async function photo(format: "jpeg" | "png", name: string) {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const image = sharp({ create: { width: 600, height: 800, channels: 3, background } });
  const buffer =
    format === "jpeg"
      ? await image
          .jpeg()
          .withExif({ IFD0: { ImageDescription: "GPS 51.5072 N 0.1276 W" } })
          .toBuffer()
      : await image.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

test("a request from a made-to-order piece becomes the owner's quote, paid 75% by its link, then the balance", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `london${randomInt(1e9)}@example.com`;

  // The shopper, on her phone: from a made-to-order piece to the request form.
  await page.goto("/resurgence/look-1");
  await islandsStarted(page);
  await page.getByRole("link", { name: "Ask for a bespoke piece made to your measurements" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bespoke request" })).toBeVisible();
  await islandsStarted(page);
  await page.getByLabel("Describe the piece").fill("An emerald aso-oke gown with a long train");
  await page.getByLabel("Occasion").fill("Wedding in London");
  await page.getByLabel("Date of the event").fill(inDays(40));
  await page.getByLabel("1. Bust").fill("92");
  await page.getByLabel("2. Waist").fill("74");
  await page.getByLabel("3. Hips").fill("100");
  await page.getByLabel("Your name").fill("Ada Obi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone (WhatsApp)").fill("+44 7700 900123");
  await page.getByLabel(/Keep my measurements for next time/).check();
  await page
    .getByLabel("Up to 3 photos (optional)")
    .setInputFiles([await photo("jpeg", "IMG_2001.JPG"), await photo("png", "back.png")]);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/bespoke\/BSP-[2-9A-HJ-NP-Z]{8}\?key=[0-9a-f]{32}$/);
  const request = /BSP-[2-9A-HJ-NP-Z]{8}/.exec(page.url())![0];
  await expect(page.getByRole("status")).toContainText(`Its reference is ${request}`);
  await expect(page.getByRole("img", { name: /Reference photo/ })).toHaveCount(2);

  // The owner, on her phone: the request, and a quote made from it with everything filled in.
  const owner = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const admin = await owner.newPage();
  await signIn(admin, `/admin/bespoke/${request}`);
  await expect(admin.getByRole("heading", { level: 1, name: `Bespoke request ${request}` })).toBeVisible();
  await expectNoViolations(admin, "the owner's bespoke request");
  await admin.getByRole("link", { name: "Make a quote" }).click();
  await expect(admin).toHaveURL(`/admin/quotes/new?request=${request}`);
  await expect(admin.getByText(`From bespoke request ${request}`)).toBeVisible();
  await expect(admin.getByLabel("First name")).toHaveValue("Ada");
  await expect(admin.getByLabel("Email")).toHaveValue(email);
  await expect(admin.getByLabel("Piece 1: description")).toHaveValue("An emerald aso-oke gown with a long train");
  await expect(admin.getByLabel("Notes for the atelier")).toHaveValue("Occasion: Wedding in London");
  await admin.getByText("Measurements of piece 1").click();
  await expect(admin.getByLabel("Bust").first()).toHaveValue("92");
  await expect(admin.getByLabel("Hips").first()).toHaveValue("100");
  await admin.getByLabel("Price (₦, whole)").first().fill("200000");
  await admin.getByLabel("75% deposit, balance before it is ready").check();
  await admin.getByRole("button", { name: "Make the quote" }).click();
  await expect(admin.getByRole("heading", { name: "Quote for Ada Obi" })).toBeVisible();
  const link = await admin.getByLabel("Link to the quote").inputValue();
  const whatsapp = new URL((await admin.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href"))!);
  expect(whatsapp.host + whatsapp.pathname).toBe("wa.me/447700900123");
  expect(whatsapp.searchParams.get("text")).toContain(link);
  const reference = (await admin.locator("p.tabular-nums").first().innerText()).trim();
  await admin.goto("/admin/quotes");
  await expect(admin.getByRole("listitem").filter({ hasText: reference })).toContainText("₦200,000 · valid until");
  await expect(admin.getByRole("listitem").filter({ hasText: reference })).toContainText("Waiting for payment");
  await expectNoViolations(admin, "the owner's quotes");
  // Her request now says it was quoted, and leads to the quote.
  await admin.goto(`/admin/bespoke/${request}`);
  await expect(admin.getByText("Quoted", { exact: true })).toBeVisible();
  const quotes = admin.getByRole("region", { name: "Quotes made from it" });
  await expect(quotes.getByRole("link", { name: "Ada Obi" })).toHaveAttribute("href", `/admin/quotes/${reference}`);

  // The shopper opens the link from WhatsApp and pays the deposit on Paystack's page.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Your quote, Ada" })).toBeVisible();
  await expect(page.getByText(/Pay ₦150,000 now \(75% deposit\); the balance of ₦50,000 is due by/)).toBeVisible();
  await page.getByRole("button", { name: "Pay ₦150,000" }).click();
  await expect(page.getByRole("heading", { name: "Pay NGN 150000" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(page.getByRole("heading", { name: "Your balance" })).toBeVisible();

  // Later, the balance, from her order's page.
  await page.getByRole("button", { name: "Pay the balance" }).click();
  await expect(page.getByRole("heading", { name: "Pay NGN 50000" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(page.getByRole("region", { name: "Paid in full" })).toBeVisible();

  // The atelier's sheet: the piece, her measurements as she sent them, her two photos; no price.
  await admin.goto(`/admin/orders/${reference}`);
  await admin.emulateMedia({ media: "print" });
  const sheet = admin.getByRole("region", { name: "Production sheet" });
  await expect(sheet).toContainText("An emerald aso-oke gown with a long train (made to measure)");
  await expect(sheet).toContainText("Occasion: Wedding in London");
  await expect(sheet).toContainText("92 cm");
  await expect(sheet.getByRole("img", { name: /Reference photo/ })).toHaveCount(2);
  await expect(sheet.getByRole("img", { name: "Reference photo 2" })).toHaveJSProperty("complete", true);
  expect(
    await sheet.getByRole("img", { name: "Reference photo 2" }).evaluate((i: HTMLImageElement) => i.naturalWidth),
  ).toBe(600);
  expect(await admin.locator("body").innerText()).not.toMatch(/₦|NGN|\d{2},\d{3}/);

  // The owner corrects her kept measurements: the history says so, the order keeps its copy.
  await admin.emulateMedia({ media: "screen" });
  await admin.goto(`/admin/bespoke/${request}`);
  const kept = admin.getByRole("region", { name: "Her kept measurements" });
  await kept.getByLabel("Waist").fill("75");
  await kept.getByRole("button", { name: "Save the correction" }).click();
  await expect(admin.getByRole("status")).toHaveText("Her kept measurements are corrected.");
  await expect(kept.getByText("Waist: 74 cm → 75 cm", { exact: true })).toBeVisible();
  await expect(kept.getByLabel("Waist")).toHaveValue("75");
  await admin.goto(`/admin/orders/${reference}`);
  await admin.emulateMedia({ media: "print" });
  await expect(sheet).toContainText("Waist74 cm");
  await owner.close();
});
