// @vitest-environment happy-dom
import { expect, it, vi } from "vitest";
import { createExternalStore, loadStores } from "./external-store";

it("loads every store once, ahead of its first reader", () => {
  const load = vi.fn(() => ({ count: 2 }));
  const store = createExternalStore({ serverSnapshot: { count: 0 }, load });
  expect(load).not.toHaveBeenCalled();
  loadStores();
  expect(load).toHaveBeenCalledOnce();
  expect(store.getSnapshot()).toEqual({ count: 2 });
  loadStores();
  expect(load).toHaveBeenCalledOnce();
});
