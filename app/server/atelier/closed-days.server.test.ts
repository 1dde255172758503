import { expect, it } from "vitest";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { closeDay, readClosedDays, reopenDay } from "./closed-days.server";

describeOnBothDatabases("the atelier's closed days, on %s", (suite) => {
  const database = suite.database();
  it("starts with Nigeria's fixed holidays, and she closes, renames and reopens days", async () => {
    const { db } = database;
    const december = await readClosedDays(db, "2026-12-01", "2026-12-31");
    expect(december.map((d) => [d.day, d.reason])).toEqual([
      ["2026-12-25", "Christmas Day"],
      ["2026-12-26", "Boxing Day"],
    ]);
    await closeDay(db, { day: "2026-12-24", kind: "leave", reason: "Christmas Eve" });
    await closeDay(db, { day: "2026-12-24", kind: "leave", reason: "Family" });
    expect(await readClosedDays(db, "2026-12-24", "2026-12-24")).toEqual([
      { day: "2026-12-24", kind: "leave", reason: "Family" },
    ]);
    expect(await reopenDay(db, "2026-12-24")).toBe(true);
    expect(await reopenDay(db, "2026-12-24")).toBe(false);
    expect(await readClosedDays(db, "2026-12-24", "2026-12-24")).toEqual([]);
  });
});
