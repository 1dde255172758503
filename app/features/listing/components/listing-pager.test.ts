import { describe, expect, it } from "vitest";
import { pagesToLink } from "./listing-pager";

describe("pagesToLink", () => {
  it("links every page of a few", () => {
    expect(pagesToLink(1, 1)).toEqual([1]);
    expect(pagesToLink(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("links the first, the last and the current one's neighbours of many, gaps marked", () => {
    expect(pagesToLink(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pagesToLink(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pagesToLink(19, 20)).toEqual([1, "gap", 18, 19, 20]);
    expect(pagesToLink(3, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
  });
});
