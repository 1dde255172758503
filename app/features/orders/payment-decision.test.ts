import { describe, expect, it } from "vitest";
import { decidePayment, type PaystackTransaction } from "./payment-decision";

const order = { reference: "HZL-ABCDEFGH2345", amountMinor: 1_500_000, currency: "NGN" };
const tx = (overrides: Partial<PaystackTransaction> = {}): PaystackTransaction => ({
  reference: order.reference,
  status: "success",
  amount: 1_500_000,
  currency: "NGN",
  ...overrides,
});

describe("the payment decision", () => {
  it("is paid only when Paystack says success with the order's amount and currency", () => {
    expect(decidePayment(order, tx())).toEqual({ status: "paid" });
  });

  it.each([
    ["a smaller amount", { amount: 150_000 }, "Paystack amount 150000 kobo differs from the order's 1500000 kobo."],
    ["a larger amount", { amount: 1_500_001 }, "Paystack amount 1500001 kobo differs from the order's 1500000 kobo."],
    ["another currency", { currency: "USD" }, "Paystack currency USD differs from the order's NGN."],
    ["another reference", { reference: "HZL-ZZZZZZZZZZZZ" }, "Paystack answered for reference HZL-ZZZZZZZZZZZZ."],
  ])("flags a success with %s for review with the reason", (_name, overrides, reason) => {
    expect(decidePayment(order, tx(overrides))).toEqual({ status: "review", reason });
  });

  it.each(["pending", "ongoing", "processing", "queued", "abandoned", "failed", "reversed"])(
    "keeps waiting when Paystack reports the payment as '%s', whatever its amount",
    (status) => {
      expect(decidePayment(order, tx({ status }))).toEqual({
        status: "waiting",
        reason: `Paystack reports the payment as '${status}'.`,
      });
      expect(decidePayment(order, tx({ status, amount: 1 })).status).toBe("waiting");
    },
  );

  it("names every mismatch of a success at once", () => {
    const decision = decidePayment(order, tx({ reference: "HZL-ZZZZZZZZZZZZ", amount: 1, currency: "GHS" }));
    expect(decision.status).toBe("review");
    expect(decision.status === "review" && decision.reason.split("; ")).toHaveLength(3);
  });
});
