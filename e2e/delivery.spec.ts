import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { nigeriaZones, portHarcourt } from "../app/config/delivery";
import { addDays, lagosToday } from "../app/lib/lagos-clock";
import { expectNoViolations } from "./support/axe";
import { islandsStarted } from "./support/islands";
import { payWithFakePaystack } from "./support/paystack";

// Pistachio Blouse: Genesis, made to order, ₦35,000. Express adds 30% of it: ₦10,500.
const BLOUSE = "/genesis/pistachio-blouse";
const PRICE = 35_000;
const EXPRESS = 10_500;
const naira = (n: number) => `₦${n.toLocaleString("en-US")}`;

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
});

async function open(page: Page, address: string) {
  await page.goto(address);
  await islandsStarted(page);
}

async function checkoutWithBlouse(
  page: Page,
  place: { country: string; state: string; address: string; city?: string; postcode?: string },
) {
  await open(page, BLOUSE);
  await expect(page.getByTestId("ready-by")).toContainText(/ordered today, ready to dispatch (between|by) /);
  // An order names a size the piece comes in.
  await page.getByRole("group", { name: "Size" }).getByText("M", { exact: true }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await open(page, "/checkout");
  const form = page.getByRole("form", { name: "Billing details" });
  const summary = page.getByRole("region", { name: "Your order" });
  await expect(summary).toContainText("Delivery to your address is priced once you choose your country and state.");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Phone").fill("+234 803 123 4567");
  await form.getByLabel("Address").fill(place.address);
  if (place.city) await form.getByLabel("Town / city").fill(place.city);
  if (place.postcode) await form.getByLabel(/^Postcode/).fill(place.postcode);
  await form.getByLabel("Country").selectOption(place.country);
  await form.getByLabel("State / Region").selectOption(place.state);
  await expect(summary).not.toContainText("priced once you choose");
  return { form, summary };
}

/** Pays, then checks what Paystack was asked to charge and what the order page shows. */
async function payAndCheck(
  page: Page,
  opened: Awaited<ReturnType<typeof payWithFakePaystack>>,
  total: number,
  lines: string[],
) {
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order\/HZL-[2-9A-HJ-NP-Z]{12}$/);
  const reference = page.url().split("/").pop()!;
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ amount: total * 100, currency: "NGN", ref: reference });
  const orderSummary = opened[0]!.metadata.custom_fields.find((f) => f.display_name === "Order Summary")!.value;
  for (const line of lines) expect(orderSummary).toContain(line);
  // The server verified with Paystack that exactly the order's total was charged.
  await expect(page.getByRole("region", { name: "Payment status" })).toContainText("Paid");
  const items = page.getByRole("region", { name: "Items" });
  await expect(items).toContainText(`Total${naira(total)}`);
  const whatsapp = page.getByRole("link", { name: /Chat on WhatsApp/ });
  expect(new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")).toContain(reference);
  return { items, orderSummary };
}

test("pickup at the atelier: the spec's amount, the cart total alone", async ({ page }) => {
  const opened = await payWithFakePaystack(page);
  const { summary } = await checkoutWithBlouse(page, { country: "Nigeria", state: "Rivers", address: "12 Aba Road" });
  await expect(page.getByRole("radio", { name: /Pickup at our Port Harcourt atelier/ })).toBeChecked();
  await expect(page.getByTestId("ready-by").last()).toContainText(/Your order will be ready to collect (between|by) /);
  await expect(summary).toContainText(`Total${naira(PRICE)}`);
  const { items } = await payAndCheck(page, opened, PRICE, ["Delivery: Pickup at our Port Harcourt atelier - ₦0"]);
  await expect(items).toContainText("Ready to collect between");
});

test("Port Harcourt by rider, with express: items + rider + 30% of the piece", async ({ page }) => {
  const opened = await payWithFakePaystack(page);
  const { form, summary } = await checkoutWithBlouse(page, {
    country: "Nigeria",
    state: "Rivers",
    address: "12 Aba Road",
  });
  // The rider is offered once she picks an area of the city: a Bonny address is the courier's.
  const area = form.getByLabel("Your area (local government)");
  await area.selectOption("Bonny");
  // Pickup and the courier: the ways to reach her, apart from how she pays (full or a deposit).
  await expect(form.getByRole("group", { name: "How your order reaches you" }).getByRole("radio")).toHaveCount(2);
  await expect(form.getByRole("radio", { name: /Courier elsewhere in Rivers State \(Bonny\)/ })).toBeVisible();
  await area.selectOption("Port Harcourt");
  await expect(form.getByRole("radio", { name: /Courier/ })).toHaveCount(0);
  await page.getByRole("radio", { name: /Rider in Port Harcourt/ }).check();
  await page.getByRole("checkbox", { name: /Express production/ }).check();
  await expect(summary).toContainText(`Express production${naira(EXPRESS)}`);
  const total = PRICE + portHarcourt.fee + EXPRESS;
  await expect(summary).toContainText(`Total${naira(total)}`);
  const { items } = await payAndCheck(page, opened, total, [
    `Delivery: Rider in Port Harcourt (Port Harcourt) - ${naira(portHarcourt.fee)}`,
    `Express production (30% of the made-to-order pieces) - ${naira(EXPRESS)}`,
  ]);
  await expect(items).toContainText(`Rider in Port Harcourt (Port Harcourt)${naira(portHarcourt.fee)}`);
  await expect(items).toContainText(`Express production (30% of the made-to-order pieces)${naira(EXPRESS)}`);
});

test("Lagos by courier: a needed-by day too early is said plainly, and express makes it", async ({ page }) => {
  const opened = await payWithFakePaystack(page);
  const { form, summary } = await checkoutWithBlouse(page, {
    country: "Nigeria",
    state: "Lagos",
    address: "3 Awolowo Road, Ikoyi",
  });
  await page.getByRole("radio", { name: /Courier, South West/ }).check();
  const fee = nigeriaZones["south-west"].fee;
  await expect(summary).toContainText(`Total${naira(PRICE + fee)}`);

  // 16 days from today in Port Harcourt: too soon for 7-14 working days + 2-4 by courier, enough with express.
  const neededBy = addDays(lagosToday(), 16);
  await form.getByLabel("Needed by (optional)").fill(neededBy);
  await expect(form).toContainText("We cannot promise your order by");
  await expect(form).toContainText("choose express to make it");
  await expectNoViolations(page, "checkout with a needed-by day too early");
  await page.getByRole("checkbox", { name: /Express production/ }).check();
  await expect(form).not.toContainText("We cannot promise your order by");

  const total = PRICE + fee + EXPRESS;
  await expect(summary).toContainText(`Total${naira(total)}`);
  const { items } = await payAndCheck(page, opened, total, [
    `Delivery: Courier, South West - ${naira(fee)}`,
    `Express production (30% of the made-to-order pieces) - ${naira(EXPRESS)}`,
    "Needed by: ",
  ]);
  await expect(items).toContainText("Needed by");
});

test("London by DHL, without express: items + the parcel's fee by weight, duties told and ticked, paid in naira", async ({
  page,
}) => {
  const opened = await payWithFakePaystack(page);
  const { form, summary } = await checkoutWithBlouse(page, {
    country: "United Kingdom",
    state: "England",
    address: "1 Example Street",
    city: "London",
    postcode: "SW1A 1AA",
  });
  // The shop's default parcel (0.8 kg, 0.9 kg by volume): 1 kg at the placeholder ₦54,000 with 20% surcharge.
  const fee = 64_800;
  await page.getByRole("radio", { name: /DHL Express, UK and Europe \(1 kg\)/ }).check();
  const total = PRICE + fee;
  await expect(summary).toContainText(`Total${naira(total)}`);
  await expect(page.getByTestId("ready-by").last()).toContainText("with you by");
  await expect(page.getByTestId("duties-expect")).toContainText("£135 or less");
  await form.getByRole("checkbox", { name: "I understand that I pay any duties and taxes on delivery." }).check();
  await payAndCheck(page, opened, total, [`Delivery: DHL Express, UK and Europe (1 kg) - ${naira(fee)}`]);
  await expect(page.getByTestId("duties")).toContainText("never as a gift");
});
