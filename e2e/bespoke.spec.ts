import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { emailsSent, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { expect, test } from "./support/test";

// A shopper's bespoke request, from the contact page to the owner's admin, with and without
// scripts, at a phone's width; her kept measurements come back only through a link emailed to her.
test.use({ viewport: { width: 390, height: 844 } });
// Each is a whole journey (a form, photos cleaned, an email relayed, the admin): three times the usual time.
test.slow();

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

/** The Lagos day `days` from today. */
const inDays = (days: number) => addDays(lagosToday(), days);
const someone = () => `shopper${randomInt(1e9)}@example.com`;

async function photo(format: "jpeg" | "png", name: string) {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const image = sharp({ create: { width: 800, height: 1000, channels: 3, background } });
  const buffer =
    format === "jpeg"
      ? await image
          .jpeg()
          .withExif({ IFD0: { ImageDescription: "GPS 4.8156 N 7.0498 E" }, IFD3: { GPSLatitudeRef: "N" } })
          .toBuffer()
      : await image.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

async function fillRequest(page: Page, email: string, { keep = true, bust = "92" } = {}) {
  await page.getByLabel("Describe the piece").fill("A green silk gown with a long train");
  await page.getByLabel("Occasion").fill("Wedding");
  await page.getByLabel("Date of the event").fill(inDays(30));
  await page.getByLabel("1. Bust").fill(bust);
  await page.getByLabel("2. Waist").fill("74");
  await page.getByLabel("3. Hips").fill("100");
  await page.getByLabel("5. Sleeve (optional)").fill("58");
  await page.getByLabel("Your name").fill("Ada Obi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone (WhatsApp)").fill("+234 803 555 0101");
  if (keep) await page.getByLabel(/Keep my measurements for next time/).check();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a request with measurements and two photos reaches her private page and the owner", async ({ page }) => {
    const email = someone();
    await page.goto("/contact");
    await page.getByRole("link", { name: "send a bespoke request" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bespoke request" })).toBeVisible();
    await fillRequest(page, email);
    await page
      .getByLabel("Up to 3 photos (optional)")
      .setInputFiles([await photo("jpeg", "IMG_0001.JPG"), await photo("png", "back.png")]);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/bespoke")),
      page.getByRole("button", { name: "Send my request" }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/bespoke\/BSP-[2-9A-HJ-NP-Z]{8}\?key=[0-9a-f]{32}$/);
    const reference = /BSP-[2-9A-Z]{8}/.exec(page.url())![0];
    await expect(page.getByRole("status")).toContainText(`Its reference is ${reference}`);
    const shopperPage = await page.request.get(page.url());
    expect(shopperPage.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("row", { name: "Bust 92 cm" })).toBeVisible();
    await expect(page.getByRole("row", { name: "Sleeve 58 cm" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Reference photo/ })).toHaveCount(2);
    const src = await page.getByRole("img", { name: "Reference photo 1" }).getAttribute("src");
    const image = await page.request.get(src!);
    expect(image.headers()["cache-control"]).toBe("private, no-store");
    const meta = await sharp(await image.body()).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe("jpeg");
    // The reference alone, or another key, opens nothing.
    expect((await page.request.get(`/bespoke/${reference}`)).status()).toBe(404);
    expect((await page.request.get(`/bespoke/${reference}?key=${"0".repeat(32)}`)).status()).toBe(404);
    expect((await page.request.get(src!.replace(/key=[0-9a-f]+/, `key=${"0".repeat(32)}`))).status()).toBe(404);

    await expect
      .poll(async () => (await emailsSent(page.request, (f) => f.reference === reference)).length, { timeout: 20_000 })
      .toBe(1);

    await signIn(page, "/admin/bespoke");
    await expect(page.getByRole("link", { name: `${reference} · Ada Obi` })).toHaveAttribute(
      "href",
      `/admin/bespoke/${reference}`,
    );
    // Her request whole for the owner: the piece, the measurements, a quote to make from it.
    await page.getByRole("link", { name: `${reference} · Ada Obi` }).click();
    await expect(page.getByRole("heading", { name: `Bespoke request ${reference}`, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Make a quote" })).toHaveAttribute(
      "href",
      `/admin/quotes/new?request=${reference}`,
    );
  });
});

test("one figure out of range: the page says so before sending, at its summary, her photos and words kept", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await page.goto("/bespoke");
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready");
  await fillRequest(page, someone(), { bust: "300" });
  const photos = page.getByLabel("Up to 3 photos (optional)");
  await photos.setInputFiles([await photo("jpeg", "IMG_0002.JPG")]);
  await page.getByRole("button", { name: "Send my request" }).click();
  const summary = page.locator("#errors");
  await expect(summary).toHaveText("Please check the field marked below.");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("1. Bust")).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Bust of 300 cm is outside what we can cut to (60-170 cm). Please measure again."),
  ).toBeVisible();
  await expect(photos).toHaveValue(/IMG_0002\.JPG$/);
  await expect(page.getByLabel("Describe the piece")).toHaveValue("A green silk gown with a long train");
  expect(posts).toEqual([]);
  await expectNoViolations(page, "the form checked in the page");
  await page.getByLabel("1. Bust").fill("92");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/bespoke\/BSP-/);
  await expect(page.getByRole("img", { name: "Reference photo 1" })).toBeVisible();
});

test.describe("a figure out of range, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page opens at the summary and asks for the photos again", async ({ page }) => {
    await page.goto("/bespoke");
    await fillRequest(page, someone(), { bust: "300" });
    await page
      .getByLabel("Up to 3 photos (optional)")
      .setInputFiles([await photo("jpeg", "IMG_0003.JPG"), await photo("png", "back.png")]);
    await page.getByRole("button", { name: "Send my request" }).click();
    const summary = page.locator("#errors");
    await expect(summary).toHaveText("Please check the 2 fields marked below.");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(
      page.getByText("Choose your photos again: they are not kept while the form has a problem."),
    ).toBeVisible();
    await expect(page.getByLabel("2. Waist")).toHaveValue("74");
  });
});

test("bad input gets a message beside each field and stores nothing; express is offered", async ({ page }) => {
  const email = someone();
  await page.goto("/size-guide");
  await page.getByRole("link", { name: "Send a bespoke request with your measurements" }).click();
  await fillRequest(page, email, { bust: "300" });
  await page.getByLabel("Date of the event").fill(inDays(9));
  await page
    .getByLabel("Up to 3 photos (optional)")
    .setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") }]);
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please check the 3 fields marked below.");
  await expect(page).toHaveURL(/\/bespoke$/);
  await expect(
    page.getByText("Bust of 300 cm is outside what we can cut to (60-170 cm). Please measure again."),
  ).toBeVisible();
  await expect(
    page.getByText(
      /sooner than standard production allows \(the atelier's earliest for your event is .*\)\. Choose express production below, 30% extra, which can have it ready for /,
    ),
  ).toBeVisible();
  // Checked in the page first: the file that is not a photo is named before anything is sent.
  await expect(page.getByText("notes.txt is not a photo in JPEG, PNG, WebP or AVIF.")).toBeVisible();
  await expect(page.getByLabel("1. Bust")).toHaveAttribute("aria-invalid", "true");
  // What she typed is kept.
  await expect(page.getByLabel("Describe the piece")).toHaveValue("A green silk gown with a long train");
  await expect(page.getByLabel("2. Waist")).toHaveValue("74");

  // Checked in the page, her choice of file stays: she takes the one that is not a photo out.
  await expect(page.getByLabel("Up to 3 photos (optional)")).toHaveValue(/notes\.txt$/);
  await page.getByLabel("Up to 3 photos (optional)").setInputFiles([]);
  await page.getByLabel("Date of the event").fill(inDays(2));
  await page.getByLabel("1. Bust").fill("36");
  await page.getByLabel("Inches (in)").check();
  await page.getByLabel("2. Waist").fill("29");
  await page.getByLabel("3. Hips").fill("39");
  await page.getByLabel("5. Sleeve (optional)").fill("23");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(
    page.getByText(/too soon for us to make your piece\. Choose a date from .*, or call us\./),
  ).toBeVisible();

  await page.getByLabel("Date of the event").fill(inDays(9));
  await page.getByLabel("Express production (30% extra)").check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/bespoke\/BSP-/);
  await expect(page.getByRole("row", { name: "Bust 36 in" })).toBeVisible();
  await expect(page.getByText("Express (30% extra)")).toBeVisible();
  await expectNoViolations(page, "her request's page");
  const reference = /BSP-[2-9A-Z]{8}/.exec(page.url())![0];
  await signIn(page, "/admin/bespoke");
  await expect(page.getByRole("link", { name: `${reference} · Ada Obi` })).toBeVisible();
  await expectNoViolations(page, "the owner's bespoke requests");
});

test("kept measurements are offered back only through the link emailed to her", async ({ page }) => {
  const email = someone();
  await page.goto("/bespoke");
  await fillRequest(page, email, { bust: "91.5" });
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/bespoke\/BSP-/);

  // Someone who only types her address is told the same as anyone, and sees none of her measurements.
  await page.goto("/bespoke");
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("Your phone").fill("+234 803 555 0101");
  await page.getByRole("button", { name: "Email me the link" }).click();
  await expect(page.getByRole("status")).toContainText("a link to them is on its way to that email");
  await expect(page.getByLabel("1. Bust")).toHaveValue("");

  await expect
    .poll(async () => (await emailsSent(page.request, (f) => f.to_email === email)).length, { timeout: 20_000 })
    .toBe(1);
  const [sent] = await emailsSent(page.request, (f) => f.to_email === email);
  const address = new URL(sent!.fields.order_url!);
  await page.goto(address.pathname + address.search);
  await expect(page.getByText("Your kept measurements are filled in below.")).toBeVisible();
  await expect(page.getByLabel("1. Bust")).toHaveValue("91.5");
  await expect(page.getByLabel("3. Hips")).toHaveValue("100");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expectNoViolations(page, "the form filled from her kept measurements");

  await page.goto(`/bespoke?measurements=${"0".repeat(32)}`);
  await expect(page.getByRole("alert")).toContainText("That measurements link has expired or is not ours.");
  await expect(page.getByLabel("1. Bust")).toHaveValue("");
});
