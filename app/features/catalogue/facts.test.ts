import { describe, expect, it } from "vitest";
import { findProductFacts, productFacts } from "./facts";
import { productById } from "./products";

describe("a product's facts", () => {
  it("are what the browser needs to sell it: name, page, price, card picture, made to order, sizes", () => {
    expect(productFacts(productById(51)!)).toEqual({
      id: 51,
      name: "Zoya Dress",
      path: "/bubble-girl/zoya-dress",
      price: 50_000,
      listPrice: 50_000,
      imageKey: "products/zoya-dress/1",
      madeToOrder: true,
      sizes: ["XS", "S", "M", "L", "XL", "2XL", "3XL"],
    });
  });

  it("know the collections, made to order, from the ready-to-wear shop line", () => {
    expect(findProductFacts(12)?.madeToOrder).toBe(true); // Genesis
    expect(findProductFacts(64)?.madeToOrder).toBe(true); // Mysthique
    expect(findProductFacts(42)).toMatchObject({ name: "BB Ensemble", price: 15_000, madeToOrder: false });
  });

  it("give a combo's part no page, and a product the catalogue lacks no facts", () => {
    expect(findProductFacts(59)).toMatchObject({ name: "Bubble Shirt", path: null });
    expect(findProductFacts(9999)).toBeUndefined();
  });
});
