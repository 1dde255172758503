import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { openPage as open } from "./support/islands";

const CART_KEY = "hazel.cart.v1";
const ZOYA = "/bubble-girl/zoya-dress";

/** No real rates here: prices stay in naira. */
test.beforeEach(async ({ page }) => {
  await page.route(/currency-api/, (route) => route.abort());
});

async function addToCart(page: Page, size: string, quantity: number) {
  if (size) await page.getByRole("group", { name: "Size" }).getByText(size, { exact: true }).click();
  await page.getByRole("spinbutton", { name: "Quantity" }).fill(String(quantity));
  await page.getByRole("button", { name: "Add To Cart" }).click();
}

async function storeCart(page: Page, value: string) {
  await open(page, "/terms");
  await page.evaluate(([key, v]) => localStorage.setItem(key!, v!), [CART_KEY, value]);
}

test("two sizes of one dress make two lines and the right badge", async ({ page }) => {
  await open(page, ZOYA);
  const header = page.getByRole("banner");
  await expect(header.getByTestId("cart-badge")).toHaveCount(0);

  await addToCart(page, "M", 1);
  await expect(page.getByRole("status")).toContainText("Added 1 × Zoya Dress, size M to your cart.");
  await expect(header.getByTestId("cart-badge")).toHaveText("1");

  await page.getByRole("group", { name: "Size" }).getByText("L", { exact: true }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add To Cart" }).click();
  await expect(header.getByTestId("cart-badge")).toHaveText("3");
  await expect(header.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();

  await page.getByRole("status").getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Zoya Dress/ })).toHaveCount(2);
  await expect(table.getByRole("group", { name: "Quantity of Zoya Dress (size M)" })).toContainText("1");
  await expect(table.getByRole("group", { name: "Quantity of Zoya Dress (size L)" })).toContainText("2");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("₦150,000");
});

test("a typed quantity that is not a whole number of 1 or more is refused at the field", async ({ page }) => {
  await open(page, ZOYA);
  const quantity = page.getByRole("spinbutton", { name: "Quantity" });
  await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  for (const typed of ["0", "1.5", "-3"]) {
    await quantity.fill(typed);
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await expect(quantity).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a whole number of 1 or more.")).toBeVisible();
  }
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveCount(0);
  await quantity.fill("2");
  await expect(page.getByText("Enter a whole number of 1 or more.")).toHaveCount(0);
});

test("steppers and Remove change the lines, down to the empty state", async ({ page }) => {
  await open(page, ZOYA);
  await addToCart(page, "S", 1);
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await open(page, "/cart");

  const table = page.getByRole("table");
  const minus = table.getByRole("button", { name: "Decrease quantity of Zoya Dress (size S)" });
  await expect(minus).toBeDisabled();
  await table.getByRole("button", { name: "Increase quantity of Zoya Dress (size S)" }).click();
  await table.getByRole("button", { name: "Increase quantity of Zoya Dress (size S)" }).click();
  await expect(table.getByRole("row", { name: /Zoya Dress/ })).toContainText("₦150,000");
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("3");
  await minus.click();
  await expect(table.getByRole("group", { name: "Quantity of Zoya Dress (size S)" })).toContainText("2");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("₦100,000");
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
  await expect(page.getByRole("link", { name: "Add To Cart" })).toHaveAttribute("href", "/");

  await table.getByRole("button", { name: "Remove Zoya Dress (size S)" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  await expect(page.getByText("You have no items in your shopping cart, start adding some!")).toBeVisible();
  await expect(page.getByRole("link", { name: "SHOP NOW" })).toHaveAttribute("href", "/naledi");
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveCount(0);
});

test("on a phone the lines are stacked cards with the same controls", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await storeCart(page, JSON.stringify({ items: [{ productId: 51, size: "XL", quantity: 2 }] }));
  await open(page, "/cart");
  await expect(page.getByRole("table")).toBeHidden();
  const card = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Zoya Dress");
  await expect(card).toContainText("XL");
  await expect(card.getByRole("img", { name: "Zoya Dress" })).toHaveAttribute(
    "src",
    "/img/products/zoya-dress/1.320.webp",
  );
  await card.getByRole("button", { name: "Increase quantity of Zoya Dress (size XL)" }).click();
  await expect(card).toContainText("₦150,000");
  await card.getByRole("button", { name: "Remove Zoya Dress (size XL)" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

test("reload keeps the cart, and the stored cart is shown without an error", async ({ page }) => {
  const scriptErrors: string[] = [];
  page.on(
    "console",
    (m) =>
      m.type() === "error" && !/exchange rates|Failed to load resource/.test(m.text()) && scriptErrors.push(m.text()),
  );
  page.on("pageerror", (e) => scriptErrors.push(e.message));
  await open(page, ZOYA);
  await addToCart(page, "", 2);
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await page.reload();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await open(page, "/cart");
  await expect(page.getByRole("table").getByRole("row", { name: /Zoya Dress/ })).toContainText("Not specified");
  await page.reload();
  await expect(page.getByRole("table").getByRole("row", { name: /Zoya Dress/ })).toContainText("₦100,000");
  expect(scriptErrors).toEqual([]);
});

test("a combo is added whole or item by item", async ({ page }) => {
  await open(page, "/bubble-girl/bubble-molly-combo");
  await page.getByRole("group", { name: "Size" }).getByText("2XL", { exact: true }).click();
  await page.getByRole("button", { name: "Add Combo To Cart" }).click();
  const separately = page.getByRole("region", { name: "Or Buy Separately:" });
  await expect(separately).toContainText("₦35,000");
  await separately.getByRole("button", { name: "Add Molly Skirt To Cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await open(page, "/cart");
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Bubble & Molly Combo/ })).toContainText("₦70,000");
  await expect(table.getByRole("row", { name: /Molly Skirt/ })).toContainText("2XL");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("₦105,000");
});

test("a corrupted stored cart starts empty, and the valid lines of a damaged one survive", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  await storeCart(page, "{this is not json");
  await open(page, "/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  expect(warnings.join("\n")).toContain("the stored cart was not a cart");

  await storeCart(
    page,
    JSON.stringify({ items: ["junk", { productId: 424242, quantity: 1 }, { productId: 1, size: "M", quantity: 1 }] }),
  );
  await open(page, "/cart");
  await expect(page.getByRole("table").getByRole("row", { name: /Arcturus Blouse/ })).toBeVisible();
  expect(warnings.join("\n")).toContain("line 1 was dropped: it is not an object");
  // A product the shop does not sell stays in the cart, shown apart and out of the total, until removed.
  const unavailable = page.getByRole("list", { name: "Pieces that cannot be ordered" });
  await expect(unavailable).toContainText("No longer available");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("₦160,000");
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await unavailable.getByRole("button", { name: "Remove Piece no longer available" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
  await expect(unavailable).toHaveCount(0);
});

test("a tampered stored price is replaced by the catalogue's", async ({ page }) => {
  await storeCart(
    page,
    JSON.stringify({
      items: [
        {
          id: "51-M",
          productId: 51,
          size: "M",
          quantity: 2,
          price: 1,
          itemTotal: 2,
          originalPrice: 1,
          alt: "Zoya Dress",
          src: "x",
        },
      ],
    }),
  );
  await open(page, "/cart");
  const row = page.getByRole("table").getByRole("row", { name: /Zoya Dress/ });
  await expect(row).toContainText("₦50,000");
  await expect(row).toContainText("₦100,000");
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("₦100,000");
  await expect(page.getByRole("region", { name: "Summary" })).not.toContainText("₦2");
});

test("another tab's changes show up", async ({ page, context }) => {
  await open(page, "/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  const other = await context.newPage();
  await other.route(/currency-api/, (route) => route.abort());
  await open(other, ZOYA);
  await addToCart(other, "M", 1);
  await expect(page.getByRole("table").getByRole("row", { name: /Zoya Dress/ })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("1");
});
