import { describe, expect, it } from "vitest";
import { piecesText, resultsText } from "./words";

describe("the results' words", () => {
  it("count pieces", () => {
    expect(piecesText(0)).toBe("No pieces");
    expect(piecesText(1)).toBe("1 piece");
    expect(piecesText(12345)).toBe("12,345 pieces");
  });

  it("say which pieces a page shows when there are pages", () => {
    expect(resultsText(9, 1, 48)).toBe("9 pieces");
    expect(resultsText(100, 1, 48)).toBe("1–48 of 100 pieces");
    expect(resultsText(100, 3, 48)).toBe("97–100 of 100 pieces");
    expect(resultsText(2000, 21, 48)).toBe("961–1,008 of 2,000 pieces");
  });
});
