import { describe, expect, it } from "vitest";
import { releaseBlock } from "./release";

describe("release only when paid", () => {
  it("refuses to ship, collect or deliver while a balance is open, saying how much", () => {
    expect(releaseBlock("collected", 275_000)).toBe("₦275,000 balance still to pay");
    expect(releaseBlock("shipped", 1)).toBe("₦1 balance still to pay");
    expect(releaseBlock("delivered", 10)).toBeDefined();
  });
  it("lets every move through once the balance is paid", () => {
    expect(releaseBlock("collected", 0)).toBeUndefined();
    expect(releaseBlock("shipped", 0)).toBeUndefined();
  });
  it("never holds back making or readying an order for its balance", () => {
    expect(releaseBlock("in_production", 275_000)).toBeUndefined();
    expect(releaseBlock("ready", 275_000)).toBeUndefined();
  });
});
