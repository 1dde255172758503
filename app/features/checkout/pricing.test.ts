import { describe, expect, it } from "vitest";
import { nairaToKobo, priceOrder } from "./pricing";
import { createLine } from "./test-fixtures";
import { findProductFacts } from "~/features/catalogue";

describe("order amounts", () => {
  it("prices BB Ensemble at its ₦15,000 selling price, in kobo, keeping its ₦30,000 list price", () => {
    expect(priceOrder([createLine({ quantity: 2 })], findProductFacts)).toEqual({
      items: [
        {
          productId: 42,
          name: "BB Ensemble",
          size: "M",
          quantity: 2,
          unitPrice: 15000,
          lineTotal: 30000,
          listPrice: 30000,
        },
      ],
      total: 30000,
      amountMinor: 3_000_000,
    });
  });

  it("adds lines from the catalogue and merges the same product and size", () => {
    const priced = priceOrder(
      [
        createLine({ productId: 1, size: "S" }), // Arcturus Blouse 160000
        createLine({ productId: 1, size: "S", quantity: 2 }),
        createLine({ productId: 1, size: "L" }),
        createLine({ productId: 69, size: "" }), // Mysthique 006 1760000
      ],
      findProductFacts,
    );
    expect(priced.items.map((i) => [i.name, i.size, i.quantity, i.lineTotal])).toEqual([
      ["Arcturus Blouse", "S", 3, 480000],
      ["Arcturus Blouse", "L", 1, 160000],
      ["Mysthique 006", "", 1, 1760000],
    ]);
    expect(priced.total).toBe(2_400_000);
    expect(priced.amountMinor).toBe(240_000_000);
  });

  it("ignores any price a tampered cart line carries", () => {
    const tampered = { ...createLine(), price: 1, itemTotal: 1 } as ReturnType<typeof createLine>;
    expect(priceOrder([tampered], findProductFacts).amountMinor).toBe(1_500_000);
  });

  it("refuses a product the catalogue lacks and an unpayable amount", () => {
    expect(() => priceOrder([createLine({ productId: 9999 })], findProductFacts)).toThrow("No product 9999");
    expect(() => nairaToKobo(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => nairaToKobo(-1)).toThrow(RangeError);
  });
});
