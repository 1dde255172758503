import { describe, expect, it } from "vitest";
import { currentCatalogue, replaceCatalogue } from "~/features/catalogue";
import { factsOf } from "~/features/cart/test-fixtures";
import { loader } from "./api.products";

const get = async (search: string) => {
  const response = loader({ request: new Request(`http://shop.test/api/products${search}`) });
  return { status: response.status, cache: response.headers.get("Cache-Control"), body: await response.json() };
};

describe("GET /api/products", () => {
  it("answers the facts of the products the shop sells among those asked about, never cached", async () => {
    expect(await get("?ids=51,9999,42")).toEqual({
      status: 200,
      cache: "no-store",
      body: { products: factsOf(51, 42), pricesFor: null },
    });
  });

  it("says for how many ms the prices hold when a sale is due to start or end", async () => {
    const catalogue = currentCatalogue();
    replaceCatalogue(catalogue, { at: Date.now() + 60_000, rebuild: () => replaceCatalogue(catalogue) });
    try {
      const { body } = await get("?ids=51");
      expect(body.pricesFor).toBeGreaterThan(50_000);
      expect(body.pricesFor).toBeLessThanOrEqual(60_000);
    } finally {
      replaceCatalogue(catalogue);
    }
  });

  it("refuses a malformed list with a clear message", async () => {
    expect(await get("?ids=51,x")).toEqual({
      status: 400,
      cache: "no-store",
      body: { error: "ids must be product ids (whole numbers) separated by commas." },
    });
  });
});
