import { describe, expect, it } from "vitest";
import { buildCart, cartReducer, emptyCart, lineId, type Cart, type CartItemInput } from "./cart";

function createItem(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    id: "51-M",
    productId: 51,
    price: 50000,
    alt: "Zoya Dress",
    src: "products/zoya-dress/1",
    originalPrice: 50000,
    size: "M",
    ...overrides,
  };
}

const withItems = (...items: CartItemInput[]): Cart =>
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
    expect(emptyCart).toEqual({
      items: [],
      isEmpty: true,
      totalItems: 0,
      totalUniqueItems: 0,
      cartTotal: 0,
      metadata: {},
    });
  });
});

describe("addItem", () => {
  it("appends a new line with the given quantity", () => {
    const cart = cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: 2 });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: "51-M", quantity: 2, itemTotal: 100000, size: "M" });
    expect(cart).toMatchObject({ totalItems: 2, totalUniqueItems: 1, cartTotal: 100000, isEmpty: false });
  });

  it("adds 1 when no quantity is given", () => {
    expect(cartReducer(emptyCart, { type: "addItem", item: createItem() }).totalItems).toBe(1);
  });

  it("adds to the quantity of an existing line, keeping its price", () => {
    const once = cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: 1 });
    const twice = cartReducer(once, { type: "addItem", item: createItem(), quantity: 2 });
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]).toMatchObject({ quantity: 3, itemTotal: 150000 });
  });

  it("keeps two sizes of one product as two lines", () => {
    const m = cartReducer(emptyCart, { type: "addItem", item: createItem() });
    const both = cartReducer(m, { type: "addItem", item: createItem({ id: "51-L", size: "L" }), quantity: 2 });
    expect(both.items.map((l) => l.id)).toEqual(["51-M", "51-L"]);
    expect(both).toMatchObject({ totalItems: 3, totalUniqueItems: 2, cartTotal: 150000 });
  });

  it("does nothing for a quantity of 0 or less", () => {
    const cart = cartReducer(emptyCart, { type: "addItem", item: createItem() });
    expect(cartReducer(cart, { type: "addItem", item: createItem(), quantity: 0 })).toBe(cart);
    expect(cartReducer(cart, { type: "addItem", item: createItem(), quantity: -3 })).toBe(cart);
  });

  it("raises the spec's errors: an item needs an id, a new item needs a price", () => {
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem({ id: "" }) })).toThrow(
      "You must provide an `id` for items",
    );
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem({ price: undefined }) })).toThrow(
      "You must pass a `price` for new items",
    );
  });

  it("needs no price to add to an existing line", () => {
    const cart = cartReducer(emptyCart, { type: "addItem", item: createItem() });
    const more = cartReducer(cart, { type: "addItem", item: { id: "51-M" }, quantity: 4 });
    expect(more.items[0]).toMatchObject({ quantity: 5, price: 50000 });
  });

  it("refuses quantities that are not whole numbers and prices that are not whole naira", () => {
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: 1.5 })).toThrow(RangeError);
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem(), quantity: Number.NaN })).toThrow(
      RangeError,
    );
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem({ price: 99.99 }) })).toThrow(RangeError);
    expect(() => cartReducer(emptyCart, { type: "addItem", item: createItem({ price: -1 }) })).toThrow(RangeError);
  });
});

describe("updateItemQuantity", () => {
  const cart = withItems(createItem(), createItem({ id: "51-L", size: "L" }));

  it("sets the quantity and recomputes the totals", () => {
    const updated = cartReducer(cart, { type: "updateItemQuantity", id: "51-L", quantity: 5 });
    expect(updated.items[1]).toMatchObject({ quantity: 5, itemTotal: 250000 });
    expect(updated).toMatchObject({ totalItems: 6, totalUniqueItems: 2, cartTotal: 300000 });
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
  const cart = buildCart(withItems(createItem(), createItem({ id: "51-L", size: "L" })).items, { note: "gift" });

  it("removes one line", () => {
    const removed = cartReducer(cart, { type: "removeItem", id: "51-M" });
    expect(removed.items.map((l) => l.id)).toEqual(["51-L"]);
    expect(removed).toMatchObject({ totalItems: 1, totalUniqueItems: 1, cartTotal: 50000 });
  });

  it("empties every line and keeps the metadata", () => {
    const emptied = cartReducer(cart, { type: "emptyCart" });
    expect(emptied).toMatchObject({ items: [], isEmpty: true, totalItems: 0, totalUniqueItems: 0, cartTotal: 0 });
    expect(emptied.metadata).toEqual({ note: "gift" });
  });
});

describe("buildCart", () => {
  it("recomputes every line total from price and quantity", () => {
    const cart = buildCart([{ ...(createItem() as Required<CartItemInput>), quantity: 2, itemTotal: 1 }]);
    expect(cart.items[0]?.itemTotal).toBe(100000);
    expect(cart.cartTotal).toBe(100000);
  });
});
