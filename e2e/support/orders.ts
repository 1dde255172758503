import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { openPage } from "./islands";

/** The shopper the specs order as, in the API's shape; override any field. */
export const shopper = (fields: Partial<Record<string, string>> = {}) => ({
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Obi",
  phone: "+234 803 123 4567",
  address: "12 Aba Road",
  country: "Nigeria",
  state: "Rivers",
  comments: "",
  ...fields,
});

/** Places an order through the shop's API (one BB Ensemble in M by default); returns its reference. */
export async function placeOrder(
  request: APIRequestContext,
  lines: unknown[] = [{ productId: 42, size: "M", quantity: 1 }],
): Promise<string> {
  const response = await request.post("/api/orders", { data: { customer: shopper(), lines } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** Where the shopper lives: her phone, street, country and state or region. */
const HOMES = {
  "Port Harcourt": {
    phone: "+234 803 123 4567",
    address: "12 Aba Road, Port Harcourt",
    country: "Nigeria",
    region: "Rivers",
  },
  Lagos: { phone: "+234 803 123 4567", address: "4 Admiralty Way, Lekki", country: "Nigeria", region: "Lagos" },
  London: { phone: "+44 7700 900123", address: "1 Example Street", country: "United Kingdom", region: "England" },
};

/**
 * Fills the checkout's billing form as the shopper above, living in Port Harcourt, Rivers (or
 * London: its town and postcode left to the caller); with `scripted: false`, the state as the page
 * without its script asks for it, a text field. Returns the form.
 */
export async function fillBilling(
  page: Page,
  { comments = "", email = "ada@example.com", scripted = true, livingIn = "Port Harcourt" as keyof typeof HOMES } = {},
) {
  const home = HOMES[livingIn];
  const form = page.getByRole("form", { name: "Billing details" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill(home.phone);
  await form.getByLabel("Address").fill(home.address);
  await form.getByLabel("Country").selectOption(home.country);
  const state = form.getByLabel("State / Region");
  await (scripted ? state.selectOption(home.region) : state.fill(home.region));
  if (comments) await form.getByLabel("Comments (optional)").fill(comments);
  return form;
}

/** The billing form filled as the shopper living in London, with her town and postcode. */
export async function fillLondonBilling(page: Page, { scripted = true, postcode = "SW1A 1AA" } = {}) {
  const form = await fillBilling(page, { scripted, livingIn: "London" });
  await form.getByLabel("Town / city").fill("London");
  await form.getByLabel(/^Postcode/).fill(postcode);
  return form;
}

/**
 * One piece in M in the cart (local storage and the cart cookie), then the checkout with her details
 * and a code typed in the field labelled `field`, and Place Order.
 */
export async function checkoutWithCode(
  page: Page,
  { productId, email, field, code }: { productId: number; email: string; field: string; code: string },
) {
  await page.goto("/terms");
  const cart = JSON.stringify({ items: [{ productId, size: "M", quantity: 1 }] });
  await page.evaluate((value) => localStorage.setItem("hazel.cart.v1", value), cart);
  const { origin } = new URL(page.url());
  await page.context().addCookies([{ name: "hazel_cart", value: `${productId}.M.1`, url: origin }]);
  await openPage(page, "/checkout");
  await fillBilling(page, { email });
  await page.getByLabel(field).fill(code);
  // Applied first: the summary shows what it does, and the order is placed at that total.
  const quoted = page.waitForResponse((r) => r.url().endsWith("/api/checkout/quote"));
  const apply = page.getByRole("button", { name: "Apply", exact: true });
  await (field === "Discount code" ? apply.first() : apply.last()).click();
  await quoted;
  await page.getByRole("button", { name: "Place Order" }).click();
}
