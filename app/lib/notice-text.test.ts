import { describe, expect, it } from "vitest";
import { noticeText } from "./notice-text";

describe("noticeText", () => {
  const table = { saved: "Saved." };
  it("answers a known key with its sentence", () => expect(noticeText(table, "saved")).toBe("Saved."));
  it("answers nothing for an unknown, empty or inherited key", () => {
    for (const key of ["other", "", null, undefined, "__proto__", "constructor", "toString"]) {
      expect(noticeText(table, key)).toBeNull();
    }
  });
});
