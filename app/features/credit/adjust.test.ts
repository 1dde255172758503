import { describe, expect, it } from "vitest";
import { readAdjustment, readReason } from "./adjust";

describe("the owner's adjustment of a code", () => {
  it("adds or takes away whole naira, thousands marks and a plus sign allowed", () => {
    expect(readAdjustment({ amount: "+2,000", reason: "Goodwill for a late parcel" }, 0)).toEqual({
      ok: true,
      value: { amount: 2_000, reason: "Goodwill for a late parcel" },
    });
    expect(readAdjustment({ amount: "-₦1,500", reason: "Typed too much" }, 1_500)).toMatchObject({
      value: { amount: -1_500 },
    });
  });

  it("never takes a code below zero, and refuses zero, fractions and a missing reason", () => {
    expect(readAdjustment({ amount: "-1501", reason: "Too much" }, 1_500)).toEqual({
      ok: false,
      errors: { amount: "That would take the code below zero: it holds ₦1,500, so take away at most that." },
    });
    expect(readAdjustment({ amount: "0", reason: "" }, 10)).toEqual({
      ok: false,
      errors: {
        amount: "Give whole naira to add (2000) or take away (-2000), not zero.",
        reason: "Say why, in a few words.",
      },
    });
    expect(readAdjustment({ amount: "10.5", reason: "Why not" }, 10)).toMatchObject({ ok: false });
  });

  it("asks a reason of a few words and no essay", () => {
    expect(readReason("  ok ")).toBe("Say why, in a few words.");
    expect(readReason("x".repeat(301))).toBe("Keep the reason under 300 characters.");
    expect(readReason("Past its date")).toBeUndefined();
  });
});
