import { describe, expect, it } from "vitest";
import { labelPlan } from "./bar-labels";

/** The phone's plan as text: A a label, . none. */
const plan = (count: number, chars: number, current?: number, on: "phone" | "wide" = "phone") => {
  const shown = labelPlan(count, chars, current)[on];
  return shown.map((s) => (s ? "A" : ".")).join("");
};

describe("which columns are labelled", () => {
  it("labels every size under its column", () => {
    expect(plan(7, 3)).toBe("AAAAAAA");
  });

  it("labels each of six weeks by its short date", () => {
    expect(plan(6, 6, 0)).toBe("AAAAAA");
  });

  it("labels alternate days when they do not fit, always the first, the last and today", () => {
    const days = plan(30, 6, 29);
    expect(days[0]).toBe("A");
    expect(days[29]).toBe("A");
    expect(days).toBe("A.........A....A....A........A");
    expect(plan(30, 6, 29, "wide")).toBe("A.......A...A...A...A........A");
    const current = plan(30, 6, 12);
    expect(current[12]).toBe("A");
  });

  it("keeps clear of the first, last and current labels", () => {
    const days = plan(90, 6, 89);
    expect(days[0]).toBe("A");
    expect(days[89]).toBe("A");
    const shown = [...days].flatMap((s, i) => (s === "A" ? [i] : []));
    const gaps = shown.slice(1).map((i, n) => i - shown[n]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
  });
});
