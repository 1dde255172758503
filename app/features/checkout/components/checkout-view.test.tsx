// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useParams } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { productById } from "~/features/catalogue";
import { buildCart, lineFor, type Cart } from "~/features/cart";
import { addItem, cartStore, emptyTheCart } from "~/features/cart/cart-store";
import { CUSTOMER_MESSAGES } from "../customer";
import { loadRegions } from "../regions";
import { CheckoutView } from "./checkout-view";

const bb = productById(42)!;

function OrderPage() {
  return <p>Order page {useParams().reference}</p>;
}

const view = (paystackKey: string | null = null, serverCart: Cart | null = null) => (
  <MemoryRouter initialEntries={["/checkout"]}>
    <Routes>
      <Route path="/checkout" element={<CheckoutView paystackKey={paystackKey} serverCart={serverCart} />} />
      <Route path="/order/:reference" element={<OrderPage />} />
    </Routes>
  </MemoryRouter>
);

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  // The regions' own loading is region-fields.test's.
  await loadRegions();
  vi.stubGlobal("fetch", fetchMock);
  // The display-currency rates are not part of this test; their failure is only logged.
  vi.spyOn(console, "error").mockImplementation(() => {});
  // happy-dom's <dialog> methods, as the browser has them.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
});
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response("", { status: 503 }));
  act(() => emptyTheCart());
});
afterEach(cleanup);

function fill(form: HTMLElement) {
  const set = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  set("Email", "ada@example.com");
  set("First name", "Ada");
  set("Last name", "Obi");
  set("Phone", "+234 803 123 4567");
  set("Address", "12 Aba Road");
  set("Country", "Nigeria");
  set("State / Region", "Rivers");
}

describe("CheckoutView", () => {
  it("renders a quiet placeholder on the server, never the form or the empty state", () => {
    const html = renderToString(view());
    expect(html).toContain("Loading your cart");
    expect(html).not.toContain("Place Order");
    expect(html).not.toContain("Your cart is empty");
  });

  it("renders on the server with the cart the cookie described", () => {
    const html = renderToString(view(null, buildCart([lineFor(bb, "M", 2)], {})));
    expect(html).toContain("BB Ensemble");
    expect(html).toContain("Place Order");
    expect(html).not.toContain("Loading your cart");
  });

  it("offers a way back to the shop instead of the payment button when the cart is empty", () => {
    render(view());
    expect(screen.getByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the shop" }).getAttribute("href")).toBe("/collections");
    expect(screen.queryByRole("button", { name: "Place Order" })).toBeNull();
  });

  it("shows the summary with its item count, quantity, size and total", () => {
    act(() => {
      addItem(bb, { size: "M", quantity: 2 });
      addItem(productById(1)!, { size: "", quantity: 1 });
    });
    render(view());
    const summary = screen.getByRole("region", { name: "Your order" });
    expect(summary.textContent).toContain("Items: 3");
    const [first, second] = within(summary).getAllByRole("listitem");
    expect(first?.textContent).toContain("BB Ensemble");
    expect(first?.textContent).toContain("Quantity 2");
    expect(first?.textContent).toContain("Size: M");
    expect(first?.textContent).toContain("₦15,000");
    expect(second?.textContent).toContain("Size: Not specified");
    expect(summary.textContent).toContain("Total₦190,000");
  });

  it("keeps the region list disabled until a country is chosen, and reloads it on a change", () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    render(view());
    const country = screen.getByLabelText<HTMLSelectElement>("Country");
    const region = () => screen.getByLabelText<HTMLSelectElement>("State / Region");
    expect(country.options[0]?.text).toBe("Select Country");
    expect(region().disabled).toBe(true);
    expect(region().options[0]?.text).toBe("Select Region");
    fireEvent.change(country, { target: { value: "Nigeria" } });
    expect(region().disabled).toBe(false);
    fireEvent.change(region(), { target: { value: "Rivers" } });
    expect(region().value).toBe("Rivers");
    fireEvent.change(country, { target: { value: "Ghana" } });
    expect(region().value).toBe("");
    expect([...region().options].some((o) => o.text === "Rivers")).toBe(false);
  });

  it("shows the seven messages only after a first attempt, and sends nothing", async () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    render(view());
    const form = screen.getByRole("form", { name: "Billing details" });
    for (const message of Object.values(CUSTOMER_MESSAGES)) expect(within(form).queryByText(message)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    for (const message of Object.values(CUSTOMER_MESSAGES)) expect(within(form).getByText(message)).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Please correct the highlighted fields.");
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith("/api/"))).toEqual([]);
    // Messages follow the typing once shown.
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    expect(within(form).queryByText(CUSTOMER_MESSAGES.email)).toBeNull();
  });

  it("in demo mode, sends product, size and quantity, takes the test payment, then empties the cart and shows the order", async () => {
    act(() => addItem(bb, { size: "M", quantity: 2 }));
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === "/api/orders") {
        return Response.json({ reference: "HZL-ABCDEFGH2345", amountKobo: 3_000_000, currency: "NGN", summary: "…", isTest: true }, { status: 201 });
      }
      return Response.json({ reference: "HZL-ABCDEFGH2345", status: "paid" });
    });
    render(view());
    fill(screen.getByRole("form", { name: "Billing details" }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));

    const dialog = await screen.findByRole("dialog", { name: "Test payment" });
    expect(dialog.textContent).toContain("Demo mode · no card is charged");
    expect(dialog.textContent).toContain("₦30,000");
    const calledUrls = () => fetchMock.mock.calls.map(([u]) => String(u));
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === "/api/orders")!;
    expect(JSON.parse(String(init?.body))).toEqual({
      customer: expect.objectContaining({ email: "ada@example.com", country: "Nigeria", state: "Rivers", comments: "" }),
      lines: [{ productId: 42, size: "M", quantity: 2 }],
    });

    fireEvent.click(within(dialog).getByRole("button", { name: "Pay (test)" }));
    await screen.findByText("Order page HZL-ABCDEFGH2345");
    expect(calledUrls()).toContain("/api/orders/HZL-ABCDEFGH2345/verify");
    expect(cartStore.getSnapshot().cart.isEmpty).toBe(true);
  });

  it("says what the shop refused and keeps everything typed", async () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    fetchMock.mockImplementation(async () => Response.json({ error: "lines.0.productId: There is no product 42." }, { status: 400 }));
    render(view());
    fill(screen.getByRole("form", { name: "Billing details" }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("We could not place your order: lines.0.productId: There is no product 42."),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("ada@example.com");
    expect(cartStore.getSnapshot().cart.totalItems).toBe(1);
  });
});
