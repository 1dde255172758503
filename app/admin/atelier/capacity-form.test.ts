import { describe, expect, it } from "vitest";
import { readCapacityForm } from "./capacity-form";

describe("the atelier's capacity form", () => {
  it("takes whole numbers, express within the week", () => {
    expect(readCapacityForm({ weekly: " 25 ", express: "5" })).toEqual({
      ok: true,
      capacity: { weekly: 25, express: 5 },
    });
    expect(readCapacityForm({ weekly: "25", express: "0" })).toMatchObject({ ok: true });
  });

  it("refuses 0, a negative, a fraction or words, and express above the week, in words", () => {
    expect(readCapacityForm({ weekly: "0", express: "0" })).toEqual({
      ok: false,
      errors: { weekly: "The atelier must finish at least 1 piece a week: with 0, nothing could be promised." },
    });
    expect(readCapacityForm({ weekly: "-3", express: "-1" })).toMatchObject({
      ok: false,
      errors: { weekly: expect.stringContaining("at least 1"), express: "Express pieces cannot be fewer than 0." },
    });
    expect(readCapacityForm({ weekly: "2.5", express: "many" })).toMatchObject({
      ok: false,
      errors: { weekly: expect.stringContaining("whole number"), express: expect.stringContaining("whole number") },
    });
    expect(readCapacityForm({ weekly: "10", express: "12" })).toEqual({
      ok: false,
      errors: { express: "At most the 10 pieces of the week may be express." },
    });
  });
});
