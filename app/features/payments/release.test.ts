import { describe, expect, it } from "vitest";
import { money, nairaMoney } from "~/features/currency";
import { releaseBlock } from "./release";

const naira = nairaMoney;

describe("release only when paid", () => {
  it("refuses to ship, collect or deliver while a balance is open, saying how much", () => {
    expect(releaseBlock("collected", naira(275_000))).toBe("₦275,000 balance still to pay");
    expect(releaseBlock("shipped", naira(1))).toBe("₦1 balance still to pay");
    expect(releaseBlock("delivered", naira(10))).toBeDefined();
  });
  it("says a dollar order's balance in dollars: $40.00, not ₦4,000", () => {
    expect(releaseBlock("shipped", money(4_000, "USD"))).toBe("$40.00 balance still to pay");
  });
  it("lets every move through once the balance is paid", () => {
    expect(releaseBlock("collected", naira(0))).toBeUndefined();
    expect(releaseBlock("shipped", money(0, "USD"))).toBeUndefined();
  });
  it("never holds back making or readying an order for its balance", () => {
    expect(releaseBlock("in_production", naira(275_000))).toBeUndefined();
    expect(releaseBlock("ready", naira(275_000))).toBeUndefined();
  });
});
