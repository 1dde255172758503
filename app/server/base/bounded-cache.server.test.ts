import { describe, expect, it } from "vitest";
import { BoundedCache, ENTRY_OVERHEAD_BYTES } from "./bounded-cache.server";

describe("BoundedCache", () => {
  it("counts each entry's key as well as its value, and drops the least recently used past the bound", () => {
    const cache = new BoundedCache<string>({ maxBytes: 4 * (ENTRY_OVERHEAD_BYTES + 2 * 10 + 100), maxKeyLength: 100 });
    for (const key of ["aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc", "dddddddddd"])
      expect(cache.set(key, key, 100)).toBe(true);
    expect(cache.bytes).toBe(4 * (ENTRY_OVERHEAD_BYTES + 20 + 100));
    expect(cache.get("aaaaaaaaaa")).toBe("aaaaaaaaaa"); // now the most recent: b is the oldest
    cache.set("eeeeeeeeee", "e", 100);
    expect(cache.peek("bbbbbbbbbb")).toBeUndefined();
    expect(cache.size).toBe(4);
  });

  it("never keeps a key longer than its longest, however small its value", () => {
    const cache = new BoundedCache<string>({ maxBytes: 1024 * 1024, maxKeyLength: 64 });
    expect(cache.set("k".repeat(65), "/", 2)).toBe(false);
    expect(cache.peek("k".repeat(65))).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.set("k".repeat(64), "/", 2)).toBe(true);
  });

  it("holds at most its bound in bytes however many keys it is given, and no entry over a quarter of it", () => {
    const cache = new BoundedCache<number>({ maxBytes: 64 * 1024, maxKeyLength: 2000 });
    for (let i = 0; i < 10_000; i++) cache.set(`/hazelbee/shop?size=${i}-${"x".repeat(1500)}`, i, 1);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.size).toBe(Math.floor((64 * 1024) / (ENTRY_OVERHEAD_BYTES + 2 * 1526 + 1)));
    expect(cache.set("big", 1, 16 * 1024)).toBe(false);
  });

  it("keeps at most maxEntries when given, and forgets everything on clear", () => {
    const cache = new BoundedCache<number>({ maxBytes: 1024 * 1024, maxKeyLength: 10, maxEntries: 2 });
    cache.set("a", 1, 8);
    cache.set("b", 2, 8);
    cache.set("c", 3, 8);
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual([undefined, 2, 3]);
    cache.delete("b");
    expect(cache.size).toBe(1);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
