import { describe, expect, it } from "vitest";
import { decideForPayment, paidSoFar, shopperPaymentStage, standing, statusAfter } from "./ledger";
import { parsePaymentReference, paymentReference } from "./reference";

const ORDER = "HZL-ABCDEFGHJKMN";

describe("payment references", () => {
  it("are the order's for the first attempt, then the order's with the attempt", () => {
    expect(paymentReference(ORDER, 1)).toBe(ORDER);
    expect(paymentReference(ORDER, 2)).toBe(`${ORDER}-2`);
    expect(parsePaymentReference(`${ORDER}-2`)).toEqual({ orderReference: ORDER, attempt: 2 });
    expect(parsePaymentReference(ORDER)).toEqual({ orderReference: ORDER, attempt: 1 });
    expect(parsePaymentReference(`${ORDER}-20`)).toEqual({ orderReference: ORDER, attempt: 20 });
  });

  it("refuse anything else", () => {
    for (const bad of [`${ORDER}-1`, `${ORDER}-0`, `${ORDER}-21`, `${ORDER}-02`, `${ORDER}-2-2`, "HZL-abc", 7, null])
      expect(parsePaymentReference(bad)).toBeUndefined();
  });
});

describe("the ledger's rules", () => {
  const success = { status: "success" };
  it("a payment succeeds, goes to review or is under way by Paystack's word, and stays once settled", () => {
    expect(statusAfter("open", { status: "paid" }, success)).toBe("succeeded");
    expect(statusAfter("open", { status: "review", reason: "x" }, success)).toBe("review");
    expect(statusAfter("open", { status: "waiting", reason: "x" }, { status: "ongoing" })).toBe("reported");
    expect(statusAfter("open", { status: "waiting", reason: "x" }, { status: "abandoned" })).toBe("open");
    expect(statusAfter("reported", { status: "waiting", reason: "x" }, { status: "failed" })).toBe("reported");
    expect(statusAfter("succeeded", { status: "review", reason: "x" }, success)).toBe("succeeded");
  });

  it("an order is paid when its succeeded payments cover its total", () => {
    const p = (status: "open" | "succeeded", amount: number) => ({ status, amount });
    expect(paidSoFar([p("succeeded", 100), p("open", 500), p("succeeded", 50)])).toBe(150);
  });

  it("the shopper reads 'not paid yet' until she said she paid or a payment is under way", () => {
    expect(shopperPaymentStage([{ status: "open" }, { status: "open" }])).toBe("not-paid");
    expect(shopperPaymentStage([{ status: "open" }, { status: "reported" }])).toBe("confirming");
  });
});

describe("the ledger's verdicts on a deposit order", () => {
  // Kobo throughout, as the ledger and Paystack both count them.
  const TOTAL = 110_000_000;
  const ok = (amount: number) => ({ status: "succeeded" as const, amount });
  const tx = (reference: string, kobo: number) => ({
    reference,
    amount: kobo,
    currency: "NGN",
    status: "success",
  });

  it("a paid deposit is part payment: the order is made, the balance is owed", () => {
    expect(standing([ok(82_500_000)], TOTAL)).toEqual({
      paid: 82_500_000,
      outstanding: 27_500_000,
      overpaid: 0,
      stage: "part-paid",
    });
    expect(standing([], TOTAL).stage).toBe("unpaid");
  });

  it("the balance completes it, and the order asks for nothing more", () => {
    expect(standing([ok(82_500_000), ok(27_500_000)], TOTAL)).toMatchObject({ outstanding: 0, stage: "paid" });
  });

  it("a balance paid twice is overpayment: counted once in what is owed, the excess shown", () => {
    expect(standing([ok(82_500_000), ok(27_500_000), ok(27_500_000)], TOTAL)).toEqual({
      paid: 137_500_000,
      outstanding: 0,
      overpaid: 27_500_000,
      stage: "paid",
    });
  });

  it("a payment for more than it asked, or a deposit carrying another order's amount, goes to review", () => {
    const payment = { reference: `${ORDER}-2`, amount: 27_500_000, currency: "NGN" as const };
    expect(decideForPayment(payment, tx(`${ORDER}-2`, 27_500_000)).status).toBe("paid");
    expect(decideForPayment(payment, tx(`${ORDER}-2`, 30_000_000)).status).toBe("review");
    const first = { reference: ORDER, amount: 82_500_000, currency: "NGN" as const };
    // Another order's deposit (₦82,500 of a ₦110,000 piece) under this order's reference.
    expect(decideForPayment(first, tx(ORDER, 8_250_000)).status).toBe("review");
  });
});
