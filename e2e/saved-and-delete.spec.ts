import type { APIRequestContext } from "@playwright/test";
import { formatDay, lagosToday } from "../app/lib/lagos-clock";
import { emailsSent, signIn } from "./support/admin";
import { device, herEmail, placeHerOrder, signInWithCode } from "./support/her-page";
import { expect, test } from "./support/test";
import { islandsStarted } from "./support/islands";
import { phone } from "./support/visitor";

// Her page, on her phone: a piece saved before she signs in is on her page after the code; "Delete
// my data", confirmed by its own code, signs her out everywhere; an order on its way keeps what it
// needs to reach her, she and the owner are told so, and her name leaves the owner's page once it
// is delivered.

test.use({ viewport: phone });

/** The code of the latest deletion email relayed to `email`. */
async function deletionCode(request: APIRequestContext, email: string) {
  const mine = () =>
    emailsSent(request, (f) => f.to_email === email && /code to delete your data/.test(f.subject ?? ""));
  await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(1);
  return /^(\d{6}) /.exec((await mine()).at(-1)!.fields.subject!)![1]!;
}

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with" : "without";

  test(`a piece saved before signing in is on her page after the code (${how} JavaScript)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = herEmail();
    const context = await device(browser, baseURL, javaScriptEnabled);
    const page = await context.newPage();

    /** Opens a page (its islands started, with the script) and saves a piece there: she stays on it. */
    async function saveOn(address: string, name: string, size?: string) {
      await page.goto(address);
      if (javaScriptEnabled) await islandsStarted(page);
      if (size) await page.getByLabel("Save in size").selectOption(size);
      const heart = page.getByRole("button", { name: `Save ${name}` });
      await expect(heart).toHaveText(/^♡ Save$/i, { useInnerText: true });
      await heart.click();
      await expect(heart).toHaveText(/^♥ Saved$/i, { useInnerText: true });
      const path = new URL(address, baseURL).pathname;
      // Without the script the answer comes back to the page, at the piece's heart.
      await expect(page).toHaveURL(
        javaScriptEnabled ? new URL(address, baseURL).href : new RegExp(`${path}#saved-\\d+$`),
      );
    }

    // From the product page, in her size; then from a listing's card and a landing page's card.
    await saveOn("/hazelbee/shop/coral-dress", "Coral Dress", "M");
    await expect(page.getByText("Saved to your list.")).toBeVisible();
    if (javaScriptEnabled)
      await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
        "Saved to your list. Your saved pieces",
      );
    await saveOn("/hazelbee/shop", "Amber Dress");
    await page.goto("/saved");
    const saved = page.getByRole("region", { name: "Your saved pieces" }).getByRole("listitem");
    await expect(saved).toHaveCount(2);
    await expect(saved.filter({ hasText: "Coral Dress" })).toContainText("Size M");

    // Removed from the list, and back.
    await saved.filter({ hasText: "Amber Dress" }).getByRole("button", { name: "Remove Amber Dress" }).click();
    await expect(page.getByRole("status")).toHaveText("Removed from your saved pieces.");
    await expect(saved).toHaveCount(1);
    await saveOn("/hazelbee/shop/amber-dress", "Amber Dress");
    await page.goto("/saved");
    await expect(saved).toHaveCount(2);

    await signInWithCode(page, request, email);
    const hers = page.getByRole("region", { name: "Saved pieces" }).getByRole("listitem");
    await expect(hers).toHaveCount(2);
    await expect(hers.filter({ hasText: "Coral Dress" })).toBeVisible();
    await expect(hers.filter({ hasText: "Amber Dress" })).toBeVisible();
    const list = await page.request.get("/saved");
    expect(list.headers()["cache-control"]).toBe("private, no-store");
    await context.close();
  });

  test(`signed in, the checkout offers her past address and fills it in (${how} JavaScript)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = herEmail();
    await placeHerOrder(request, email);
    const context = await device(browser, baseURL, javaScriptEnabled);
    const page = await context.newPage();
    await signInWithCode(page, request, email);
    if (javaScriptEnabled)
      await page.evaluate(() =>
        localStorage.setItem("hazel.cart.v1", JSON.stringify({ items: [{ productId: 42, size: "M", quantity: 1 }] })),
      );
    await context.addCookies([{ name: "hazel_cart", value: "42.M.1", url: new URL(page.url()).origin }]);
    await page.goto("/checkout");
    const offers = page.getByRole("region", { name: "Your addresses" });
    await expect(offers).toContainText("Ada Obi, 12 Aba Road, Rivers, Nigeria");
    await offers.getByRole("link", { name: /^Deliver to this address/ }).click();
    await expect(page).toHaveURL(/\/checkout\?address=1$/);
    const form = page.getByRole("form", { name: "Billing details" });
    await expect(form.getByLabel("Address")).toHaveValue("12 Aba Road");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(page.getByText(/Your details from order HZL-\w+ are filled in below/)).toBeVisible();
    const answer = await page.request.get("/checkout");
    expect(answer.headers()["cache-control"]).toContain("no-store");
    await context.close();
  });

  test(`deleting her data keeps what an order on its way needs until it is delivered, then erases it (${how} JavaScript)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = herEmail();
    const reference = await placeHerOrder(request, email, { delivery: "nigeria" });
    const laptop = await device(browser, baseURL, false, "Her laptop");
    const lap = await laptop.newPage();
    await signInWithCode(lap, request, email);
    const context = await device(browser, baseURL, javaScriptEnabled, "Her phone");
    const page = await context.newPage();
    await signInWithCode(page, request, email, 2);

    // Before she confirms, her page says which order keeps what, and until when.
    const keeps = `Order ${reference} keeps your name, phone, email and delivery address until it is delivered`;
    const section = page.getByRole("region", { name: "Delete my data" });
    const kept = section.getByRole("listitem");
    await expect(kept).toHaveText([new RegExp(`^${keeps} \\(due by \\w+ \\d+ \\w+ \\d{4}\\), then we erase them\\.$`)]);
    const sentence = (await kept.textContent())!;
    await section.getByRole("button", { name: "Email me a code to delete my data" }).click();
    await expect(section.getByRole("status")).toContainText("We emailed you a code");
    await expect(kept).toHaveText([sentence]);
    const code = await deletionCode(request, email);
    await section.getByLabel("Code to delete my data").fill(code === "000000" ? "111111" : "000000");
    await section.getByRole("button", { name: "Delete my data" }).click();
    await expect(section.getByRole("alert")).toHaveText(/That code is not right/);
    await section.getByLabel("Code to delete my data").fill(code);
    await section.getByRole("button", { name: "Delete my data" }).click();

    // Her confirmation says the same.
    const done = page.getByRole("status");
    await expect(done).toContainText("Your data is deleted and you are signed out everywhere.");
    await expect(done.getByRole("listitem")).toHaveText([sentence]);
    await expect(page.getByLabel("Email")).toBeVisible();
    await lap.reload();
    await expect(lap.getByRole("alert")).toHaveText(/You are signed out/);
    await expect(lap.getByText(reference)).toHaveCount(0);

    // The owner's page: her name and address kept for the delivery, and why.
    const admin = await browser.newContext({ baseURL, viewport: phone });
    const owner = await admin.newPage();
    await signIn(owner, `/admin/orders/${reference}`);
    const note = owner.getByTestId("kept-for-delivery");
    const asked = `she asked for her data to be erased on ${formatDay(lagosToday())}`;
    await expect(note).toContainText(`Kept for delivery: ${asked}; erased when delivered.`);
    await expect(owner.getByRole("heading", { level: 1, name: "Ada Obi" })).toBeVisible();
    const shopperFacts = owner.getByRole("region", { name: "Shopper" });
    await expect(shopperFacts).toContainText("12 Aba Road");
    await expect(shopperFacts).toContainText("+234 803 123 4567");

    // Delivered: what was kept is erased.
    await owner.getByLabel("Tracking note for the shopper").fill("GIG Logistics, tracking GIG-123456");
    await owner.getByRole("button", { name: "Mark shipped" }).click();
    await expect(owner.getByRole("status")).toContainText("Marked shipped");
    await owner.getByRole("button", { name: "Mark delivered" }).click();
    await expect(owner.getByRole("status")).toHaveText("The order moved on.");
    await expect(note).toContainText(`when it was delivered: ${asked}`);
    await expect(owner.getByRole("heading", { level: 1, name: "(deleted at the shopper's request)" })).toBeVisible();
    await expect(shopperFacts).toContainText("Name(deleted at the shopper's request)");
    await expect(owner.getByText("Ada Obi")).toHaveCount(0);
    await expect(owner.getByText("12 Aba Road")).toHaveCount(0);
    await expect(owner.getByText("+234 803 123 4567")).toHaveCount(0);
    await expect(owner.getByTestId("shopper-whatsapp")).toHaveCount(0);
    await admin.close();
    await laptop.close();
    await context.close();
  });
}
