import { describe, expect, it } from "vitest";
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
      body: { products: factsOf(51, 42) },
    });
  });

  it("refuses a malformed list with a clear message", async () => {
    expect(await get("?ids=51,x")).toEqual({
      status: 400,
      cache: "no-store",
      body: { error: "ids must be product ids (whole numbers) separated by commas." },
    });
  });
});
