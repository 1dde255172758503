import { describe, expect, it } from "vitest";
import { paidBy } from "./paid-by";

describe("what paid an order", () => {
  it("splits its succeeded payments between codes and Paystack, leaving out those not paid", () => {
    expect(
      paidBy([
        { kind: "credit", status: "succeeded", amount: 7_000 },
        { kind: "full", status: "open", amount: 18_000 },
        { kind: "retry", status: "succeeded", amount: 18_000 },
        { kind: "balance", status: "review", amount: 5_000 },
      ]),
    ).toEqual({ credit: 7_000, paystack: 18_000 });
    expect(paidBy([])).toEqual({ credit: 0, paystack: 0 });
  });
});
