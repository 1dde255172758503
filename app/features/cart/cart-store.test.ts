// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
const zoya = 51;
const KEY = "hazel.cart.v1";

/** A fresh module-level store, as on a new page load. */
async function loadStore() {
  vi.resetModules();
  return import("./cart-store");
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("the browser's cart store", () => {
  it("is empty on the server snapshot", async () => {
    const { cartStore } = await loadStore();
    expect(cartStore.getServerSnapshot()).toMatchObject({ cart: { isEmpty: true } });
  });

  it("reads an empty stored cart as the server's snapshot, so hydration renders nothing twice", async () => {
    const { cartStore } = await loadStore();
    expect(JSON.stringify(cartStore.getSnapshot())).toBe(JSON.stringify(cartStore.getServerSnapshot()));
  });

  it("copies its lines to the cart cookie on every change, and on first use", async () => {
    const cookie = () => document.cookie.split("; ").find((c) => c.startsWith("hazel_cart="));
    localStorage.setItem(KEY, JSON.stringify({ items: [{ productId: 51, size: "S", quantity: 1 }] }));
    const { addItem, cartStore, emptyTheCart } = await loadStore();
    const stop = cartStore.subscribe(() => {});
    expect(cookie()).toBe("hazel_cart=51.S.1");
    addItem(zoya, { size: "M", quantity: 2 });
    expect(cookie()).toBe("hazel_cart=51.S.1~51.M.2");
    emptyTheCart();
    // Max-Age=0 removes it in a browser; happy-dom keeps the empty value.
    expect(cookie() ?? "hazel_cart=").toBe("hazel_cart=");
    stop();
  });

  it("loads the stored cart's lines (product, size, quantity) on the first read, saying what it dropped", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(KEY, JSON.stringify({ items: [{ productId: 51, size: "S", quantity: 2, price: 5 }, "junk"] }));
    const { cartStore } = await loadStore();
    expect(cartStore.getSnapshot().cart.items).toEqual([{ id: "51-S", productId: 51, size: "S", quantity: 2 }]);
    expect(warn).toHaveBeenCalledWith("Cart: line 2 was dropped: it is not an object");
  });

  it("starts empty and says why when the stored cart is not JSON", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem(KEY, "{broken");
    const { cartStore } = await loadStore();
    expect(cartStore.getSnapshot()).toMatchObject({ cart: { isEmpty: true } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("the stored cart was not a cart"));
  });

  it("saves every change", async () => {
    const { addItem, updateItemQuantity, removeItem, cartStore } = await loadStore();
    addItem(zoya, { size: "M", quantity: 2 });
    addItem(zoya, { size: "L", quantity: 1 });
    updateItemQuantity("51-L", 3);
    removeItem("51-M");
    expect(cartStore.getSnapshot().cart.items.map((l) => [l.id, l.quantity])).toEqual([["51-L", 3]]);
    const stored = JSON.parse(localStorage.getItem(KEY)!);
    expect(stored.items).toEqual([expect.objectContaining({ id: "51-L", productId: 51, size: "L", quantity: 3 })]);
  });

  it("keeps working when the browser refuses to save", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { addItem, cartStore } = await loadStore();
    const real = window.localStorage;
    const full = {
      getItem: (k: string) => real.getItem(k),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    vi.spyOn(window, "localStorage", "get").mockReturnValue(full as unknown as Storage);
    addItem(zoya, { size: "", quantity: 1 });
    expect(cartStore.getSnapshot().cart.totalItems).toBe(1);
  });

  it("follows changes made in another tab", async () => {
    const { cartStore } = await loadStore();
    const listener = vi.fn();
    cartStore.subscribe(listener);
    const newValue = JSON.stringify({ items: [{ productId: 1, size: "XS", quantity: 4 }] });
    window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue }));
    expect(listener).toHaveBeenCalled();
    expect(cartStore.getSnapshot().cart).toMatchObject({ totalItems: 4, items: [{ id: "1-XS" }] });
    window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue: null }));
    expect(cartStore.getSnapshot().cart.isEmpty).toBe(true);
  });
});
