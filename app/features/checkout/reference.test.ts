import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isOrderReference, referenceFromBytes } from "./reference";

describe("order references", () => {
  it("are HZL- and twelve unambiguous characters", () => {
    expect(referenceFromBytes(new Uint8Array(12))).toBe("HZL-222222222222");
    expect(referenceFromBytes(new Uint8Array(12).fill(31))).toBe("HZL-ZZZZZZZZZZZZ");
    for (let i = 0; i < 200; i++) expect(isOrderReference(referenceFromBytes(randomBytes(12)))).toBe(true);
  });

  it("recognises only well-formed references", () => {
    for (const bad of ["HZL-", "HZL-ABCDEFGHIJKL", "hzl-ABCDEFGH2345", "HZL-ABCDEFGH23450", "../etc", 42, null]) {
      expect(isOrderReference(bad)).toBe(false);
    }
  });

  it("needs twelve random bytes", () => {
    expect(() => referenceFromBytes(new Uint8Array(11))).toThrow(RangeError);
  });
});
