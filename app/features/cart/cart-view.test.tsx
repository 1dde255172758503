// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { productById } from "~/features/catalogue";
import { addItem, cartStore, emptyTheCart } from "./cart-store";
import { buildCart, emptyCart } from "./cart";
import { CartPage } from "./cart-page";
import { CartView } from "./cart-view";
import { lineFor } from "./stored-cart";

const zoya = productById(51)!;
const view = () => <CartView />;

beforeAll(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("", { status: 503 })),
  );
  vi.spyOn(console, "error").mockImplementation(() => {});
});
beforeEach(() => {
  localStorage.clear();
  act(() => emptyTheCart());
});
afterEach(cleanup);

describe("CartView", () => {
  it("renders the empty state on the server when the visitor has no cart", () => {
    const html = renderToString(<CartPage serverCart={emptyCart} />);
    expect(html).toContain("Your Cart is Empty");
  });

  it("renders on the server with the cart the cookie described", () => {
    const html = renderToString(<CartPage serverCart={buildCart([lineFor(zoya, "M", 2)], {})} />);
    expect(html).toContain(zoya.alt);
    expect(html).not.toContain("Your Cart is Empty");
  });

  it("shows the empty state with a way to the shop", () => {
    render(view());
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeTruthy();
    expect(screen.getByText("You have no items in your shopping cart, start adding some!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SHOP NOW" }).getAttribute("href")).toBe("/naledi");
  });

  it("lists each line with its stepper, Remove and totals", () => {
    act(() => addItem(zoya, { size: "M", quantity: 1 }));
    render(view());
    const table = screen.getByRole("table");
    const row = within(table).getByRole("row", { name: /Zoya Dress/ });
    expect(row.textContent).toContain("₦50,000");
    expect(row.textContent).toContain("M");
    const minus = within(table).getByRole("button", { name: "Decrease quantity of Zoya Dress (size M)" });
    expect(minus).toHaveProperty("disabled", true);
    fireEvent.click(within(table).getByRole("button", { name: "Increase quantity of Zoya Dress (size M)" }));
    expect(cartStore.getSnapshot().cart.totalItems).toBe(2);
    expect(within(table).getByRole("row", { name: /Zoya Dress/ }).textContent).toContain("₦100,000");
    expect(screen.getByRole("region", { name: "Summary" }).textContent).toContain("₦100,000");
    expect(screen.getByRole("status").textContent).toBe("Zoya Dress (size M): quantity 2.");
    expect(screen.getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByRole("link", { name: "Add To Cart" }).getAttribute("href")).toBe("/");
    fireEvent.click(within(table).getByRole("button", { name: "Remove Zoya Dress (size M)" }));
    expect(cartStore.getSnapshot().cart.isEmpty).toBe(true);
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Cart" }));
  });
});
