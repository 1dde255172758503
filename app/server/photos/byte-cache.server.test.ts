import { describe, expect, it } from "vitest";
import { ByteCache } from "./byte-cache.server";

const bytes = (n: number) => Buffer.alloc(n);

describe("the bounded cache of served photos", () => {
  it("lets the least recently used go once it holds more bytes than its bound", () => {
    const cache = new ByteCache(100);
    cache.set("a", bytes(20));
    cache.set("b", bytes(20));
    cache.set("c", bytes(20));
    cache.get("a");
    cache.set("d", bytes(20));
    cache.set("e", bytes(25));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(["a", "b", "c", "d", "e"].filter((k) => cache.get(k))).toEqual(["a", "c", "d", "e"]);
  });

  it("keeps nothing larger than a quarter of its bound, and forgets what it is told to", () => {
    const cache = new ByteCache(100);
    cache.set("big", bytes(26));
    expect(cache.get("big")).toBeUndefined();
    cache.set("x", bytes(10));
    cache.set("x", bytes(12));
    expect(cache.bytes).toBe(12);
    cache.delete("x");
    expect(cache.bytes).toBe(0);
    cache.set("/img/p/ab.320.webp", bytes(5));
    cache.set("/img/p/ab.640.avif", bytes(5));
    cache.set("/img/p/cd.320.webp", bytes(5));
    cache.deleteStartingWith("/img/p/ab.");
    expect(cache.bytes).toBe(5);
    expect(cache.get("/img/p/cd.320.webp")).toBeDefined();
  });
});
