// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildCart, emptyCart } from "~/features/cart";
import { addItem, cartStore, emptyTheCart, updateItemQuantity } from "~/features/cart/cart-store";
import { factsOf } from "~/features/cart/test-fixtures";
import { navigate } from "~/lib/navigation";
import { lagosToday } from "~/lib/lagos-clock";
import { emptySchedule } from "~/features/atelier/test-schedule";
import { CART_PROBLEMS } from "../cart-order";
import { CUSTOMER_MESSAGES } from "../customer-schema";
import { PRICES_CHANGED } from "../price-checkout";
import { loadRegions } from "../regions";
import { CheckoutView } from "./checkout-view";
import { DELIVERY_TEXT } from "./delivery-fields";
import { AREA_TEXT } from "./area-field";

const bb = 42;
/** What an empty atelier promises today. */
const SCHEDULE = emptySchedule(lagosToday());

vi.mock("~/lib/navigation", async (original) => ({ ...(await original<object>()), navigate: vi.fn() }));

/** The checkout as the server renders it when the cart cookie holds the stored cart: with its products' facts. */
const view = (paystackKey: string | null = null) => {
  const serverCart = cartStore.getSnapshot().cart;
  const ids = [...new Set(serverCart.items.map((l) => l.productId))].filter((id) => id < 9000);
  return (
    <CheckoutView
      paystackKey={paystackKey}
      serverCart={serverCart}
      facts={factsOf(...ids)}
      schedule={emptySchedule(lagosToday())}
    />
  );
};

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
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response("", { status: 503 }));
  act(() => emptyTheCart());
});
afterEach(cleanup);

function fill(form: HTMLElement) {
  const set = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  set("Email", "ada@example.com");
  set("First name", "Ada");
  set("Last name", "Obi");
  set("Phone", "+234 803 123 4567");
  set("Address", "12 Aba Road");
  set("Country", "Nigeria");
  set("State / Region", "Rivers");
}

describe("CheckoutView", () => {
  it("renders the empty state on the server when the visitor has no cart", () => {
    const html = renderToString(
      <CheckoutView paystackKey={null} serverCart={emptyCart} facts={[]} schedule={SCHEDULE} />,
    );
    expect(html).toContain("Your cart is empty");
    expect(html).not.toContain("Place Order");
  });

  it("renders on the server with the cart the cookie described", () => {
    const serverCart = buildCart([{ id: "42-M", productId: bb, size: "M", quantity: 2 }]);
    const html = renderToString(
      <CheckoutView paystackKey={null} serverCart={serverCart} facts={factsOf(bb)} schedule={SCHEDULE} />,
    );
    expect(html).toContain("BB Ensemble");
    expect(html).toContain("Place Order");
    expect(html).not.toContain("Your cart is empty");
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
      addItem(1, { size: "", quantity: 1 });
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

  it("keeps the region list disabled until a country is chosen (Nigeria listed first), and reloads it on a change", () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    render(view());
    const country = screen.getByLabelText<HTMLSelectElement>("Country");
    const region = () => screen.getByLabelText<HTMLSelectElement>("State / Region");
    expect(country.options[0]?.text).toBe("Select Country");
    expect(country.options[1]?.text).toBe("Nigeria");
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

  it("tells a shopper abroad that she pays the naira total and her bank converts it, and no one at home", () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    render(view());
    const country = screen.getByLabelText<HTMLSelectElement>("Country");
    expect(screen.queryByTestId("naira-note")).toBeNull();
    fireEvent.change(country, { target: { value: "Nigeria" } });
    expect(screen.queryByTestId("naira-note")).toBeNull();
    fireEvent.change(country, { target: { value: "United Kingdom" } });
    expect(screen.getByTestId("naira-note").textContent).toBe(
      "You pay ₦15,000 in naira: your bank converts it to your currency at its own rate.",
    );
  });

  it("shows the seven messages only after a first attempt, and sends nothing", async () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    render(view());
    const form = screen.getByRole("form", { name: "Billing details" });
    for (const message of Object.values(CUSTOMER_MESSAGES)) expect(within(form).queryByText(message)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await within(form).findByText(CUSTOMER_MESSAGES.email);
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
        return Response.json(
          {
            reference: "HZL-ABCDEFGH2345",
            paymentReference: "HZL-ABCDEFGH2345",
            amountMinor: 3_000_000,
            currency: "NGN",
            summary: "…",
            isTest: true,
          },
          { status: 201 },
        );
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
      customer: expect.objectContaining({
        email: "ada@example.com",
        country: "Nigeria",
        state: "Rivers",
        comments: "",
      }),
      lines: [{ productId: 42, size: "M", quantity: 2 }],
      delivery: "pickup",
      area: "",
      express: false,
      neededBy: "",
      messageUpdates: false,
      itemsTotal: 30_000,
      payPlan: "full",
      dutiesUnderstood: false,
      creditCode: "",
      discountCode: "",
      courierOffer: "",
      // The total she was shown, in kobo as the server counts it: charged only if the shop's is the same.
      shownTotal: 3_000_000,
    });

    fireEvent.click(within(dialog).getByRole("button", { name: "Pay (test) ₦30,000" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/order/HZL-ABCDEFGH2345"));
    expect(calledUrls()).toContain("/api/orders/HZL-ABCDEFGH2345/verify");
    expect(cartStore.getSnapshot().cart.isEmpty).toBe(true);
  });

  it("prices delivery once the place is known, shows express as its own line, and warns of a needed-by day too early", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T09:00:00Z")); // a Monday in Port Harcourt
    try {
      act(() => addItem(12, { size: "S", quantity: 1 })); // Pistachio Blouse, made to order, ₦35,000
      fetchMock.mockImplementation(async () => Response.json({ error: "stop here" }, { status: 400 }));
      render(view());
      const form = screen.getByRole("form", { name: "Billing details" });
      const summary = screen.getByRole("region", { name: "Your order" });
      expect(summary.textContent).toContain(DELIVERY_TEXT.unpriced);
      expect(
        within(form)
          .getAllByRole("radio")
          .filter((r) => (r as HTMLInputElement).name === "delivery")
          .map((r) => (r as HTMLInputElement).value),
      ).toEqual(["pickup"]);

      fill(form);
      fireEvent.change(within(form).getByLabelText("State / Region"), { target: { value: "Lagos" } });
      fireEvent.click(within(form).getByRole("radio", { name: /Courier, South West/ }));
      expect(summary.textContent).not.toContain(DELIVERY_TEXT.unpriced);
      expect(summary.textContent).toContain("Courier, South West₦7,500");
      expect(summary.textContent).toContain("Total₦42,500");
      expect(screen.getByTestId("ready-by").textContent).toBe(
        "Your order will be ready to dispatch between Wednesday 2 December 2026 and Friday 4 December 2026, with you by Thursday 10 December 2026.",
      );

      fireEvent.change(within(form).getByLabelText(/Needed by/), { target: { value: "2026-12-08" } });
      expect(form.textContent).toContain("choose express to make it");
      fireEvent.click(within(form).getByRole("checkbox", { name: /Express production/ }));
      expect(form.textContent).not.toContain("We cannot promise");
      expect(summary.textContent).toContain("Express production₦10,500");
      expect(summary.textContent).toContain("Total₦53,000");

      fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
      await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === "/api/orders")).toBe(true));
      const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === "/api/orders")!;
      expect(JSON.parse(String(init?.body))).toMatchObject({
        delivery: "nigeria",
        express: true,
        neededBy: "2026-12-08",
      });
      // The fees are the shop's to work out: only the total she was shown goes with the order.
      const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
      expect(Object.keys(sent)).not.toContain("deliveryFee");
      expect(sent.shownTotal).toBe(5_300_000);

      // A new state the courier does not serve in the same way: back to pickup, never a stale fee.
      fireEvent.change(within(form).getByLabelText("State / Region"), { target: { value: "Rivers" } });
      expect((within(form).getByRole("radio", { name: /Pickup/ }) as HTMLInputElement).checked).toBe(true);
      expect(summary.textContent).toContain("Total₦45,500");
    } finally {
      vi.useRealTimers();
    }
  });

  it("in Rivers State prices delivery from the area picked: the rider in the city, the courier elsewhere", async () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    fetchMock.mockImplementation(async () => Response.json({ error: "stop here" }, { status: 400 }));
    render(view());
    const form = screen.getByRole("form", { name: "Billing details" });
    fill(form);
    const radios = () =>
      within(form)
        .getAllByRole("radio")
        .filter((r) => (r as HTMLInputElement).name === "delivery")
        .map((r) => (r as HTMLInputElement).value);
    expect(radios()).toEqual(["pickup"]);
    const area = await within(form).findByLabelText(AREA_TEXT.label);
    fireEvent.change(area, { target: { value: "Bonny" } });
    expect(radios()).toEqual(["pickup", "rivers"]);
    expect(within(form).getByRole("radio", { name: /Courier elsewhere in Rivers State \(Bonny\)/ })).toBeTruthy();
    fireEvent.change(area, { target: { value: "Obio/Akpor" } });
    expect(radios()).toEqual(["pickup", "port-harcourt"]);
    fireEvent.click(within(form).getByRole("radio", { name: /Rider in Port Harcourt \(Obio\/Akpor\)/ }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === "/api/orders")).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === "/api/orders")!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ delivery: "port-harcourt", area: "Obio/Akpor" });
  });

  it("says what the shop refused and keeps everything typed", async () => {
    act(() => addItem(bb, { size: "M", quantity: 1 }));
    fetchMock.mockImplementation(async () =>
      Response.json({ error: "lines.0.productId: There is no product 42." }, { status: 400 }),
    );
    render(view());
    fill(screen.getByRole("form", { name: "Billing details" }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "We could not place your order: lines.0.productId: There is no product 42.",
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("ada@example.com");
    expect(cartStore.getSnapshot().cart.totalItems).toBe(1);
  });

  it("marks beside the cart the pieces the shop could no longer hold, and the way to change the cart", async () => {
    act(() => {
      addItem(bb, { size: "M", quantity: 2 });
      addItem(1, { size: "S", quantity: 1 });
    });
    const error =
      "Sorry, only a few of the BB Ensemble in size M are left, fewer than the 2 you asked for. Change your cart, then place the order again; nothing was charged.";
    fetchMock.mockImplementation(async () =>
      Response.json(
        { error, unavailable: [{ productId: 42, name: "BB Ensemble", size: "M", quantity: 2, soldOut: false }] },
        { status: 409 },
      ),
    );
    render(view());
    fill(screen.getByRole("form", { name: "Billing details" }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(`We could not place your order: ${error}`));
    const summary = screen.getByRole("region", { name: "Your order" });
    const [bbLine, other] = within(summary).getAllByRole("listitem");
    // The note's code loads when there is one to show.
    await within(bbLine!).findByText("Only a few left in size M: lower the quantity in your cart.");
    expect(other!.textContent).not.toContain("left");
    expect(within(summary).getByRole("link", { name: "Change your cart" }).getAttribute("href")).toBe("/cart");
    // Lowered, the mark goes (the shop will say again if it is still too many).
    act(() => updateItemQuantity(`${bb}-M`, 1));
    expect(summary.textContent).not.toContain("Only a few left");
  });

  it("asks for the prices again when the shop refuses an order priced otherwise (a sale started), and shows which changed", async () => {
    act(() => addItem(bb, { size: "M", quantity: 2 }));
    const onSale = {
      ...factsOf(bb)[0]!,
      price: 10_000,
      sale: { name: "Flash", badge: "Flash", endsAt: "2026-11-30T23:00:00.000Z" },
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith("/api/products")
        ? Response.json({ products: [onSale], pricesFor: null })
        : Response.json({ error: PRICES_CHANGED, pricesChanged: true }, { status: 409 }),
    );
    render(view());
    fill(screen.getByRole("form", { name: "Billing details" }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(`We could not place your order: ${PRICES_CHANGED}`),
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Prices changed while this page was open:BB Ensemble is now ₦10,000 (was ₦15,000): Flash.",
    );
    const summary = screen.getByRole("region", { name: "Your order" });
    expect(summary.textContent).toContain("Flash");
    expect(summary.textContent).toContain("Total₦20,000");
  });

  it("shows a piece the shop no longer sells apart, leaves it out of the total and refuses to order it", async () => {
    act(() => {
      addItem(bb, { size: "M", quantity: 1 });
      addItem(9999, { size: "L", quantity: 2 });
    });
    render(view());
    const summary = screen.getByRole("region", { name: "Your order" });
    expect(summary.textContent).toContain("Items: 1");
    expect(summary.textContent).toContain("Total₦15,000");
    const gone = screen.getByRole("list", { name: "Pieces that cannot be ordered" });
    expect(gone.textContent).toContain("No longer available");
    fill(screen.getByRole("form", { name: "Billing details" }));
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(CART_PROBLEMS.gone));
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === "/api/orders")).toEqual([]);
    fireEvent.click(within(gone).getByRole("button", { name: "Remove Piece no longer available (size L)" }));
    expect(cartStore.getSnapshot().cart.items.map((l) => l.id)).toEqual(["42-M"]);
    expect(screen.queryByRole("list", { name: "Pieces that cannot be ordered" })).toBeNull();
  });
});
