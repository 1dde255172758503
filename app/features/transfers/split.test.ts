import { describe, expect, it } from "vitest";
import { money, nairaUnits } from "~/features/currency";
import { readAmountToPay, splitTransfer } from "./split";

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
const owing = [
  { reference: "HZL-NEWER", placedAt: day(20), owed: nairaUnits(50_000) },
  { reference: "HZL-OLDER", placedAt: day(2), owed: nairaUnits(30_000) },
  { reference: "HZL-PAID", placedAt: day(1), owed: 0 },
];

describe("a transfer to her own account", () => {
  it("goes to her oldest order that owes, then the next, the rest her credit", () => {
    expect(splitTransfer(nairaUnits(100_000), owing, null)).toEqual({
      parts: [
        { reference: "HZL-OLDER", amount: nairaUnits(30_000) },
        { reference: "HZL-NEWER", amount: nairaUnits(50_000) },
      ],
      rest: nairaUnits(20_000),
    });
  });

  it("goes first to the order she chose while it owes", () => {
    expect(splitTransfer(nairaUnits(40_000), owing, "HZL-NEWER")).toEqual({
      parts: [{ reference: "HZL-NEWER", amount: nairaUnits(40_000) }],
      rest: 0,
    });
    expect(splitTransfer(nairaUnits(10_000), owing, "HZL-PAID").parts).toEqual([
      { reference: "HZL-OLDER", amount: nairaUnits(10_000) },
    ]);
  });

  it("is all credit when nothing is owed", () => {
    expect(splitTransfer(nairaUnits(5_000), [], null)).toEqual({ parts: [], rest: nairaUnits(5_000) });
  });
});

describe("pay an amount", () => {
  const owed = money(nairaUnits(26_250), "NGN");
  it("takes an amount from a naira up to what the order owes", () => {
    expect(readAmountToPay("10,000", owed)).toEqual({ ok: true, amount: nairaUnits(10_000) });
    expect(readAmountToPay("₦26,250", owed)).toEqual({ ok: true, amount: nairaUnits(26_250) });
    expect(readAmountToPay("1", owed)).toEqual({ ok: true, amount: nairaUnits(1) });
  });
  it("refuses nothing, more than it owes, and what is not an amount", () => {
    expect(readAmountToPay("0", owed)).toMatchObject({ ok: false, error: "Pay at least ₦1." });
    expect(readAmountToPay("26,251", owed)).toMatchObject({
      ok: false,
      error: "The order owes ₦26,250: pay at most that.",
    });
    expect(readAmountToPay("abc", owed).ok).toBe(false);
  });
});
