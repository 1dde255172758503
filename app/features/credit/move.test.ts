import { describe, expect, it } from "vitest";
import { moveAmount, moveWindow } from "./move";

const now = new Date("2026-11-26T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("moving a cancelled order's payment", () => {
  it("may be done within one month of the payment, not after, and not for an order never paid", () => {
    expect(moveWindow(daysAgo(1), now)).toEqual({ ok: true, text: "Paid 1 day ago: within the terms' one month." });
    expect(moveWindow(daysAgo(0.5), now).text).toBe("Paid today: within the terms' one month.");
    expect(moveWindow(daysAgo(29.9), now).ok).toBe(true);
    expect(moveWindow(daysAgo(30), now)).toEqual({
      ok: false,
      text: "Paid 30 days ago: past the terms' one month, so it can no longer be moved.",
    });
    expect(moveWindow(null, now).ok).toBe(false);
  });

  it("moves what the cancelled order may give, at most what the other order asks", () => {
    expect(moveAmount(30_000, 18_000)).toBe(18_000);
    expect(moveAmount(12_000, 18_000)).toBe(12_000);
    expect(moveAmount(0, 18_000)).toBe(0);
  });
});
