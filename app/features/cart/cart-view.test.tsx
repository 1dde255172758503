// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addItem, cartStore, emptyTheCart } from "./cart-store";
import { buildCart, emptyCart } from "./cart";
import { CartPage } from "./cart-page";
import { catalogueFetch, factsOf } from "./test-fixtures";

const zoya = 51;
/** The cart page as the server renders it for a visitor without a cart cookie. */
const page = () => <CartPage serverCart={emptyCart} facts={[]} />;
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(catalogueFetch);
  act(() => emptyTheCart());
});
afterEach(cleanup);

describe("CartView", () => {
  it("renders the empty state on the server when the visitor has no cart", () => {
    expect(renderToString(page())).toContain("Your Cart is Empty");
  });

  it("renders on the server with the cart the cookie described and its products' facts", () => {
    const serverCart = buildCart([{ id: "51-M", productId: zoya, size: "M", quantity: 2 }]);
    const html = renderToString(<CartPage serverCart={serverCart} facts={factsOf(zoya)} />);
    expect(html).toContain("Zoya Dress");
    expect(html).toContain("₦100,000");
    expect(html).not.toContain("Your Cart is Empty");
  });

  it("shows the empty state with a way to the shop", () => {
    render(page());
    expect(screen.getByRole("heading", { name: "Your Cart is Empty" })).toBeTruthy();
    expect(screen.getByText("You have no items in your shopping cart, start adding some!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SHOP NOW" }).getAttribute("href")).toBe("/naledi");
  });

  it("lists each line with its stepper, Remove and totals", async () => {
    act(() => addItem(zoya, { size: "M", quantity: 1 }));
    render(page());
    const table = await screen.findByRole("table");
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

describe("a line kept without a size", () => {
  it("asks for a ready-to-wear piece's size with the way back to its page, and leaves a made-to-order one as Not specified", async () => {
    act(() => {
      addItem(37, { size: "", quantity: 1 });
      addItem(zoya, { size: "", quantity: 1 });
    });
    render(<CartPage serverCart={cartStore.getSnapshot().cart} facts={factsOf(37, zoya)} />);
    const coral = (await screen.findByRole("table")).querySelector("tbody tr")!;
    expect(coral.textContent).toContain(
      "Not specifiedChoose a size for the Coral Dress on its page, then remove this line from your cart.",
    );
    expect(
      within(coral as HTMLElement)
        .getByRole("link", { name: "its page" })
        .getAttribute("href"),
    ).toBe("/hazelbee/shop/coral-dress");
    const zoyaRow = screen.getByRole("row", { name: /Zoya Dress/ });
    expect(zoyaRow.textContent).toContain("Not specified");
    expect(zoyaRow.textContent).not.toContain("Choose a size");
  });
});

describe("a line the page has no facts for", () => {
  it("is no longer available when the server saw it and the shop no longer sells it: apart, unpriced, removable", () => {
    act(() => {
      addItem(9999, { size: "M", quantity: 2 });
      addItem(zoya, { size: "", quantity: 1 });
    });
    const serverCart = cartStore.getSnapshot().cart;
    render(<CartPage serverCart={serverCart} facts={factsOf(zoya)} />);
    const gone = screen.getByRole("list", { name: "Pieces that cannot be ordered" });
    expect(gone.textContent).toContain("No longer available");
    expect(gone.textContent).toContain("Size: M · Quantity: 2");
    expect(screen.getByRole("region", { name: "Summary" }).textContent).toContain("₦50,000");
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(gone).getByRole("button", { name: "Remove Piece no longer available (size M)" }));
    expect(cartStore.getSnapshot().cart.items.map((l) => l.id)).toEqual(["51"]);
    expect(screen.getByRole("status").textContent).toBe(
      "Piece no longer available (size M) was removed from your cart.",
    );
    expect(screen.queryByRole("list", { name: "Pieces that cannot be ordered" })).toBeNull();
  });

  it("is asked of the shop when the server did not see it (another tab, a lapsed cookie), and shows as checked meanwhile", async () => {
    render(page());
    act(() => addItem(zoya, { size: "L", quantity: 1 }));
    expect(screen.getByRole("list", { name: "Pieces that cannot be ordered" }).textContent).toContain("Checking");
    expect(await screen.findByRole("row", { name: /Zoya Dress/ })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/api/products?ids=51", expect.anything());
    expect(screen.queryByRole("list", { name: "Pieces that cannot be ordered" })).toBeNull();
  });

  it("says it could not be loaded, and never prices it, when the shop cannot be asked", async () => {
    fetchMock.mockImplementation(async () => new Response("", { status: 503 }));
    act(() => addItem(zoya, { size: "L", quantity: 1 }));
    render(page());
    const list = await screen.findByText("Not loaded");
    expect(list.closest("li")?.textContent).toContain("reload the page");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("region", { name: "Summary" }).textContent).toContain("₦0");
  });
});

describe("a sale that starts while the page is open", () => {
  afterEach(() => vi.useRealTimers());

  it("asks the shop again when the prices stop holding, re-prices the lines and says which changed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const facts = factsOf(zoya);
    const onSale = {
      ...facts[0]!,
      price: 25000,
      sale: { name: "Black Friday", badge: "Black Friday", endsAt: "2026-11-30T23:00:00.000Z" },
    };
    fetchMock.mockImplementation(async () => Response.json({ products: [onSale], pricesFor: null }));
    act(() => addItem(zoya, { size: "M", quantity: 1 }));
    render(<CartPage serverCart={cartStore.getSnapshot().cart} facts={facts} pricesFor={60_000} />);
    const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/products"));
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(asked()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(3_001));
    expect(asked()).toEqual([["/api/products?ids=51", expect.anything()]]);
    vi.useRealTimers();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Zoya Dress is now ₦25,000 (was ₦50,000): Black Friday.");
    const row = within(screen.getByRole("table")).getByRole("row", { name: /Zoya Dress/ });
    expect(row.textContent).toContain("Black Friday");
    expect(row.querySelector("s")?.textContent).toBe("Was ₦50,000");
    expect(screen.getByRole("region", { name: "Summary" }).textContent).toContain("₦25,000");
  });
});
