import { describe, expect, it } from "vitest";
import { isTopEdgeExit } from "./exit-intent";

describe("isTopEdgeExit", () => {
  it("is true when the pointer leaves the window within 20 px of the top", () => {
    expect(isTopEdgeExit({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isTopEdgeExit({ clientY: 20, relatedTarget: null })).toBe(true);
    expect(isTopEdgeExit({ clientY: -3, relatedTarget: null })).toBe(true);
  });

  it("is false lower down, or when the pointer only moves to another element", () => {
    expect(isTopEdgeExit({ clientY: 21, relatedTarget: null })).toBe(false);
    expect(isTopEdgeExit({ clientY: 5, relatedTarget: {} })).toBe(false);
  });
});
