import { describe, expect, it } from "vitest";
import { shownAmount, shownPieces, type PriceView } from "./shown-price";

/** The owner's terms: ₦1,500 to $1, the dress (id 7) at her own $45.00. */
const dollars = { nairaPerDollar: 1_500, own: { 7: 4_500 } };
const rates = { usd: 0.0006, gbp: 0.0005 };
const dress = { id: 7, price: 60_000, listPrice: 60_000 };
const blouse = { id: 12, price: 35_000, listPrice: 35_000 };
const view = (v: Partial<PriceView>): PriceView => ({ currency: "usd", rates, dollars: null, ...v });

describe("the price a shopper is shown", () => {
  it("is the owner's dollar price once she allows dollars and the shopper chose US dollars", () => {
    const inDollars = view({ dollars });
    expect(shownPieces([{ product: dress, quantity: 1 }], inDollars)).toEqual({ price: "$45.00", list: "$45.00" });
    // No price of her own: the naira at her rate, rounded up to the dollar (35,000 / 1,500 = 23.3).
    expect(shownPieces([{ product: blouse, quantity: 2 }], inDollars).price).toBe("$48.00");
    expect(
      shownPieces(
        [
          { product: dress, quantity: 1 },
          { product: blouse, quantity: 2 },
        ],
        inDollars,
      ).price,
    ).toBe("$93.00");
    // A sale brings her own price down in the naira sale's proportion; the struck one is hers.
    expect(shownPieces([{ product: { ...dress, price: 48_000, sale: true }, quantity: 1 }], inDollars)).toEqual({
      price: "$36.00",
      list: "$45.00",
    });
    expect(shownAmount(45_001, inDollars)).toBe("$31.00");
  });

  it("is the rates file's conversion while dollars are off, as the spec's display currency", () => {
    expect(shownPieces([{ product: dress, quantity: 1 }], view({}))).toEqual({ price: "$36.00", list: "$36.00" });
    expect(shownPieces([{ product: blouse, quantity: 2 }], view({})).price).toBe("$42.00");
    expect(shownAmount(45_001, view({}))).toBe("$27.00");
    // Another currency chosen: the owner's dollars play no part.
    expect(shownAmount(60_000, view({ currency: "gbp", dollars }))).toBe("£30.00");
  });

  it("is the naira price without a rate, and for a naira shopper whatever the owner allows", () => {
    expect(shownPieces([{ product: dress, quantity: 2 }], view({ rates: {} })).price).toBe("₦120,000");
    expect(shownAmount(60_000, view({ currency: "eur" }))).toBe("₦60,000");
    expect(shownPieces([{ product: dress, quantity: 1 }], view({ currency: "ngn", dollars })).price).toBe("₦60,000");
    expect(shownAmount(60_000, view({ currency: "ngn", dollars }))).toBe("₦60,000");
  });
});
