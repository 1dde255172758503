import { randomInt } from "node:crypto";
import { request as apiRequest, type Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { islandsStarted, openPage } from "./support/islands";
import { shopper } from "./support/orders";
import { testOnOwnShop } from "./support/own-shop";
import { expect } from "./support/test";

// A server of its own, in demo mode (no Paystack keys): the product made here changes the catalogue.
const test = testOnOwnShop({ PAYSTACK_PUBLIC_KEY: "", PAYSTACK_SECRET_KEY: "" });

test.use({ viewport: { width: 390, height: 844 } });

/** A visitor's address of its own (the server trusts its loopback proxy), so no rate limit is shared. */
const visitor = () => `198.51.${randomInt(100, 200)}.${randomInt(1, 250)}`;

test.beforeEach(async ({ page }) => {
  await page.route(/currency-api|jsdelivr/, (route) => route.abort());
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitor() });
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Places an order through the API from an address and email of its own (or the ones given), as a
 * script would: without the cookie of an earlier order, so nothing is continued or replaced.
 */
async function order(
  baseURL: string,
  lines: unknown[],
  who: { email: string; address: string } = { email: `e2e${randomInt(1e9)}@example.com`, address: visitor() },
) {
  const request = await apiRequest.newContext({ baseURL });
  try {
    const response = await request.post("/api/orders", {
      data: { customer: shopper({ email: who.email }), lines },
      headers: { "X-Forwarded-For": who.address },
    });
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  } finally {
    await request.dispose();
  }
}

test("a dress in three sizes: the page offers only those, an order for another size or none is refused, and no shopper can hold its pieces", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `Trio Dress ${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  let id = 0;

  await test.step("the owner makes it in S, M and L, ready to wear, S sold out, M five pieces, L two", async () => {
    await signIn(page, "/admin/products/new");
    await field(page, "Name").fill(name);
    await field(page, "Collection").selectOption("hazelbee");
    await field(page, "Price (₦)").fill("30,000");
    await field(page, "Made to order").uncheck();
    for (const size of ["XS", "XL", "2XL", "3XL"])
      await page.getByRole("checkbox", { name: size, exact: true }).uncheck();
    await field(page, "Stock of S").fill("0");
    await field(page, "Stock of M").fill("5");
    await field(page, "Stock of L").fill("2");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?done=created$/);
    id = Number(/\/admin\/products\/(\d+)/.exec(page.url())![1]);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published: shoppers can see it within seconds.");
  });

  await test.step("its page offers S (struck, sold out), M and L only", async () => {
    await expect(async () => {
      await openPage(page, `/hazelbee/shop/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await islandsStarted(page);
    const sizes = page.getByRole("group", { name: "Size" }).getByRole("radio");
    await expect(sizes).toHaveCount(3);
    expect(await sizes.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual([
      "S",
      "M",
      "L",
    ]);
    await expect(page.getByRole("radio", { name: "S, sold out" })).toBeDisabled();
    await expect(page.getByRole("radio", { name: "L, only 2 left" })).toBeEnabled();
  });

  await test.step("added without a size, the product page asks for one and nothing goes into the cart", async () => {
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(page.getByRole("radio", { name: "M", exact: true })).toHaveAccessibleDescription(
      `Choose a size for the ${name}: it comes in size S, M or L.`,
    );
    await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveCount(0);
    const refused = await order(baseURL!, [{ productId: id, size: "", quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`Choose a size for the ${name}: it comes in size S, M or L.`);
  });

  await test.step("an order for a size it does not come in is refused, naming it", async () => {
    const refused = await order(baseURL!, [{ productId: id, size: "XL", quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain(`The ${name} does not come in size XL: it comes in size S, M or L.`);
  });

  await test.step("one order holds at most 3 of a size; one shopper's unpaid orders too", async () => {
    const four = await order(baseURL!, [{ productId: id, size: "M", quantity: 4 }]);
    expect(four.status).toBe(400);
    expect(four.body.error).toContain("An order can hold at most 3 pieces of one size");
    const hoarder = { email: `hoarder${randomInt(1e9)}@example.com`, address: visitor() };
    expect((await order(baseURL!, [{ productId: id, size: "M", quantity: 2 }], hoarder)).status).toBe(201);
    const again = await order(baseURL!, [{ productId: id, size: "M", quantity: 2 }], {
      ...hoarder,
      address: visitor(),
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toContain("Orders awaiting payment from your connection or email address already hold 2");
  });

  await test.step("a refusal for too few left says a few, never how many", async () => {
    const few = await order(baseURL!, [{ productId: id, size: "L", quantity: 3 }]);
    expect(few.status).toBe(409);
    expect(few.body.error).toContain(`only a few of the ${name} in size L are left, fewer than the 3 you asked for`);
    expect(JSON.stringify(few.body)).not.toMatch(/"available"|only 2/);
  });
});
