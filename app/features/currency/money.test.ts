import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

const rates = { usd: 0.000601, gbp: 0.0075, eur: 0.00055 };

describe("formatPrice", () => {
  it("shows naira whole, with en-US grouping", () => {
    expect(formatPrice(160000)).toBe("₦160,000");
    expect(formatPrice(1760000)).toBe("₦1,760,000");
    expect(formatPrice(0)).toBe("₦0");
    expect(formatPrice(15000, "ngn", rates)).toBe("₦15,000");
  });

  it("converts naira × rate with exactly two decimals", () => {
    expect(formatPrice(160000, "usd", rates)).toBe("$96.16");
    expect(formatPrice(160600, "gbp", rates)).toBe("£1,204.50");
    expect(formatPrice(160000, "eur", rates)).toBe("€88.00");
    expect(formatPrice(1100000, "usd", { usd: 0.00065 })).toBe("$715.00");
  });

  it("keeps the naira price when the currency has no rate", () => {
    expect(formatPrice(160000, "usd")).toBe("₦160,000");
    expect(formatPrice(160000, "gbp", { usd: 0.0006 })).toBe("₦160,000");
  });

  it("writes what Intl's en-US formatting writes, for every kind of amount", () => {
    const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const twoDecimals = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const naira of [0, 1, 12, 999, 1000, 15000, 99999, 100000, 999999, 1000000, 12345678, 987654321]) {
      expect(formatPrice(naira)).toBe(`₦${whole.format(naira)}`);
      for (const rate of [0.000601, 0.0007, 0.00055, 0.0075, 0.00123456, 1.5])
        expect(formatPrice(naira, "usd", { usd: rate })).toBe(`$${twoDecimals.format(naira * rate)}`);
    }
  });
});
