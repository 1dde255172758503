import { describe, expect, it } from "vitest";
import { fittingMoves, nextStep, nextStepLabel } from "./stages";

describe("the order page's next step", () => {
  it.each([
    ["paid", true, "ready"],
    ["in_production", true, "ready"],
    ["ready", true, "collected"],
    ["collected", true, null],
    ["paid", false, "shipped"],
    ["in_production", false, "shipped"],
    ["ready", false, "shipped"],
    ["shipped", false, "delivered"],
    ["delivered", false, null],
    ["pending", false, null],
    ["cancelled", true, null],
  ] as const)("%s, pickup %s, ready to wear: %s", (state, pickup, step) => {
    expect(nextStep(state, { pickup, toMake: false })).toBe(step);
  });

  it.each([
    ["paid", true, "in_production"],
    ["paid", false, "in_production"],
    ["in_production", true, "ready"],
    ["in_production", false, "shipped"],
    ["ready", true, "collected"],
  ] as const)("%s, pickup %s, a piece to make: %s", (state, pickup, step) => {
    expect(nextStep(state, { pickup, toMake: true })).toBe(step);
  });

  it("never offers collecting a delivery or shipping a pickup", () => {
    expect(fittingMoves("ready", false)).not.toContain("collected");
    expect(fittingMoves("ready", true)).not.toContain("shipped");
    expect(fittingMoves("paid", true)).toEqual(["in_production", "ready"]);
  });

  it("names the pickup's ready step for what it is", () => {
    expect(nextStepLabel("ready")).toBe("Mark ready for pickup");
    expect(nextStepLabel("shipped")).toBe("Mark shipped");
  });
});
