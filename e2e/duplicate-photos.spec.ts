import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/admin";
import { testOnOwnShop } from "./support/own-shop";
import { phone } from "./support/visitor";
import { expect } from "./support/test";

// A product duplicated with its photos, on the owner's phone without JavaScript: the copy has the
// same photos in the same order, each with its own description, on the photos screen and in its
// preview. A server of its own, since the products made here change the catalogue.
const test = testOnOwnShop();

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: phone, javaScriptEnabled: false });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const card = (page: Page, id: number) => page.locator(`#photo-${id}`);

/** A plain photo of a colour of its own. */
const photo = async (name: string, red: number) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 600, height: 750, channels: 3, background: { r: red, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer(),
});

/** The photos screen's cards in their order: each photo's file and description. */
async function photosShown(page: Page) {
  return page.locator("#photos-list li").evaluateAll((cards) =>
    cards.map((c) => ({
      src: c.querySelector("img")?.getAttribute("src") ?? "",
      alt: (c.querySelector("textarea, input[id$='-alt']") as HTMLTextAreaElement | null)?.value ?? "",
    })),
  );
}

/** The preview's slides in their order: each photo's description. */
async function previewAlts(page: Page, editor: string, name: string) {
  await page.goto(`${editor}/preview`);
  await expect(page.getByText("Draft preview — not yet in the shop")).toBeVisible();
  const slides = page.getByRole("region", { name: `Images of ${name}` }).locator("[aria-roledescription='slide'] img");
  return slides.evaluateAll((images) => images.map((i) => i.getAttribute("alt")));
}

test("a copy made with its photos has the same photos in the same order, each with its own description", async ({
  page,
}) => {
  const name = `Twin Dress ${test.info().repeatEachIndex}${Date.now().toString(36)}`;
  await signIn(page, "/admin/products/new");
  await field(page, "Name").fill(name);
  await field(page, "Collection").selectOption("naledi");
  await field(page, "Price (₦)").fill("38000");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
  const editor = new URL(page.url()).pathname;

  await page.goto(`${editor}/photos`);
  await page
    .getByLabel("Choose photos")
    .setInputFiles([await photo("front.jpg", 40), await photo("back.jpg", 140), await photo("side.jpg", 240)]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("status")).toHaveText("3 photos added.", { timeout: 30_000 });
  const [front, back, side] = new URL(page.url()).searchParams.getAll("added").map(Number) as [number, number, number];
  for (const id of [front, back, side])
    await expect(card(page, id)).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
  const alts = new Map([
    [front, `${name} from the front, in green silk`],
    [back, `${name} from the back, the tie undone`],
    [side, `${name} from the side, the pleats open`],
  ]);
  for (const [id, alt] of alts) {
    await page.locator(`#photo-${id}-alt`).fill(alt);
    await card(page, id).getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("The description is saved.");
  }
  // An order other than the upload's: the side view first, the front last.
  await card(page, side).getByRole("button", { name: "Make cover" }).click();
  await expect(page.locator("#photos-list li").first()).toHaveAttribute("id", `photo-${side}`);
  await card(page, front).getByRole("button", { name: "Move down" }).click();
  await expect(page.locator("#photos-list li").last()).toHaveAttribute("id", `photo-${front}`);
  const original = await photosShown(page);
  expect(original.map((p) => p.alt)).toEqual([alts.get(side), alts.get(back), alts.get(front)]);

  await page.goto(editor);
  await page.getByLabel("Copy its photos too (3 photos)").check();
  await page.getByRole("button", { name: "Duplicate as a draft" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "This is a draft copy, with the same stock counts and photos. Change what differs, then publish it.",
  );
  const copy = new URL(page.url()).pathname;
  expect(copy).not.toBe(editor);
  await expect(field(page, "Name")).toHaveValue(`${name} (copy)`);

  await page.goto(`${copy}/photos`);
  await expect(page.locator("#photos-list li")).toHaveCount(3);
  expect(await photosShown(page)).toEqual(original);
  for (const item of await page.locator("#photos-list li").all())
    await expect(item).toHaveAttribute("data-status", "ready");

  expect(await previewAlts(page, copy, `${name} (copy)`)).toEqual(original.map((p) => p.alt));
  expect(await previewAlts(page, editor, name)).toEqual(original.map((p) => p.alt));
});
