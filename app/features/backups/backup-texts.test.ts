import { describe, expect, it } from "vitest";
import { checkText, formatSize, overdueText, takenText } from "./backup-texts";

describe("the backups in words", () => {
  it("sizes in decimal units, as phones show them", () => {
    expect(formatSize(5_212_345)).toBe("5.2 MB");
    expect(formatSize(1_000_000)).toBe("1.0 MB");
    expect(formatSize(840_499)).toBe("840 kB");
    expect(formatSize(999)).toBe("999 bytes");
  });

  it("a backup taken, its check, and the orders page's warning, in WAT", () => {
    expect(takenText("2026-11-25T14:10:00.000Z", 5_212_345)).toBe("Backup taken: 25 Nov 2026, 15:10 WAT, 5.2 MB.");
    expect(checkText(undefined)).toBe("Checksum verified");
    expect(checkText("it is truncated: 10 of 20 bytes")).toBe("Damaged: it is truncated: 10 of 20 bytes.");
    expect(overdueText("2026-11-23T02:00:00.000Z")).toBe(
      "Your last good backup is from 23 Nov 2026, 03:00 WAT, more than 36 hours ago.",
    );
    expect(overdueText(null)).toBe("No backup has been taken yet.");
  });
});
