import { describe, expect, it } from "vitest";
import { queueWeekText, queueWeeks } from "./queue-weeks";

describe("the home's six weeks of the queue", () => {
  it("lists six weeks from this one, each against the capacity, full weeks marked", () => {
    const weeks = queueWeeks(
      { weekly: 25, express: 5 },
      [
        { week: "2026-11-30", pieces: 25, express: 2 },
        { week: "2026-12-14", pieces: 3, express: 0 },
      ],
      "2026-11-27",
    );
    expect(weeks.map((w) => w.week)).toEqual([
      "2026-11-23",
      "2026-11-30",
      "2026-12-07",
      "2026-12-14",
      "2026-12-21",
      "2026-12-28",
    ]);
    expect(weeks[1]).toMatchObject({ label: "Week of 30 Nov", pieces: 25, full: true });
    expect(weeks.map(queueWeekText).slice(0, 4)).toEqual([
      "0 of 25 pieces",
      "25 of 25 pieces, 2 express: full",
      "0 of 25 pieces",
      "3 of 25 pieces",
    ]);
  });
});
