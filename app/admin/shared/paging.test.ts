import { describe, expect, it } from "vitest";
import { pageCount, pageParam } from "./paging";

describe("pageCount", () => {
  it("gives one page to an empty list and to a full first page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
  });

  it("starts a page for the first item past a full one", () => {
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(50, 25)).toBe(2);
    expect(pageCount(51, 25)).toBe(3);
    expect(pageCount(1000, 25)).toBe(40);
  });
});

describe("pageParam", () => {
  const at = (query: string) => pageParam(new URL(`https://shop.example/admin${query}`));

  it("reads a whole page number from 1", () => {
    expect(at("?page=3")).toBe(3);
    expect(at("?page=1")).toBe(1);
  });

  it("falls back to the first page for anything else", () => {
    for (const query of ["", "?page=", "?page=0", "?page=-2", "?page=2.5", "?page=two", "?page=1000001"]) {
      expect(at(query)).toBe(1);
    }
  });
});
