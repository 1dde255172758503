import { describe, expect, it } from "vitest";
import { formatPrice, ledgerFieldValue, ledgerMoney, signedLedgerMoney, typedLedgerUnits } from "./money";

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

describe("a ledger amount: whole naira, or whole cents of a dollar order", () => {
  it("is written in its own currency, never converted", () => {
    expect(ledgerMoney(160_000, "NGN")).toBe("₦160,000");
    expect(ledgerMoney(123_405, "USD")).toBe("$1,234.05");
    expect(ledgerMoney(5, "USD")).toBe("$0.05");
    expect(signedLedgerMoney(-2_050, "USD")).toBe("\u2212$20.50");
    expect(signedLedgerMoney(10_000, "NGN")).toBe("+₦10,000");
  });

  it("is shown in a form's field and read back from it in the same units", () => {
    expect(ledgerFieldValue(35_000, "NGN")).toBe("35000");
    expect(ledgerFieldValue(12_050, "USD")).toBe("120.50");
    for (const [typed, cents] of [
      ["120.50", "12050"],
      ["120.5", "12050"],
      ["$1,200", "120000"],
      [" 0.05 ", "5"],
      ["", ""],
    ])
      expect(typedLedgerUnits(typed!, "USD")).toBe(cents);
    for (const typed of ["12.345", "twelve", "1.2.3", "-5"]) expect(typedLedgerUnits(typed, "USD")).toBeUndefined();
    // Naira is the form reader's to check, as typed.
    expect(typedLedgerUnits("₦35,000", "NGN")).toBe("₦35,000");
  });
});
