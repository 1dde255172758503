import { describe, expect, it } from "vitest";
import { paymentStatusWords } from "./money-section";

describe("a payment's status on the owner's order page", () => {
  it("waits on Paystack while the order can still be paid", () => {
    expect(paymentStatusWords("reported", "pending")).toBe("Awaiting Paystack");
  });

  it("is not paid once its order has expired without Paystack's word", () => {
    expect(paymentStatusWords("reported", "expired")).toBe("Not paid: Paystack never confirmed it");
    expect(paymentStatusWords("succeeded", "expired")).toBe("Paid");
  });
});
