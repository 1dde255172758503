import { describe, expect, it } from "vitest";
import { parseQuantity, QUANTITY_ERROR } from "./quantity";

describe("parseQuantity", () => {
  it("accepts whole numbers of 1 or more", () => {
    expect(parseQuantity("1")).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(" 12 ")).toEqual({ ok: true, value: 12 });
    expect(parseQuantity("250")).toEqual({ ok: true, value: 250 });
  });

  it("refuses anything else with one clear message", () => {
    for (const text of ["", "0", "-1", "1.5", "2e3", "abc", "99999999999999999999"]) {
      expect(parseQuantity(text)).toEqual({ ok: false, error: QUANTITY_ERROR });
    }
  });
});
