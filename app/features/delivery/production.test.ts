import { describe, expect, it } from "vitest";
import { production } from "~/config/delivery";
import { canExpress, expressFee } from "./production";

// A made-to-order blouse at ₦35,000 and a ready-to-wear ensemble at ₦15,000.
const blouse = (quantity = 1) => ({ madeToOrder: true, lineTotal: 35_000 * quantity });
const ensemble = (quantity = 1) => ({ madeToOrder: false, lineTotal: 15_000 * quantity });

describe("made to order and express", () => {
  it("charges 30% of the made-to-order pieces only", () => {
    expect(production.express.percent).toBe(30);
    expect(expressFee([blouse(2)])).toBe(21_000);
    expect(expressFee([blouse(), ensemble(3)])).toBe(10_500);
    expect(expressFee([ensemble()])).toBe(0);
    expect(canExpress([ensemble()])).toBe(false);
    expect(canExpress([ensemble(), blouse()])).toBe(true);
  });

  it("rounds the supplement to whole naira", () => {
    expect(expressFee([{ madeToOrder: true, lineTotal: 1_005 }])).toBe(302); // 301.5
  });
});
