import { describe, expect, it } from "vitest";
import { covers, paidSoFar, shopperPaymentStage, statusAfter } from "./ledger";
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
    expect(covers([p("succeeded", 100), p("succeeded", 50)], 150)).toBe(true);
    expect(covers([p("succeeded", 100), p("open", 50)], 150)).toBe(false);
  });

  it("the shopper reads 'not paid yet' until she said she paid or a payment is under way", () => {
    expect(shopperPaymentStage([{ status: "open" }, { status: "open" }])).toBe("not-paid");
    expect(shopperPaymentStage([{ status: "open" }, { status: "reported" }])).toBe("confirming");
  });
});
