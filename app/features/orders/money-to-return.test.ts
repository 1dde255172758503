import { describe, expect, it } from "vitest";
import {
  formatAmount,
  moneyToReturnDetails,
  moneyToReturnNote,
  paymentKey,
  readMoneyToReturn,
} from "./money-to-return";

const tx = { reference: "HZL-ABCDEFGH2345", status: "success", amount: 1_500_000, currency: "NGN" };

describe("money to return", () => {
  it("tells one payment from another by Paystack's transaction id, else by what it was", () => {
    expect(paymentKey({ ...tx, id: 42 })).toBe("paystack:42");
    expect(paymentKey(tx)).toBe("paystack:HZL-ABCDEFGH2345:1500000:NGN");
  });

  it("reads back only the events that record it", () => {
    const details = moneyToReturnDetails({ ...tx, id: 42, channel: "card" });
    expect(readMoneyToReturn(JSON.parse(JSON.stringify(details)))).toEqual(details);
    expect(readMoneyToReturn({ ...tx, id: 42 })).toBeUndefined();
    expect(readMoneyToReturn({ kind: "note" })).toBeUndefined();
    expect(readMoneyToReturn(null)).toBeUndefined();
  });

  it("writes amounts to the kobo, and other currencies by their code", () => {
    expect(formatAmount(1_500_000, "NGN")).toBe("₦15,000");
    expect(formatAmount(15_050, "NGN")).toBe("₦150.50");
    expect(formatAmount(1_200, "USD")).toBe("$12.00");
    expect(formatAmount(12_050, "USD")).toBe("$120.50");
    expect(formatAmount(1_205, "GBP")).toBe("GBP 12.05");
  });

  it("says how much, Paystack's reference, when, and why the order did not take it", () => {
    const seen = new Date("2026-11-25T09:30:00Z");
    expect(
      moneyToReturnNote({ ...tx, id: 42, paidAt: "2026-11-25T09:00:00.000Z" }, { stateLabel: "Cancelled" }, seen),
    ).toBe(
      "Paystack took ₦15,000 (reference HZL-ABCDEFGH2345, transaction 42, paid 25 November 2026 at 10:00 WAT) while the order was cancelled: return it to the shopper.",
    );
    expect(
      moneyToReturnNote(
        { ...tx, amount: 100 },
        { stateLabel: "In review", mismatch: "Paystack amount 100 kobo differs." },
        seen,
      ),
    ).toBe(
      "Paystack took ₦1 (reference HZL-ABCDEFGH2345, paid 25 November 2026 at 10:30 WAT) while the order was in review (Paystack amount 100 kobo differs): return it to the shopper.",
    );
  });
});
