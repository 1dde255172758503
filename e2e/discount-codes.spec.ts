import type { APIRequestContext, Page } from "@playwright/test";
import { emailsSent, signIn } from "./support/admin";
import { expectNoViolations } from "./support/axe";
import { testOnOwnShop } from "./support/own-shop";
import { checkoutWithCode } from "./support/orders";
import { payWithFakePaystack } from "./support/paystack";
import { expect } from "./support/test";
import { visitorAddress } from "./support/visitor";

// A server of its own: the welcome offer the owner turns on here is the shop's, and would send
// codes to the subscribers of every other spec on the shared server.
const test = testOnOwnShop();

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 180_000 });

const CORAL = 37; // Coral Dress, ₦25,000
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
const run = () => `${test.info().repeatEachIndex}${Date.now().toString(36)}`.toUpperCase();

/** A cart of one Coral Dress, then the checkout with her details and a discount code. */
const checkoutWith = (page: Page, email: string, code: string) =>
  checkoutWithCode(page, { productId: CORAL, email, field: "Discount code", code });

/** The order page's total, whole naira. */
async function orderTotal(page: Page): Promise<number> {
  const row = page
    .getByRole("region", { name: "Items" })
    .locator("div")
    .filter({ hasText: /^Total/ })
    .last();
  return Number((await row.innerText()).replace(/[^0-9]/g, ""));
}

/** Creates a code on the owner's phone: a percentage off, at most `uses` times. */
async function createCode(page: Page, code: string, percent: string, uses: string) {
  await page.goto("/admin/codes/new");
  await field(page, "Code").fill(code);
  await field(page, "Kind of discount").selectOption("percent");
  await field(page, "Value").fill(percent);
  await field(page, "Uses in total").fill(uses);
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page).toHaveURL(/\/admin\/codes\?done=created&code=/);
  await expect(page.getByRole("status").filter({ hasText: `Code ${code} created.` })).toBeVisible();
}

test("the owner creates a code on her phone; a shopper's order takes it off and Paystack asks for the rest; a refused code says why", async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `AUTUMN${run()}`;
  await signIn(page, "/admin/codes/new");
  await expectNoViolations(page, "the new discount code page");
  // Bad input: each field's message, nothing lost.
  await field(page, "Code").fill(code);
  await field(page, "Value").fill("120");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("A percentage is at most 100.").first()).toBeVisible();
  await expect(field(page, "Code")).toHaveValue(code);
  await createCode(page, code, "20", "5");
  await expect(page.getByRole("link", { name: code })).toBeVisible();
  await expect(page.getByText("20% off. Used 0 of 5. Active.")).toBeVisible();
  await expectNoViolations(page, "the discount codes page");
  await page.getByRole("link", { name: code }).click();
  await expect(page.getByRole("heading", { name: code })).toBeVisible();
  await expectNoViolations(page, "a discount code's page");

  // A code the shop does not know: refused with its reason, the form as she left it.
  const shopper = await browser.newContext({ baseURL, javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
  const her = await shopper.newPage();
  await checkoutWith(her, "ada-codes@example.com", "NOSUCHCODE");
  await expect(her.getByRole("status")).toContainText("That discount code is not one we know.");
  await expect(her.getByLabel("Discount code")).toHaveValue("NOSUCHCODE");
  await expect(her.getByRole("form", { name: "Billing details" }).getByLabel("Email")).toHaveValue(
    "ada-codes@example.com",
  );

  const opened = await payWithFakePaystack(her);
  await checkoutWith(her, "ada-codes@example.com", code.toLowerCase());
  await expect(her).toHaveURL(/\/order\/HZL-/);
  const items = her.getByRole("region", { name: "Items" });
  await expect(items.getByText(`Discount (${code})`)).toBeVisible();
  await expect(items).toContainText("−₦5,000");
  const total = await orderTotal(her);
  expect(opened.map((o) => o.amount)).toEqual([total * 100]);
  await expect(her.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await shopper.close();

  await page.goto("/admin/codes");
  await expect(page.getByText("20% off. Used 1 of 5. Active.")).toBeVisible();
});

test("a refused discount code comes back without a script, its reason beside it and nothing lost", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await context.addCookies([{ name: "hazel_cart", value: `${CORAL}.M.1`, url: baseURL! }]);
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill("+234 803 123 4567");
  await form.getByLabel("Address").fill("12 Aba Road, Port Harcourt");
  await form.getByLabel("Country").selectOption("Nigeria");
  await form.getByLabel("State / Region").fill("Rivers");
  await page.getByLabel("Discount code").fill("GUESS-2026");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByLabel("Discount code")).toHaveValue("GUESS-2026");
  await expect(page.getByLabel("Discount code")).toHaveAccessibleDescription(/That discount code is not one we know/);
  await expect(form.getByLabel("Address")).toHaveValue("12 Aba Road, Port Harcourt");
  await context.close();
});

/** The lists' emails the EmailJS fake received for this address. */
const listEmails = (request: APIRequestContext, email: string) =>
  emailsSent(request, (f) => f.template_id === "template_list_fake" && f.to_email === email);

test("a subscriber who confirms gets the welcome code the owner set, once, and it comes off her order", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = `welcome-${run().toLowerCase()}@example.com`;
  await signIn(page, "/admin/codes");
  await page.getByRole("checkbox", { name: "Send new subscribers a welcome code" }).check();
  await field(page, "Welcome discount").selectOption("amount");
  await field(page, "Welcome value").fill("3000");
  await field(page, "Valid for (days)").fill("30");
  await page.getByRole("button", { name: "Save welcome code" }).click();
  await expect(page).toHaveURL(/\/admin\/codes\?done=welcome$/);
  await expect(page.getByRole("checkbox", { name: "Send new subscribers a welcome code" })).toBeChecked();

  const sent = await request.post("/api/messages", {
    form: { kind: "newsletter", from_email: email },
    headers: { "X-Forwarded-For": visitorAddress() },
  });
  expect(sent.status()).toBe(200);
  await expect.poll(async () => (await listEmails(request, email)).length, { timeout: 15_000 }).toBe(1);
  const [confirm] = await listEmails(request, email);
  const shopper = await browser.newContext({ baseURL, javaScriptEnabled: true, viewport: { width: 390, height: 844 } });
  const her = await shopper.newPage();
  await her.goto(path(confirm!.fields.link_url!));
  await her.getByRole("button", { name: "Yes, confirm" }).click();
  await expect(her.getByRole("status")).toContainText("you will hear of Hazel's sales and news");
  // Her link again: still one welcome email.
  await her.goto(path(confirm!.fields.link_url!));
  await expect.poll(async () => (await listEmails(request, email)).length, { timeout: 15_000 }).toBe(2);
  const welcome = (await listEmails(request, email)).find((m) => m.fields.subject?.startsWith("Welcome"));
  expect(welcome!.fields.subject).toBe("Welcome to Hazel: ₦3,000 off your first order");
  const code = /welcome code is (WELCOME[0-9A-Z]{10})/.exec(welcome!.fields.message ?? "")![1]!;

  const opened = await payWithFakePaystack(her);
  await checkoutWith(her, email, code);
  await expect(her).toHaveURL(/\/order\/HZL-/);
  await expect(her.getByRole("region", { name: "Items" }).getByText(`Discount (${code})`)).toBeVisible();
  expect(opened.map((o) => o.amount)).toEqual([(await orderTotal(her)) * 100]);
  await expect(her.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  await shopper.close();
  expect(await listEmails(request, email)).toHaveLength(2);
});
