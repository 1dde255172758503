import { expect, it } from "vitest";
import { maskEmail } from "./privacy";

it("masks all but the first letter of an email's name", () => {
  expect(maskEmail("ada@example.com")).toBe("a••@example.com");
  expect(maskEmail("a@example.com")).toBe("a•@example.com");
  expect(maskEmail("adaeze.obi.long@example.com")).toBe("a••••••@example.com");
  expect(maskEmail("nonsense")).toBe("•••");
});
