import { describe, expect, it } from "vitest";
import { canShow, shownCurrency, unshown } from "./currency-choice";
import type { CurrencySnapshot } from "./currency-store";

const dollars = { nairaPerDollar: 1_500, own: {} };
const snapshot = (s: Partial<CurrencySnapshot>): CurrencySnapshot => ({
  currency: "usd",
  rates: {},
  unavailable: false,
  dollars: null,
  ...s,
});

describe("the header's currency choice", () => {
  it("says US dollars on the owner's terms when the rates file failed", () => {
    const failed = snapshot({ unavailable: true, dollars });
    expect(shownCurrency(failed)).toBe("usd");
    expect(canShow("usd", failed)).toBe(true);
    expect(unshown(failed)).toBe("gbp eur");
  });

  it("says naira and marks every other currency unavailable when the rates failed and dollars are off", () => {
    const failed = snapshot({ unavailable: true });
    expect(shownCurrency(failed)).toBe("ngn");
    expect(unshown(failed)).toBe("usd gbp eur");
    expect(shownCurrency({ ...failed, currency: "gbp", dollars })).toBe("ngn");
  });

  it("says her choice while the rates have not failed", () => {
    expect(shownCurrency(snapshot({ currency: "eur" }))).toBe("eur");
    expect(unshown(snapshot({}))).toBe("");
  });
});
