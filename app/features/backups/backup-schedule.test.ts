import { describe, expect, it } from "vitest";
import { backupOverdue, nextNightlyBackup } from "./backup-schedule";

describe("the nightly backup's time: 03:00 in Lagos (02:00 UTC)", () => {
  it.each([
    ["2026-11-25T01:59:59Z", "2026-11-25T02:00:00.000Z"],
    ["2026-11-25T02:00:00Z", "2026-11-26T02:00:00.000Z"],
    ["2026-11-25T15:00:00Z", "2026-11-26T02:00:00.000Z"],
    // 00:30 in Lagos on the 26th: that night's 03:00 is still ahead.
    ["2026-11-25T23:30:00Z", "2026-11-26T02:00:00.000Z"],
    ["2026-12-31T23:59:00Z", "2027-01-01T02:00:00.000Z"],
  ])("after %s it is %s", (now, next) => {
    expect(nextNightlyBackup(new Date(now)).toISOString()).toBe(next);
  });
});

describe("whether the owner is warned about her backups", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it("warns once the last good backup is more than 36 hours old", () => {
    expect(backupOverdue(hoursAgo(36), hoursAgo(1000), now)).toBe(false);
    expect(backupOverdue(hoursAgo(36.01), hoursAgo(1000), now)).toBe(true);
  });

  it("with none yet, counts from the shop's first start", () => {
    expect(backupOverdue(undefined, hoursAgo(2), now)).toBe(false);
    expect(backupOverdue(undefined, hoursAgo(37), now)).toBe(true);
  });
});
