import { expect, it } from "vitest";
import { hasControlCharacter } from "./control-characters";

it("finds NUL, escape, DEL and C1 controls; a multi-line text keeps its line breaks and tabs", () => {
  for (const c of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f"]) {
    expect(hasControlCharacter(`a${c}b`)).toBe(true);
    expect(hasControlCharacter(`a${c}b`, { multiLine: true })).toBe(true);
  }
  for (const c of ["\n", "\r", "\t"]) {
    expect(hasControlCharacter(`a${c}b`)).toBe(true);
    expect(hasControlCharacter(`a${c}b`, { multiLine: true })).toBe(false);
  }
  expect(hasControlCharacter("Adaeze Ọkọnkwọ, 12 Aba Road — Port Harcourt ₦")).toBe(false);
});
