import { describe, expect, it } from "vitest";
import { buildCart } from "./cart";
import { changedAddress, lineChangeFrom, SET_PARAM, withLineChange } from "./change-from-form";

const cart = buildCart([
  { id: "42-M", productId: 42, size: "M", quantity: 2 },
  { id: "51", productId: 51, size: "", quantity: 1 },
]);

describe("a line changed by its form", () => {
  it("reads the line and the quantity posted, and refuses anything else", () => {
    expect(lineChangeFrom(new URLSearchParams("line=42-M&quantity=3"))).toEqual({ line: "42-M", quantity: 3 });
    expect(lineChangeFrom(new URLSearchParams("line=51&quantity=0"))).toEqual({ line: "51", quantity: 0 });
    for (const bad of [
      "line=42-M",
      "quantity=1",
      "line=42-M&quantity=-1",
      "line=42-M&quantity=1.5",
      "line=x&quantity=1",
    ])
      expect(lineChangeFrom(new URLSearchParams(bad)), bad).toBeUndefined();
  });

  it("sets the quantity, removes the line at 0, and leaves a cart without that line as it is", () => {
    expect(withLineChange(cart, { line: "42-M", quantity: 5 }).items[0]?.quantity).toBe(5);
    expect(withLineChange(cart, { line: "42-M", quantity: 0 }).items.map((l) => l.id)).toEqual(["51"]);
    expect(withLineChange(cart, { line: "42-L", quantity: 1 })).toBe(cart);
  });

  it("sends the page to an address the browser's stored cart reads the same change from", () => {
    const address = changedAddress({ line: "42-M", quantity: 0 });
    expect(address).toBe("/cart?set=42-M&quantity=0");
    expect(lineChangeFrom(new URLSearchParams(address.split("?")[1]), SET_PARAM)).toEqual({
      line: "42-M",
      quantity: 0,
    });
    expect(changedAddress(undefined)).toBe("/cart");
  });
});
