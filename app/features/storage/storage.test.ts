// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { aBoolean, onStoredChange, oneOf, readStored, removeStored, STORAGE_KEYS, writeStored } from "./storage";

const schema = oneOf(["ngn", "usd"]);

beforeEach(() => localStorage.clear());

/** Replaces window.localStorage with a storage whose given methods misbehave. */
function stubStorage(methods: Partial<Storage>) {
  const real = window.localStorage;
  const fake = {
    getItem: (k: string) => real.getItem(k),
    setItem: (k: string, v: string) => real.setItem(k, v),
    ...methods,
  };
  vi.spyOn(window, "localStorage", "get").mockReturnValue(fake as Storage);
}
afterEach(() => vi.restoreAllMocks());

describe("storage", () => {
  it("keeps every key in one place, the cart's versioned", () => {
    expect(STORAGE_KEYS).toEqual({
      cart: "hazel.cart.v1",
      currency: "selectedCurrency",
      signedUp: "hasSignedUp",
      invitedOnPhone: "hazel.signupInvited.v1",
      viewedProduct: "hazel.viewedProduct.v1",
    });
  });

  it("writes JSON and reads it back through the schema", () => {
    expect(writeStored(STORAGE_KEYS.currency, "usd")).toBe(true);
    expect(localStorage.getItem("selectedCurrency")).toBe('"usd"');
    expect(readStored(STORAGE_KEYS.currency, schema, "ngn")).toBe("usd");
  });

  it("reads plain (non-JSON) values written by older pages", () => {
    localStorage.setItem("selectedCurrency", "usd");
    localStorage.setItem("hasSignedUp", "true");
    expect(readStored(STORAGE_KEYS.currency, schema, "ngn")).toBe("usd");
    expect(readStored(STORAGE_KEYS.signedUp, aBoolean, false)).toBe(true);
  });

  it("falls back quietly when nothing is stored", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(readStored(STORAGE_KEYS.currency, schema, "ngn")).toBe("ngn");
    expect(warn).not.toHaveBeenCalled();
  });

  it("falls back, saying why, when the stored value does not match", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    localStorage.setItem("selectedCurrency", '"yen"');
    expect(readStored(STORAGE_KEYS.currency, schema, "ngn")).toBe("ngn");
    expect(warn).toHaveBeenCalledWith('Ignoring the stored "selectedCurrency": expected one of ngn, usd, found "yen"');
  });

  it("falls back when local storage itself throws (blocked storage)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubStorage({
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(readStored(STORAGE_KEYS.currency, schema, "ngn")).toBe("ngn");
    expect(warn).toHaveBeenCalled();
  });

  it("reports a refused write (quota) instead of throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubStorage({
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    expect(writeStored(STORAGE_KEYS.cart, { items: [] })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Could not save"), expect.any(DOMException));
  });

  it("removes a key", () => {
    writeStored(STORAGE_KEYS.signedUp, true);
    removeStored(STORAGE_KEYS.signedUp);
    expect(localStorage.getItem("hasSignedUp")).toBeNull();
  });

  it("tells of changes made by other tabs to its key only", () => {
    const listener = vi.fn();
    const stop = onStoredChange(STORAGE_KEYS.currency, listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "selectedCurrency", newValue: '"usd"' }));
    window.dispatchEvent(new StorageEvent("storage", { key: "other", newValue: "x" }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(listener.mock.calls).toEqual([['"usd"'], [null]]);
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: "selectedCurrency", newValue: '"ngn"' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
