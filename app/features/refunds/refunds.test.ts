import { describe, expect, it } from "vitest";
import type { Payment } from "~/features/payments";
import {
  readRefundAmount,
  refundableOf,
  refundStatusAfter,
  refundStatusWords,
  takenBy,
  type RefundLine,
} from "./refunds";

const pay = (
  reference: string,
  amount: number,
  status: Payment["status"] = "succeeded",
  verdict: Payment["verdict"] = null,
  currency: Payment["currency"] = "NGN",
) => ({ reference, amount, status, verdict, currency }) as const;
const refund = (amount: number, status: RefundLine["status"], paymentReference = "HZL-A"): RefundLine => ({
  paymentReference,
  amount,
  status,
});

describe("what a payment took", () => {
  it("is a succeeded payment's amount, what Paystack took on one in review, else nothing", () => {
    expect(takenBy(pay("HZL-A", 35_000))).toBe(35_000);
    const review = { reference: "HZL-A", status: "success", amount: 3_000_050, currency: "NGN" };
    expect(takenBy(pay("HZL-A", 35_000, "review", review))).toBe(3_000_050);
    expect(takenBy(pay("HZL-A", 35_000, "review", { ...review, currency: "USD" }))).toBe(0);
    // A dollar payment in review took what Paystack said in cents; naira on it is never counted.
    const cents = { ...review, amount: 12_050, currency: "USD" };
    expect(takenBy(pay("HZL-A", 12_000, "review", cents, "USD"))).toBe(12_050);
    expect(takenBy(pay("HZL-A", 12_000, "review", review, "USD"))).toBe(0);
    expect(takenBy(pay("HZL-A", 35_000, "open"))).toBe(0);
    expect(takenBy(pay("HZL-A", 35_000, "reported"))).toBe(0);
  });
});

describe("what may still be refunded", () => {
  it("is what was paid less what is refunded or on its way back; a failed refund gives its amount back", () => {
    const p = pay("HZL-A", 35_000);
    expect(refundableOf(p, [])).toBe(35_000);
    expect(refundableOf(p, [refund(10_000, "processed"), refund(5_000, "pending")])).toBe(20_000);
    expect(refundableOf(p, [refund(10_000, "unsent"), refund(5_000, "sending")])).toBe(20_000);
    expect(refundableOf(p, [refund(10_000, "needs-attention"), refund(5_000, "processing")])).toBe(20_000);
    expect(refundableOf(p, [refund(35_000, "failed")])).toBe(35_000);
    expect(refundableOf(p, [refund(35_000, "processed", "HZL-A-2")])).toBe(35_000);
    expect(refundableOf(p, [refund(40_000, "processed")])).toBe(0);
    expect(refundableOf(pay("HZL-A", 35_000, "open"), [])).toBe(0);
  });
});

describe("the owner's amount", () => {
  it("is in kobo (the form reads the naira she typed), above nothing, at most what may be refunded", () => {
    expect(readRefundAmount("3,500,000", 3_500_000)).toEqual({ ok: true, amount: 3_500_000 });
    expect(readRefundAmount("₦ 1 250 000", 3_500_000)).toEqual({ ok: true, amount: 1_250_000 });
    expect(readRefundAmount("", 3_500_000)).toMatchObject({
      ok: false,
      error: expect.stringContaining("Enter the amount"),
    });
    expect(readRefundAmount("12.50", 3_500_000)).toMatchObject({
      ok: false,
      error: expect.stringContaining("kobo"),
    });
    expect(readRefundAmount("0", 3_500_000)).toMatchObject({ ok: false, error: expect.stringContaining("above ₦0") });
    expect(readRefundAmount("3500001", 3_500_000)).toMatchObject({
      ok: false,
      error: expect.stringContaining("At most ₦35,000"),
    });
    expect(readRefundAmount("1", 0)).toMatchObject({ ok: false, error: expect.stringContaining("Nothing is left") });
  });
});

describe("the owner's amount on a dollar payment", () => {
  it("is whole cents, capped and said in dollars and cents", () => {
    expect(readRefundAmount("2050", 12_050, "USD")).toEqual({ ok: true, amount: 2_050 });
    expect(readRefundAmount("12051", 12_050, "USD")).toMatchObject({
      ok: false,
      error: expect.stringContaining("At most $120.50 can be refunded"),
    });
    expect(readRefundAmount("0", 12_050, "USD")).toEqual({ ok: false, error: "Enter an amount above $0.00." });
    expect(readRefundAmount("", 12_050, "USD")).toEqual({
      ok: false,
      error: "Enter the amount to refund, in US dollars.",
    });
  });
});

describe("a refund's status", () => {
  it("follows Paystack, never leaves a final word, never goes back to pending", () => {
    expect(refundStatusAfter("sending", "pending")).toBe("pending");
    expect(refundStatusAfter("unsent", "processed")).toBe("processed");
    expect(refundStatusAfter("pending", "needs-attention")).toBe("needs-attention");
    expect(refundStatusAfter("needs-attention", "processing")).toBe("processing");
    expect(refundStatusAfter("processing", "pending")).toBe("processing");
    expect(refundStatusAfter("processed", "failed")).toBe("processed");
    expect(refundStatusAfter("failed", "processed")).toBe("failed");
  });

  it("is told in words, with what to do when something is left to do", () => {
    expect(refundStatusWords("processed", null)).toEqual({ label: "Processed: the money was sent back", todo: null });
    expect(refundStatusWords("failed", "Account closed").todo).toContain("Paystack said: Account closed.");
    expect(refundStatusWords("needs-attention", null).todo).toContain("bank");
    expect(refundStatusWords("unsent", null).todo).toContain("Try again");
    expect(refundStatusWords("pending", null).todo).toBeNull();
  });
});
