import { describe, expect, it } from "vitest";
import { holdUntilText, sizeHolds } from "./stock-holds";

describe("the pieces unpaid orders hold, beside the stock", () => {
  it("groups the holds by size with the count left to sell", () => {
    const lapsesAt = new Date("2026-11-25T13:30:00Z");
    expect(
      sizeHolds(
        [
          { reference: "HZL-A", size: "M", quantity: 1, lapsesAt },
          { reference: "HZL-B", size: "M", quantity: 2, lapsesAt },
          { reference: "HZL-C", size: "L", quantity: 1, lapsesAt },
        ],
        { M: 0 },
      ),
    ).toEqual([
      {
        size: "M",
        left: 0,
        holds: [
          { reference: "HZL-A", quantity: 1, until: lapsesAt.toISOString() },
          { reference: "HZL-B", quantity: 2, until: lapsesAt.toISOString() },
        ],
      },
      { size: "L", left: 0, holds: [{ reference: "HZL-C", quantity: 1, until: lapsesAt.toISOString() }] },
    ]);
  });

  it("shows a hold kept until its order is paid in full without a time", () => {
    expect(sizeHolds([{ reference: "HZL-P", size: "M", quantity: 1, lapsesAt: null }], { M: 0 })).toEqual([
      { size: "M", left: 0, holds: [{ reference: "HZL-P", quantity: 1, until: null }] },
    ]);
  });

  it("says the time in Lagos, with the day when it is not today", () => {
    const now = new Date("2026-11-25T10:00:00Z");
    expect(holdUntilText("2026-11-25T13:30:00Z", now)).toBe("14:30");
    expect(holdUntilText("2026-11-26T13:30:00Z", now)).toBe("26 Nov 2026, 14:30");
  });
});
