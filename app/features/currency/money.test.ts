import { describe, expect, it } from "vitest";
import {
  formatMoney,
  formatPrice,
  formatSignedMoney,
  ledgerFieldValue,
  ledgerMoney,
  money,
  orderCurrency,
  parseMoney,
  parseNaira,
  signedLedgerMoney,
} from "./money";

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

describe("a ledger amount: kobo, or cents of a dollar order", () => {
  it("is written in its own currency, never converted", () => {
    expect(ledgerMoney(16_000_000, "NGN")).toBe("₦160,000");
    expect(ledgerMoney(16_000_050, "NGN")).toBe("₦160,000.50"); // kobo shown only when there are some
    expect(ledgerMoney(123_405, "USD")).toBe("$1,234.05");
    expect(ledgerMoney(5, "USD")).toBe("$0.05");
    expect(signedLedgerMoney(-2_050, "USD")).toBe("\u2212$20.50");
    expect(signedLedgerMoney(1_000_000, "NGN")).toBe("+₦10,000");
    expect(signedLedgerMoney(-1_000_050, "NGN")).toBe("\u2212₦10,000.50");
  });

  it("is shown in a form's field in the units parseMoney reads back", () => {
    expect(ledgerFieldValue(3_500_000, "NGN")).toBe("35000");
    expect(ledgerFieldValue(12_050, "USD")).toBe("120.50");
    for (const amount of [money(3_500_000, "NGN"), money(12_050, "USD"), money(5, "USD")])
      expect(parseMoney(ledgerFieldValue(amount.amount, amount.currency), amount.currency)).toEqual({
        ok: true,
        money: amount,
      });
  });
});

describe("money values", () => {
  it("format in their own currency", () => {
    expect(formatMoney(money(1_200_000, "NGN"))).toBe("₦12,000");
    expect(formatMoney(money(12000, "USD"))).toBe("$120.00");
    expect(formatSignedMoney(money(-12050, "USD"))).toBe("\u2212$120.50");
    expect(formatSignedMoney(money(400_000, "NGN"))).toBe("+₦4,000");
  });

  it("are read from what the owner types, in the form's currency", () => {
    const naira = (typed: string) => parseMoney(typed, "NGN");
    const dollars = (typed: string) => parseMoney(typed, "USD");
    for (const typed of ["₦35,000", "35000", " 35 000 ", "35k", "35K", "NGN 35,000", "35000.00", "35.0k"])
      expect(naira(typed), typed).toEqual({ ok: true, money: money(3_500_000, "NGN") });
    expect(naira("1.5k")).toEqual({ ok: true, money: money(150_000, "NGN") });
    expect(parseNaira("₦35,000")).toEqual({ ok: true, naira: 35_000 });
    for (const typed of ["$120.50", "120.5", "USD 120.50", "$ 120.50", "0.1205k"])
      expect(dollars(typed), typed).toEqual({ ok: true, money: money(12050, "USD") });
    expect(dollars("1,200")).toEqual({ ok: true, money: money(120000, "USD") });
  });

  it("refuse in words what is not an amount in the form's currency", () => {
    expect(parseMoney("", "NGN")).toEqual({ ok: false, error: "Type an amount: type it like ₦35,000 or 35k." });
    expect(parseMoney("abc", "NGN")).toMatchObject({
      ok: false,
      error: expect.stringContaining('"abc" is not an amount'),
    });
    expect(parseMoney("-500", "NGN")).toMatchObject({ ok: false });
    expect(parseMoney("1e5", "NGN")).toMatchObject({ ok: false });
    expect(parseMoney("35000.50", "NGN")).toMatchObject({ ok: false, error: expect.stringContaining("whole") });
    expect(parseMoney("35.000", "NGN")).toMatchObject({ ok: false, error: expect.stringContaining("two decimals") });
    expect(parseMoney("120.505", "USD")).toMatchObject({ ok: false, error: expect.stringContaining("two decimals") });
    expect(parseMoney("$120", "NGN")).toMatchObject({ ok: false, error: expect.stringContaining("naira") });
    expect(parseMoney("₦120", "USD")).toMatchObject({ ok: false, error: expect.stringContaining("US dollars") });
    expect(parseMoney("9".repeat(12) + "k", "USD")).toMatchObject({
      ok: false,
      error: expect.stringContaining("large"),
    });
  });

  it("say an order's currency by one rule", () => {
    expect(orderCurrency("GB", true)).toBe("USD");
    expect(orderCurrency("GB", false)).toBe("NGN");
    expect(orderCurrency("NG", true)).toBe("NGN");
    expect(orderCurrency("", true)).toBe("NGN");
  });
});
