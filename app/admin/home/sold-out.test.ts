import { describe, expect, it } from "vitest";
import { soldOutProducts } from "./sold-out";

describe("the home's sold-out products", () => {
  const names: Record<number, string> = { 3: "Orion Dress", 7: "Adaeze Kaftan" };

  it("names each product once with its sold-out sizes in the shop's order, the products by name", () => {
    const rows = [
      { productId: 3, size: "XL" },
      { productId: 7, size: "M" },
      { productId: 3, size: "S" },
      { productId: 9, size: "L" },
    ];
    expect(soldOutProducts(rows, (id) => names[id], ["XS", "S", "M", "L", "XL"])).toEqual([
      { productId: 7, name: "Adaeze Kaftan", sizes: ["M"] },
      { productId: 3, name: "Orion Dress", sizes: ["S", "XL"] },
      { productId: 9, name: "Product 9", sizes: ["L"] },
    ]);
  });

  it("is empty when nothing is sold out", () => {
    expect(soldOutProducts([], (id) => names[id], ["S"])).toEqual([]);
  });
});
