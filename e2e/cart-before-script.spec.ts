import { expect, test } from "./support/test";

test.describe("before the page's script has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("Add To Cart sends the choice to the cart, which keeps it in its cookie", async ({ page }) => {
    await page.goto("/bubble-girl/zoya-dress");
    await page.getByRole("group", { name: "Size" }).getByText("L", { exact: true }).click();
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add To Cart" }).click();
    await page.waitForURL(/\/cart\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/cart");
    expect(Object.fromEntries(url.searchParams)).toEqual({ added: "51", size: "L", quantity: "2" });
    await expect(page.getByRole("main")).toContainText("Zoya Dress");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "hazel_cart")?.value).toBe(encodeURIComponent("51.L.2"));
  });
});

test("the cart adds the line such an address carries, once", async ({ page }) => {
  await page.route(/currency-api/, (route) => route.abort());
  await page.goto("/cart?add=51&size=L&quantity=2");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await expect(page.getByRole("main")).toContainText("Zoya Dress");
  await page.reload();
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
});

test("a malformed address adds nothing", async ({ page }) => {
  await page.goto("/cart?add=51&size=XXL&quantity=-1");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
});

test("the cart sets the quantity a line's form posted before the script ran, and a reload changes nothing", async ({
  page,
}) => {
  await page.route(/currency-api/, (route) => route.abort());
  await page.goto("/cart?add=51&size=L&quantity=2");
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("2");
  await page.goto("/cart?set=51-L&quantity=5");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("banner").getByTestId("cart-badge")).toHaveText("5");
  await page.goto("/cart?set=51-L&quantity=0");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your Cart is Empty")).toBeVisible();
});
