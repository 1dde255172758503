import { describe, expect, it } from "vitest";
import type { Size } from "~/config/sizes";
import { buildCart, cartReducer, emptyCart, lineId, type Cart } from "./cart";

type ItemInput = { productId: number; size: Size | ""; quantity?: number };

function createItem(overrides: Partial<ItemInput> = {}): ItemInput {
  return { productId: 51, size: "M", ...overrides };
}

const withItems = (...items: ItemInput[]): Cart =>
  items.reduce((cart, item) => cartReducer(cart, { type: "addItem", item, quantity: item.quantity }), emptyCart);

describe("lineId", () => {
  it("keys a line by product and size, or by product alone without a size", () => {
    expect(lineId(51, "M")).toBe("51-M");
    expect(lineId(51, "2XL")).toBe("51-2XL");
    expect(lineId(51, "")).toBe("51");
  });
});

describe("the empty cart", () => {
  it("has no lines and zero totals", () => {
    expect(emptyCart).toEqual({ items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, metadata: {} });
  });
});

describe("addItem", () => {
  it("appends a new line with the given quantity: product, size and how many, no price", () => {
    const cart = cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: 2 });
    expect(cart.items).toEqual([{ id: "51-M", productId: 51, size: "M", quantity: 2 }]);
    expect(cart).toMatchObject({ totalItems: 2, totalUniqueItems: 1, isEmpty: false });
  });

  it("adds 1 when no quantity is given", () => {
    expect(cartReducer(emptyCart, { type: "addItem", item: createItem() }).totalItems).toBe(1);
  });

  it("adds to the quantity of an existing line", () => {
    const once = cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: 1 });
    const twice = cartReducer(once, { type: "addItem", item: createItem(), quantity: 2 });
    expect(twice.items).toEqual([{ id: "51-M", productId: 51, size: "M", quantity: 3 }]);
  });

  it("keeps two sizes of one product as two lines", () => {
    const m = cartReducer(emptyCart, { type: "addItem", item: createItem() });
    const both = cartReducer(m, { type: "addItem", item: createItem({ size: "L" }), quantity: 2 });
    expect(both.items.map((l) => l.id)).toEqual(["51-M", "51-L"]);
    expect(both).toMatchObject({ totalItems: 3, totalUniqueItems: 2 });
  });

  it("does nothing for a quantity of 0 or less", () => {
    const cart = cartReducer(emptyCart, { type: "addItem", item: createItem() });
    expect(cartReducer(cart, { type: "addItem", item: createItem(), quantity: 0 })).toBe(cart);
    expect(cartReducer(cart, { type: "addItem", item: createItem(), quantity: -3 })).toBe(cart);
  });

  it("refuses quantities that are not whole numbers and product ids that are not positive whole numbers", () => {
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: 1.5 })).toThrow(RangeError);
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: Number.NaN })).toThrow(
      RangeError,
    );
    for (const productId of [0, -1, 1.5, Number.NaN]) {
      expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem({ productId }) })).toThrow(RangeError);
    }
  });
});

describe("updateItemQuantity", () => {
  const cart = withItems(createItem(), createItem({ size: "L" }));

  it("sets the quantity and recomputes the totals", () => {
    const updated = cartReducer(cart, { type: "updateItemQuantity", id: "51-L", quantity: 5 });
    expect(updated.items[1]).toMatchObject({ quantity: 5 });
    expect(updated).toMatchObject({ totalItems: 6, totalUniqueItems: 2 });
  });

  it("removes the line at 0 or less", () => {
    expect(cartReducer(cart, { type: "updateItemQuantity", id: "51-L", quantity: 0 }).items.map((l) => l.id)).toEqual([
      "51-M",
    ]);
    expect(cartReducer(cart, { type: "updateItemQuantity", id: "51-M", quantity: -2 }).items.map((l) => l.id)).toEqual([
      "51-L",
    ]);
  });

  it("raises 'No such item to update' for an unknown line", () => {
    expect(() => cartReducer(cart, { type: "updateItemQuantity", id: "51-XS", quantity: 2 })).toThrow(
      "No such item to update",
    );
  });

  it("refuses a quantity that is not a whole number", () => {
    expect(() => cartReducer(cart, { type: "updateItemQuantity", id: "51-M", quantity: 2.5 })).toThrow(RangeError);
  });
});

describe("removeItem and emptyCart", () => {
  // Metadata comes back with a stored cart (restoreCart).
  const cart = buildCart(withItems(createItem(), createItem({ size: "L" })).items, { note: "gift" });

  it("removes one line", () => {
    const removed = cartReducer(cart, { type: "removeItem", id: "51-M" });
    expect(removed.items.map((l) => l.id)).toEqual(["51-L"]);
    expect(removed).toMatchObject({ totalItems: 1, totalUniqueItems: 1 });
  });

  it("empties every line and keeps the metadata", () => {
    const emptied = cartReducer(cart, { type: "emptyCart" });
    expect(emptied).toMatchObject({ items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0 });
    expect(emptied.metadata).toEqual({ note: "gift" });
  });
});
