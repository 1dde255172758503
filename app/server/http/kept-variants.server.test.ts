import { describe, expect, it } from "vitest";
import { ENTRY_OVERHEAD_BYTES } from "../base/bounded-cache.server";
import { KEPT_PAGES, keptVariants, LONGEST_KEPT_VARIANT, type Freshness } from "./kept-variants.server";

const page = (text: string) => Buffer.from(text);

describe("keptVariants", () => {
  it("sends a page back only for its address, encoding and variant", () => {
    const now: Freshness = { source: {}, ms: Infinity };
    const kept = keptVariants(() => now);
    kept.set("/cart", "br", "3.M.1", page("a"), now);
    expect(kept.get("/cart", "br", "3.M.1")?.toString()).toBe("a");
    expect(kept.get("/cart", "gzip", "3.M.1")).toBeUndefined();
    expect(kept.get("/cart", "br", "3.M.2")).toBeUndefined();
    expect(kept.get("/checkout", "br", "3.M.1")).toBeUndefined();
  });

  it("never sends a page rendered from a catalogue that is no longer current", () => {
    let now: Freshness = { source: {}, ms: Infinity };
    const kept = keptVariants(() => now);
    kept.set("/cart", "br", "", page("before"), now);
    now = { source: {}, ms: Infinity };
    expect(kept.get("/cart", "br", "")).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it("keeps a page only as long as the clock keeps it true", () => {
    const now: Freshness = { source: {}, ms: 1000 };
    const kept = keptVariants(() => now);
    kept.set("/cart", "br", "", page("a"), now, 5000);
    expect(kept.get("/cart", "br", "", 5999)).toBeDefined();
    expect(kept.get("/cart", "br", "", 6000)).toBeUndefined();
    kept.set("/cart", "br", "", page("a"), { ...now, ms: 0 }, 7000);
    expect(kept.get("/cart", "br", "", 7000)).toBeUndefined();
  });

  it("drops the least recently sent past its limit, and never keeps a long cookie", () => {
    const now: Freshness = { source: {}, ms: Infinity };
    const kept = keptVariants(() => now, { maxEntries: 2, maxBytes: 1024 * 1024 });
    kept.set("/cart", "br", "1", page("1"), now);
    kept.set("/cart", "br", "2", page("2"), now);
    kept.get("/cart", "br", "1");
    kept.set("/cart", "br", "3", page("3"), now);
    expect(kept.get("/cart", "br", "2")).toBeUndefined();
    expect(kept.get("/cart", "br", "1")).toBeDefined();
    expect(kept.get("/cart", "br", "3")).toBeDefined();
    kept.set("/cart", "br", "x".repeat(LONGEST_KEPT_VARIANT + 1), page("long"), now);
    expect(kept.size).toBe(2);
  });

  it("counts its pages and their keys in bytes, and never holds more than its bound", () => {
    const now: Freshness = { source: {}, ms: Infinity };
    const kept = keptVariants(() => now);
    // Pages of 100 kB under the longest cookies kept: 256 of them would be 26 MB.
    const body = Buffer.alloc(100 * 1024, 7);
    const cookie = (i: number) => `${i}.`.padEnd(LONGEST_KEPT_VARIANT, "x");
    for (let i = 0; i < KEPT_PAGES.maxEntries; i++) kept.set("/checkout", "gzip", cookie(i), body, now);
    expect(kept.bytes).toBeLessThanOrEqual(KEPT_PAGES.maxBytes);
    const each = ENTRY_OVERHEAD_BYTES + 2 * `/checkout\ngzip\n${cookie(0)}`.length + body.length;
    expect(kept.size).toBe(Math.floor(KEPT_PAGES.maxBytes / each));
    expect(kept.bytes).toBe(kept.size * each);
    // The most recent are the ones kept.
    expect(kept.get("/checkout", "gzip", cookie(KEPT_PAGES.maxEntries - 1))).toBe(body);
    expect(kept.get("/checkout", "gzip", cookie(0))).toBeUndefined();
    // A page larger than a quarter of the bound is sent, never kept.
    kept.set("/cart", "br", "big", Buffer.alloc(KEPT_PAGES.maxBytes / 4), now);
    expect(kept.get("/cart", "br", "big")).toBeUndefined();
  });
});
