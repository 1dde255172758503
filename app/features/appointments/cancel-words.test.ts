import { describe, expect, it } from "vitest";
import { money } from "~/features/currency";
import { alreadyCancelledWords, cancelDoneWords, isCancelDone } from "./cancel-words";

describe("what cancelling did with her fee, in words", () => {
  const fee = money(1_000_000, "NGN");

  it("says which happened: a refund, credit past the cut-off, or the fee kept on her order", () => {
    expect(cancelDoneWords("refund", fee, null)).toContain("your ₦10,000 fee is being refunded to your card");
    expect(cancelDoneWords("credit-past-cutoff", fee, null)).toContain("store credit (not a refund)");
    expect(cancelDoneWords("kept", fee, "HZL-ABCDEFGHJKMN")).toBe(
      "Cancelled: your ₦10,000 fee stays counted towards order HZL-ABCDEFGHJKMN.",
    );
  });

  it("reads only its own words from the address", () => {
    expect(isCancelDone("credit")).toBe(true);
    expect(isCancelDone("<script>")).toBe(false);
    expect(isCancelDone(null)).toBe(false);
  });

  it("tells the second cancellation what the first did", () => {
    expect(alreadyCancelledWords("credit")).toBe("This fee was already returned as store credit.");
    expect(alreadyCancelledWords("refund")).toBe("This fee was already refunded to your card.");
  });
});
