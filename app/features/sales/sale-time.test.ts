import { describe, expect, it } from "vitest";
import { lastSaleDay } from "./sale-time";

describe("lastSaleDay", () => {
  it("is the Lagos day before an end at Lagos midnight (23:00 UTC)", () => {
    expect(lastSaleDay("2026-11-30T23:00:00.000Z")).toBe("2026-11-30");
    expect(lastSaleDay("2026-12-31T23:00:00.000Z")).toBe("2026-12-31");
  });

  it("is the end's own Lagos day when it ends during a day", () => {
    expect(lastSaleDay("2026-12-01T11:00:00.000Z")).toBe("2026-12-01");
    // 23:30 UTC is already the next day in Lagos
    expect(lastSaleDay("2026-12-01T23:30:00.000Z")).toBe("2026-12-02");
  });
});
