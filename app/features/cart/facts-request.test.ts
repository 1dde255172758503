import { describe, expect, it, vi } from "vitest";
import { factsAddress, fetchProductFacts, MAX_FACTS_IDS, parseFactsRequest, readFactsAnswer } from "./facts-request";
import { factsOf } from "./test-fixtures";

const [zoya] = factsOf(51);

describe("the products' facts request", () => {
  it("asks by id and reads the ids back, each once", () => {
    expect(factsAddress([51, 42])).toBe("/api/products?ids=51,42");
    expect(parseFactsRequest("?ids=51,42,51")).toEqual({ ok: true, ids: [51, 42] });
  });

  it.each(["", "?ids=", "?ids=0", "?ids=-1", "?ids=1.5", "?ids=1,,2", "?ids=abc", "?ids=1234567890", "?other=1"])(
    "refuses %j",
    (search) => expect(parseFactsRequest(search)).toMatchObject({ ok: false }),
  );

  it(`asks about at most ${MAX_FACTS_IDS} products at once`, () => {
    const ids = Array.from({ length: MAX_FACTS_IDS + 1 }, (_, i) => i + 1);
    expect(parseFactsRequest(`?ids=${ids.join(",")}`)).toEqual({
      ok: false,
      error: `ids may name at most ${MAX_FACTS_IDS} products.`,
    });
  });
});

describe("the answer", () => {
  it("keeps the well-formed facts of the products asked about", () => {
    const odd = { ...zoya, price: 1.5 };
    const noListPrice = { ...zoya, listPrice: undefined };
    const badSale = { ...zoya, sale: { name: "Black Friday", endsAt: "soon" } };
    expect(readFactsAnswer({ products: [zoya, odd, noListPrice, badSale, { ...zoya, id: 7 }, "x"] }, [51])).toEqual({
      products: [zoya],
      pricesFor: null,
    });
    expect(readFactsAnswer({ products: [] }, [51])).toEqual({ products: [], pricesFor: null });
  });

  it("keeps a product's sale and for how long the prices hold, or null for a value that is not a whole number", () => {
    const onSale = {
      ...zoya,
      price: 20000,
      sale: { name: "Black Friday", badge: "Sale", endsAt: "2026-11-30T23:00:00.000Z" },
    };
    expect(readFactsAnswer({ products: [onSale], pricesFor: 5000 }, [51])).toEqual({
      products: [onSale],
      pricesFor: 5000,
    });
    for (const pricesFor of [-1, 1.5, "5000", null])
      expect(readFactsAnswer({ products: [], pricesFor }, [51])?.pricesFor).toBeNull();
  });

  it("is not one without a list of products", () => {
    expect(readFactsAnswer({ error: "no" }, [51])).toBeUndefined();
    expect(readFactsAnswer(null, [51])).toBeUndefined();
  });

  it("is fetched from the shop, and a failed or malformed answer rejects", async () => {
    const ok = vi.fn<typeof fetch>(async () => Response.json({ products: [zoya], pricesFor: 90 }));
    await expect(fetchProductFacts([51], ok)).resolves.toEqual({ products: [zoya], pricesFor: 90 });
    expect(ok).toHaveBeenCalledWith("/api/products?ids=51", { headers: { Accept: "application/json" } });
    await expect(fetchProductFacts([51], async () => new Response("", { status: 503 }))).rejects.toThrow("503");
    await expect(fetchProductFacts([51], async () => Response.json({ nope: 1 }))).rejects.toThrow();
  });
});
