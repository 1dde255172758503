import { describe, expect, it } from "vitest";
import { cartPlanTerms, piecePlans } from "./cart-plan";
import type { PlanTerms } from "./terms";

const forty: PlanTerms = { firstPercent: 40, parts: 3, anchor: "ready-by", fee: 0, cancel: { kind: "credit" } };
const half: PlanTerms = { ...forty, firstPercent: 50, parts: 2 };
const piece = (productId: number, lineTotal: number, more: { madeToOrder?: boolean; onSale?: boolean } = {}) => ({
  productId,
  lineTotal,
  madeToOrder: more.madeToOrder ?? true,
  onSale: more.onSale ?? false,
});

describe("the plan a cart may be paid on", () => {
  it("is the plan of its dearest made-to-order piece, for the whole order", () => {
    expect(cartPlanTerms([piece(1, 5_000), piece(2, 90_000)], { 1: half, 2: forty })).toBe(forty);
    expect(cartPlanTerms([piece(1, 95_000), piece(2, 90_000)], { 1: half, 2: forty })).toBe(half);
  });

  it("is none when the dearest piece has no plan, even if a cheaper one has", () => {
    expect(cartPlanTerms([piece(1, 5_000), piece(2, 90_000)], { 1: half })).toBeUndefined();
  });

  it("is none when a piece is ready to wear or on sale, or the cart is empty", () => {
    expect(cartPlanTerms([piece(2, 90_000), piece(3, 1_000, { madeToOrder: false })], { 2: forty })).toBeUndefined();
    expect(cartPlanTerms([piece(2, 90_000, { onSale: true })], { 2: forty })).toBeUndefined();
    expect(cartPlanTerms([], { 2: forty })).toBeUndefined();
  });
});

describe("each piece's plan", () => {
  const own = new Map([[1, half]]);
  const collections = new Map([["naledi", forty]]);

  it("is the product's own plan, which wins over its collection's", () => {
    expect(piecePlans([{ productId: 1, collection: "naledi" }], own, collections)).toEqual({ 1: half });
  });

  it("is its collection's when the product has none", () => {
    expect(piecePlans([{ productId: 2, collection: "naledi" }], own, collections)).toEqual({ 2: forty });
  });

  it("is none when neither the product nor its collection has one", () => {
    expect(piecePlans([{ productId: 3, collection: "genesis" }], own, collections)).toEqual({});
    expect(piecePlans([{ productId: 3, collection: undefined }], own, collections)).toEqual({});
  });

  it("gives a cart of a collection on a plan that plan, for its dearest piece", () => {
    const plans = piecePlans(
      [
        { productId: 2, collection: "naledi" },
        { productId: 3, collection: "genesis" },
      ],
      own,
      collections,
    );
    expect(cartPlanTerms([piece(2, 90_000), piece(3, 5_000)], plans)).toBe(forty);
    expect(cartPlanTerms([piece(2, 5_000), piece(3, 90_000)], plans)).toBeUndefined();
  });
});
