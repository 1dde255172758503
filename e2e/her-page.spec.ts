import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { expectNoViolations } from "./support/axe";
import { device, herEmail, placeHerOrder, signInEmail, signInWithCode } from "./support/her-page";
import { expect, test } from "./support/test";
import { phone } from "./support/visitor";

// Her own page, on her phone: signed in with the code her notification shows, her orders with
// what each owes, a balance paid from it; a scanner opening her link signs nobody in.

test.use({ viewport: phone });

for (const javaScriptEnabled of [true, false]) {
  test(`her three orders and the balance she owes, paid from her page (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = herEmail();
    const paid = await placeHerOrder(request, email);
    const deposit = await placeHerOrder(request, email, { deposit: true });
    const unpaid = await placeHerOrder(request, email, { paid: false });
    const context = await device(browser, baseURL, javaScriptEnabled);
    const page = await context.newPage();

    await signInWithCode(page, request, email);
    const orders = page.getByRole("region", { name: "Your orders" }).getByRole("listitem");
    await expect(orders).toHaveCount(3);
    await expect(orders.filter({ hasText: paid })).toContainText("Paid in full");
    await expect(orders.filter({ hasText: unpaid })).toContainText("Not paid yet: ₦15,000 to pay");
    const owing = orders.filter({ hasText: deposit });
    await expect(owing).toContainText("Deposit paid: ₦275,000 to pay by");
    await expect(owing).toContainText("You owe₦275,000");
    // axe runs as a script in the page: it checks the page that has one.
    if (javaScriptEnabled) await expectNoViolations(page, "her page");

    await owing.getByRole("button", { name: `Pay ₦275,000 for ${deposit}` }).click();
    await expect(page.getByRole("heading", { name: /^Pay NGN 275,?000$/ })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${deposit}$`));
    await expect(page.getByRole("region", { name: "Paid in full" })).toBeVisible();

    // Her page again in a tab of its own: the order page's script may still be navigating its own tab.
    const again = await context.newPage();
    await again.goto("/account");
    const after = again.getByRole("region", { name: "Your orders" }).getByRole("listitem");
    await expect(after.filter({ hasText: deposit })).toContainText("Paid in full");
    await expect(after.filter({ hasText: deposit }).getByRole("button")).toHaveCount(0);
    await context.close();
  });
}

test("her page is private and never kept; an email with no orders gets the same answer", async ({ page, request }) => {
  const answer = await request.get("/account");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  const email = herEmail();
  await signInWithCode(page, request, email);
  await expect(page.getByText("No order has been placed with this email yet.")).toBeVisible();
  const signedIn = await page.request.get("/account");
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
});

test("a mail scanner opening her link signs nobody in; Continue does, once", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const email = herEmail();
  await placeHerOrder(request, email);
  await page.goto("/account");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const { link } = await signInEmail(request, email);
  const path = new URL(link).pathname + new URL(link).search;

  // The scanner: a GET of the link, in a browser of its own, following what it finds.
  const scanner = await device(browser, baseURL, false);
  const scanned = await scanner.newPage();
  await scanned.goto(path);
  await expect(scanned.getByRole("button", { name: "Continue" })).toBeVisible();
  await scanned.goto("/account");
  await expect(scanned.getByLabel("Email")).toBeVisible();
  await expect(scanned.getByText(email)).toHaveCount(0);
  await scanner.close();

  // She opens the same link and presses Continue: signed in; pressed again (back, resend), refused in words.
  const hers = await device(browser, baseURL, false);
  const mine = await hers.newPage();
  await mine.goto(path);
  await mine.getByRole("button", { name: "Continue" }).click();
  await expect(mine.getByText(`Signed in as ${email}.`)).toBeVisible();
  const again = await hers.newPage();
  await again.goto(path);
  await expect(again.getByRole("alert")).toHaveText(/already been used/);
  await expect(again.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await hers.close();
});

test("bad codes, another device's cookie and sign out everywhere get words and show nothing", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const email = herEmail();
  const reference = await placeHerOrder(request, email);
  const phoneContext = await device(browser, baseURL, true, "Her phone");
  const page = await phoneContext.newPage();

  // A wrong code, then a code asked for another email: refused in words.
  await page.goto("/account");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const { code } = await signInEmail(request, email);
  await page.getByLabel("Code").fill(code === "123456" ? "654321" : "123456");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(/That code is not right/);
  await expect(page.getByText(reference)).toHaveCount(0);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();

  // Her cookie carried to another browser opens nothing.
  const cookies = await phoneContext.cookies();
  const thief = await device(browser, baseURL, false, "Another browser");
  await thief.addCookies(cookies);
  const stolen = await thief.newPage();
  await stolen.goto("/account");
  await expect(stolen.getByRole("alert")).toHaveText(/belongs to another device/);
  await expect(stolen.getByText(reference)).toHaveCount(0);
  await thief.close();

  // Signed in on a laptop too; "Sign out everywhere" from the phone ends both.
  const laptop = await device(browser, baseURL, true, "Her laptop");
  const lap = await laptop.newPage();
  await signInWithCode(lap, request, email, 2);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await lap.reload();
  await expect(lap.getByRole("alert")).toHaveText(/You are signed out/);
  await expect(lap.getByText(reference)).toHaveCount(0);
  await laptop.close();
  await phoneContext.close();
});

test("her bespoke request and kept measurements: corrected on her page, used for a new request (without JavaScript)", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const email = herEmail();
  const context = await device(browser, baseURL, false);
  const page = await context.newPage();
  await page.goto("/bespoke");
  await page.getByLabel("Describe the piece").fill("A green silk gown with a long train");
  await page.getByLabel("Occasion").fill("Wedding");
  await page.getByLabel("Date of the event").fill(addDays(lagosToday(), 40));
  await page.getByLabel("1. Bust").fill("92");
  await page.getByLabel("2. Waist").fill("74");
  await page.getByLabel("3. Hips").fill("100");
  await page.getByLabel("Your name").fill("Ada Obi");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone (WhatsApp)").fill("+234 803 555 0101");
  await page.getByLabel(/Keep my measurements for next time/).check();
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page).toHaveURL(/\/bespoke\/BSP-/);

  await signInWithCode(page, request, email);
  await expect(page.getByRole("region", { name: "Your bespoke requests" })).toContainText("A green silk gown");
  const measures = page.getByRole("region", { name: "Your measurements" });
  await expect(measures).toContainText("Bust92 cm");
  await measures.getByText("Correct them").click();
  await measures.getByLabel("Bust", { exact: true }).fill("95");
  await measures.getByRole("button", { name: "Save my measurements" }).click();
  await expect(measures.getByRole("status")).toHaveText("Your measurements are corrected.");
  await expect(measures).toContainText("Bust95 cm");
  await measures.getByText("Their history").click();
  await expect(measures).toContainText("Bust 92 cm → 95 cm");

  await measures.getByRole("button", { name: "Use them for a new request" }).click();
  await expect(page).toHaveURL(/\/bespoke\?measurements=/);
  await expect(page.getByLabel("1. Bust")).toHaveValue("95");
  await context.close();
});
