import { describe, expect, it } from "vitest";
import { buildCart, type CartEntry } from "./cart";
import { priceCart, type KnownFacts } from "./priced-cart";
import { factsOf } from "./test-fixtures";

const [zoya, bb] = factsOf(51, 42);
const entry = (productId: number, size: CartEntry["size"], quantity: number): CartEntry => ({
  id: size ? `${productId}-${size}` : String(productId),
  productId,
  size,
  quantity,
});
const known: KnownFacts = (id) => (id === 51 ? zoya! : id === 42 ? bb! : id === 7 ? "checking" : "gone");

describe("priceCart", () => {
  it("prices each line from its product's facts: unit price × quantity, and the total", () => {
    const priced = priceCart(buildCart([entry(51, "M", 2), entry(42, "", 1)]), known);
    expect(priced.lines).toEqual([
      { id: "51-M", productId: 51, size: "M", quantity: 2, product: zoya, itemTotal: 100_000 },
      { id: "42", productId: 42, size: "", quantity: 1, product: bb, itemTotal: 15_000 },
    ]);
    expect(priced).toMatchObject({ unavailable: [], isEmpty: false, totalItems: 3, cartTotal: 115_000 });
  });

  it("keeps a line without facts apart, with why, out of the totals", () => {
    const priced = priceCart(buildCart([entry(9999, "S", 4), entry(51, "M", 1), entry(7, "", 2)]), known);
    expect(priced.lines.map((l) => l.id)).toEqual(["51-M"]);
    expect(priced.unavailable).toEqual([
      { id: "9999-S", productId: 9999, size: "S", quantity: 4, reason: "gone" },
      { id: "7", productId: 7, size: "", quantity: 2, reason: "checking" },
    ]);
    expect(priced).toMatchObject({ isEmpty: false, totalItems: 1, cartTotal: 50_000 });
  });

  it("leaves an empty cart empty", () => {
    expect(priceCart(buildCart([]), known)).toEqual({
      lines: [],
      unavailable: [],
      isEmpty: true,
      totalItems: 0,
      cartTotal: 0,
    });
  });
});
