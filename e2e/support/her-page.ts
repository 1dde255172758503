import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { emailsSent } from "./admin";
import { shopper } from "./orders";
import { phone, visitorAddress } from "./visitor";

/** An email of a test's own. */
/** Her phone, with or without a script, from an address of its own (and a browser of its own, `agent`). */
export const device = async (
  browser: Browser,
  baseURL: string | undefined,
  javaScriptEnabled: boolean,
  agent?: string,
) =>
  browser.newContext({
    baseURL,
    viewport: phone,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    ...(agent && { userAgent: agent }),
  });

export const herEmail = () => `her-${randomBytes(4).toString("hex")}@example.com`;

/**
 * Places an order with her email through the shop's API; `paid`: Paystack's fake confirms its (first)
 * payment; `delivery`: picked up at the atelier, or delivered to her address (in Lagos).
 */
export async function placeHerOrder(
  request: APIRequestContext,
  email: string,
  {
    deposit = false,
    paid = true,
    delivery = "pickup",
  }: { deposit?: boolean; paid?: boolean; delivery?: "pickup" | "nigeria" } = {},
): Promise<string> {
  const placed = await request.post("/api/orders", {
    data: {
      customer: shopper({ email, ...(delivery === "nigeria" && { state: "Lagos" }) }),
      // Resurgence Look 1 (made to order, ₦1,100,000: ₦825,000 now, ₦275,000 later), or a BB Ensemble.
      lines: [deposit ? { productId: 25, size: "M", quantity: 1 } : { productId: 42, size: "M", quantity: 1 }],
      delivery,
      ...(deposit && { payPlan: "deposit" }),
    },
  });
  expect(placed.status()).toBe(201);
  const { reference, amountMinor } = (await placed.json()) as { reference: string; amountMinor: number };
  if (!paid) return reference;
  const set = await fetch(`${process.env.PAYSTACK_API_URL}/__control`, {
    method: "POST",
    body: JSON.stringify({ reference, amount: amountMinor, currency: "NGN", status: "success" }),
  });
  expect(set.ok).toBe(true);
  expect((await request.post(`/api/orders/${reference}/verify`)).ok()).toBe(true);
  return reference;
}

/** The code and link of the latest sign-in email relayed to `email` (waiting for the relay), as her phone shows them. */
export async function signInEmail(request: APIRequestContext, email: string, count = 1) {
  const mine = () => emailsSent(request, (f) => f.to_email === email && /sign-in code/.test(f.subject ?? ""));
  await expect.poll(async () => (await mine()).length, { timeout: 15_000 }).toBe(count);
  const fields = (await mine()).at(-1)!.fields;
  return { code: /^(\d{6}) is your Hazel sign-in code$/.exec(fields.subject!)![1]!, link: fields.order_url! };
}

/**
 * In the demo (no EmailJS keys, nothing relayed): the code of the newest email to `email`, as the
 * owner reads it in her Demo mailbox on `owner` (signed in), with the email's link beside it.
 */
export async function codeFromMailbox(owner: Page, email: string) {
  await owner.goto("/admin/emails");
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Demo mailbox");
  const mail = owner
    .getByRole("article")
    .filter({ hasText: `To ${email}` })
    .first();
  await expect(mail.getByRole("heading")).toHaveText(/^\d{6} is your Hazel sign-in code$/);
  const code = (await mail.locator("code").textContent())!;
  await expect(mail.getByRole("link", { name: /\/account\/continue\?token=/ })).toBeVisible();
  return { code, mail };
}

/** Signs her in on `page` as she does on her phone: her email, the code from the email's subject. */
export async function signInWithCode(page: Page, request: APIRequestContext, email: string, count = 1) {
  await page.goto("/account");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("status")).toContainText(`We have sent a 6-digit code to ${email}`);
  const { code } = await signInEmail(request, email, count);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
}

/** Her own account number for paying by transfer, as her page (`/account`, signed in) shows it. */
export async function herAccountNumber(page: Page): Promise<string> {
  const shown = page.getByRole("region", { name: "Pay by transfer" }).getByTestId("her-account-number");
  await expect(shown).toContainText(/\d{10}/);
  return /(\d{10})/.exec((await shown.textContent()) ?? "")![1]!;
}
