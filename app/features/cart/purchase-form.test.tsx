// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cartStore, emptyTheCart } from "./cart-store";
import { PurchaseForm } from "./purchase-form";
import type { StockCounts } from "~/features/stock";
import { purchaseOf } from "./test-fixtures";

const zoya = 51;
const combo = 56; // Bubble & Molly Combo: Bubble Shirt (59) and Molly Skirt (60)

/** The form as the product page renders it, with the facts its loader gives (and the pieces left, if counted). */
function renderForm(id: number, stock?: StockCounts) {
  const { product, parts } = purchaseOf(id);
  return render(
    <PurchaseForm product={product} parts={parts} pageUrl={`https://hazel.example${product.path}`} stock={stock} />,
  );
}

const lines = () => cartStore.getSnapshot().cart.items.map((l) => [l.id, l.quantity]);

beforeAll(() => {
  // Prices stay in naira: the rates are not reachable here.
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

describe("PurchaseForm", () => {
  it("starts with no size, quantity 1 and minus disabled", () => {
    renderForm(zoya);
    const sizes = within(screen.getByRole("group", { name: "Size" })).getAllByRole("radio");
    expect(sizes.map((r) => (r as HTMLInputElement).value)).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
    expect(sizes.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByLabelText("Quantity")).toHaveProperty("value", "1");
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toHaveProperty("disabled", true);
  });

  it("adds the product in the chosen size and quantity, and confirms politely", () => {
    renderForm(zoya);
    fireEvent.click(screen.getByRole("radio", { name: "M" }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
    expect(lines()).toEqual([["51-M", 3]]);
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("Added 3 × Zoya Dress, size M to your cart.");
    expect(within(status).getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/cart");
    // Shown at the top of the screen, not below the button; she closes it when she has read it.
    expect(status.className).toMatch(/(^| )fixed( |$)/);
    expect(status.className).toMatch(/(^| )top-20( |$)/);
    fireEvent.click(within(status).getByRole("button", { name: "Close" }));
    expect(status.textContent).toBe("");
  });

  it("offers a WhatsApp chat about the piece, its address and the size chosen", () => {
    renderForm(zoya);
    const text = () =>
      new URL(screen.getByRole("link", { name: /Chat on WhatsApp/ }).getAttribute("href")!).searchParams.get("text");
    expect(text()).toBe(
      "Hello Hazel, I have a question about the Zoya Dress: https://hazel.example/bubble-girl/zoya-dress",
    );
    fireEvent.click(screen.getByRole("radio", { name: "L" }));
    expect(text()).toBe(
      "Hello Hazel, I have a question about the Zoya Dress in size L: https://hazel.example/bubble-girl/zoya-dress",
    );
  });

  it("says the terms' spans, then the days the atelier's queue promises today", async () => {
    const dates = {
      "1": { standard: { readyFrom: "2026-12-02", readyBy: "2026-12-04" }, express: null },
      "0": { standard: { readyFrom: "2026-11-25", readyBy: "2026-11-27" }, express: null },
    };
    const asked = vi.fn(async (url: string) => Response.json(dates[url.endsWith("made=1") ? "1" : "0"]));
    vi.stubGlobal("fetch", asked);
    try {
      renderForm(zoya);
      expect(screen.getByTestId("ready-by").textContent).toBe(
        "Made to order in our Port Harcourt atelier: ready to dispatch in 7-14 working days (3-5 working days with express, 30% extra).",
      );
      // Express full: no express offered in the note.
      await waitFor(() =>
        expect(screen.getByTestId("ready-by").textContent).toBe(
          "Made to order in our Port Harcourt atelier: ordered today, ready to dispatch between Wednesday 2 December 2026 and Friday 4 December 2026.",
        ),
      );
      expect(asked).toHaveBeenCalledWith("/api/atelier-dates?made=1");
      cleanup();
      renderForm(37); // Coral Dress, the HazelBee shop line
      await waitFor(() =>
        expect(screen.getByTestId("ready-by").textContent).toBe(
          "Ready to wear: ordered today, ready to dispatch between Wednesday 25 November 2026 and Friday 27 November 2026.",
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says by the sizes of a made-to-order piece that she may leave it to be measured, and adds it without a size", () => {
    renderForm(zoya);
    const sizes = screen.getByRole("group", { name: "Size" });
    expect(sizes.textContent).toContain("Not sure of your size? Leave it and we will measure you.");
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
    expect(lines()).toEqual([["51", 1]]);
  });

  it("asks for a size on a ready-to-wear piece, beside the sizes, with focus there, adding nothing", () => {
    renderForm(37); // Coral Dress, ready to wear
    expect(screen.queryByText(/we will measure you/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
    expect(lines()).toEqual([]);
    const xs = screen.getByRole("radio", { name: "XS" });
    expect(xs.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(xs.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Choose a size for the Coral Dress: it comes in size XS, S, M, L, XL, 2XL or 3XL.",
    );
    expect(document.activeElement).toBe(xs);
    fireEvent.click(screen.getByRole("radio", { name: "M" }));
    expect(xs.getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
    expect(lines()).toEqual([["37-M", 1]]);
  });

  it("shows an add the cart refused before the script ran, with her quantity", () => {
    const { product, parts } = purchaseOf(37);
    render(
      <PurchaseForm
        product={product}
        parts={parts}
        pageUrl="https://hazel.example/hazelbee/shop/coral-dress"
        refused={{ message: "Choose a size for the Coral Dress: it comes in size M.", quantity: 3 }}
      />,
    );
    expect(screen.getByText("Choose a size for the Coral Dress: it comes in size M.").id).toBe("size-error");
    expect(screen.getByLabelText("Quantity")).toHaveProperty("value", "3");
  });

  it("takes a typed quantity", () => {
    renderForm(zoya);
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
    expect(lines()).toEqual([["51", 12]]);
  });

  it.each(["0", "-2", "1.5", ""])(
    "refuses the typed quantity %j with a message at the field, adding nothing",
    (typed) => {
      renderForm(zoya);
      const input = screen.getByLabelText("Quantity");
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
      expect(lines()).toEqual([]);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      const message = document.getElementById(input.getAttribute("aria-describedby")!);
      expect(message?.textContent).toBe("Enter a whole number of 1 or more.");
      expect(document.activeElement).toBe(input);
      fireEvent.change(input, { target: { value: "2" } });
      expect(input.getAttribute("aria-invalid")).toBeNull();
    },
  );

  it("adds a combo whole, or each of its items, with the chosen size and quantity", () => {
    renderForm(combo);
    expect(screen.queryByRole("button", { name: "Add To Cart" })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "L" }));
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Add Combo To Cart" }));
    const separately = screen.getByRole("region", { name: "Or Buy Separately:" });
    expect(separately.textContent).toContain("Bubble Shirt");
    expect(separately.textContent).toContain("₦35,000");
    fireEvent.click(within(separately).getByRole("button", { name: "Add Bubble Shirt To Cart" }));
    fireEvent.click(within(separately).getByRole("button", { name: "Add Molly Skirt To Cart" }));
    expect(lines()).toEqual([
      ["56-L", 2],
      ["59-L", 2],
      ["60-L", 2],
    ]);
  });

  it("offers only the sizes the owner ticked, and refuses a combo's part in a size it does not come in", () => {
    const { product, parts } = purchaseOf(combo);
    const [shirt, skirt] = parts;
    render(
      <PurchaseForm
        product={{ ...product, sizes: ["S", "M", "L"] }}
        parts={[{ ...shirt!, sizes: ["S", "M"] }, skirt!]}
        pageUrl="https://hazel.example/combo"
      />,
    );
    const sizes = within(screen.getByRole("group", { name: "Size" })).getAllByRole("radio");
    expect(sizes.map((r) => (r as HTMLInputElement).value)).toEqual(["S", "M", "L"]);
    fireEvent.click(screen.getByRole("radio", { name: "L" }));
    const separately = screen.getByRole("region", { name: "Or Buy Separately:" });
    fireEvent.click(within(separately).getByRole("button", { name: "Add Bubble Shirt To Cart" }));
    expect(screen.getByText("The Bubble Shirt does not come in size L: it comes in size S or M.")).toBeTruthy();
    fireEvent.click(within(separately).getByRole("button", { name: "Add Molly Skirt To Cart" }));
    expect(lines()).toEqual([["60-L", 1]]);
  });

  describe("with the pieces left of its sizes", () => {
    const coral = 37;
    const quantity = () => screen.getByLabelText("Quantity");
    const messageOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby")!);

    it("cannot choose a sold-out size, and says how few are left of another", () => {
      renderForm(coral, { S: 0, M: 2 });
      expect(screen.getByRole("radio", { name: "S, sold out" })).toHaveProperty("disabled", true);
      expect(screen.getByRole("radio", { name: "M, only 2 left" })).toHaveProperty("disabled", false);
    });

    it("refuses more than are left at the quantity field, counting what the cart holds, and adds up to them", () => {
      renderForm(coral, { M: 2 });
      fireEvent.click(screen.getByRole("radio", { name: "M, only 2 left" }));
      fireEvent.change(quantity(), { target: { value: "3" } });
      fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
      expect(lines()).toEqual([]);
      expect(quantity().getAttribute("aria-invalid")).toBe("true");
      expect(messageOf(quantity())?.textContent).toBe("Only 2 pieces left in size M.");
      expect(document.activeElement).toBe(quantity());

      fireEvent.change(quantity(), { target: { value: "1" } });
      fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
      fireEvent.change(quantity(), { target: { value: "2" } });
      fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
      expect(lines()).toEqual([["37-M", 1]]);
      expect(messageOf(quantity())?.textContent).toBe("Only 2 pieces left in size M, and your cart already holds 1.");
    });

    it("takes any quantity of a size that is not counted, never a line without a size", () => {
      renderForm(coral, { M: 1 });
      fireEvent.change(quantity(), { target: { value: "5" } });
      fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
      expect(lines()).toEqual([]);
      fireEvent.click(screen.getByRole("radio", { name: "L" }));
      fireEvent.click(screen.getByRole("button", { name: "Add To Cart" }));
      expect(lines()).toEqual([["37-L", 5]]);
    });
  });
});
