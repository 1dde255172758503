import { describe, expect, it } from "vitest";
import { money, nairaMoney } from "~/features/currency";
import { readAdjustment, readReason } from "./adjust";

const naira = nairaMoney;

describe("the owner's adjustment of a code", () => {
  it("adds or takes away whole naira, thousands marks and a plus sign allowed", () => {
    expect(readAdjustment({ amount: "+2,000", reason: "Goodwill for a late parcel" }, naira(0))).toEqual({
      ok: true,
      value: { amount: 200_000, reason: "Goodwill for a late parcel" },
    });
    expect(readAdjustment({ amount: "-₦1,500", reason: "Typed too much" }, naira(1_500))).toMatchObject({
      value: { amount: -150_000 },
    });
  });

  it("never takes a code below zero, and refuses zero, fractions and a missing reason", () => {
    expect(readAdjustment({ amount: "-1501", reason: "Too much" }, naira(1_500))).toEqual({
      ok: false,
      errors: { amount: "That would take the code below zero: it holds ₦1,500, so take away at most that." },
    });
    expect(readAdjustment({ amount: "0", reason: "" }, naira(10))).toEqual({
      ok: false,
      errors: {
        amount: "Give whole naira to add (2000) or take away (-2000), not zero.",
        reason: "Say why, in a few words.",
      },
    });
    expect(readAdjustment({ amount: "10.5", reason: "Why not" }, naira(10))).toMatchObject({ ok: false });
  });

  it("reads a dollar code's adjustment in dollars and cents, and says its balance in dollars", () => {
    const dollars = (n: number) => money(n, "USD");
    expect(readAdjustment({ amount: "+20.50", reason: "Goodwill" }, dollars(0))).toMatchObject({
      value: { amount: 2_050 },
    });
    expect(readAdjustment({ amount: "-$5", reason: "Typed too much" }, dollars(500))).toMatchObject({
      value: { amount: -500 },
    });
    expect(readAdjustment({ amount: "-120.51", reason: "Too much" }, dollars(12_050))).toEqual({
      ok: false,
      errors: { amount: "That would take the code below zero: it holds $120.50, so take away at most that." },
    });
    expect(readAdjustment({ amount: "₦2,000", reason: "Goodwill" }, dollars(0))).toMatchObject({ ok: false });
  });

  it("asks a reason of a few words and no essay", () => {
    expect(readReason("  ok ")).toBe("Say why, in a few words.");
    expect(readReason("x".repeat(301))).toBe("Keep the reason under 300 characters.");
    expect(readReason("Past its date")).toBeUndefined();
  });
});
