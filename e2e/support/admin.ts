import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_ADMIN_PASSWORD } from "./admin-password";
import { shopper } from "./orders";

/** Signs in through the form, as the owner does. */
export async function signIn(page: Page, next = "/admin") {
  await page.goto(next);
  await expect(page.getByRole("heading", { name: "Sign in to the admin" })).toBeVisible();
  await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  try {
    await expect(page).toHaveURL((url) => url.pathname + url.search === next);
  } catch (error) {
    const said = await page
      .getByRole("main")
      .innerText()
      .catch(() => "(no page)");
    throw new Error(`Not signed in: ${page.url()} says ${JSON.stringify(said)}`, { cause: error });
  }
}

/**
 * Signs a request context in as the owner with the sign-in form's post, sparing a page's work; a
 * refusal names its status (401 wrong, 429 limited, 503 busy).
 */
export async function signInRequest(request: APIRequestContext) {
  const answer = await request.post("/admin/sign-in", { form: { password: TEST_ADMIN_PASSWORD }, maxRedirects: 0 });
  expect(answer.status(), "the owner's sign-in").toBe(303);
}

/**
 * Places an order through the shop's API and has Paystack's fake confirm its payment; returns its
 * reference. A pickup unless `delivery` names a method (then the order ships).
 */
export async function placePaidOrder(
  request: APIRequestContext,
  fields: Partial<Record<string, string>> = {},
  delivery?: "nigeria",
) {
  const placed = await request.post("/api/orders", {
    data: {
      customer: shopper({ address: "12 Aba Road, Port Harcourt", ...fields, ...(delivery && { state: "Lagos" }) }),
      lines: [{ productId: 42, size: "M", quantity: 2 }],
      ...(delivery && { delivery }),
    },
  });
  expect(placed.status()).toBe(201);
  const { reference, amountMinor } = (await placed.json()) as { reference: string; amountMinor: number };
  const paystack = process.env.PAYSTACK_API_URL;
  const set = await fetch(`${paystack}/__control`, {
    method: "POST",
    body: JSON.stringify({ reference, amount: amountMinor, currency: "NGN", status: "success" }),
  });
  expect(set.ok).toBe(true);
  const verified = await request.post(`/api/orders/${reference}/verify`);
  expect(verified.ok()).toBe(true);
  return reference;
}

export interface EmailjsCall {
  status: number;
  fields: Record<string, string>;
}

/** What the EmailJS fake received, optionally only the calls whose fields match. */
export async function emailsSent(
  request: APIRequestContext,
  match: (fields: Record<string, string>) => boolean = () => true,
): Promise<EmailjsCall[]> {
  const { calls } = (await (await request.get(`${process.env.EMAILJS_API_URL}/__calls`)).json()) as {
    calls: EmailjsCall[];
  };
  return calls.filter((c) => match(c.fields));
}

/** Opens the order page's "More actions" (a plain details, so this works without a script too). */
export async function openMoreActions(page: Page) {
  const details = page.locator("details").filter({ has: page.locator("summary", { hasText: "More actions" }) });
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  await expect(details).toHaveAttribute("open", "");
}
