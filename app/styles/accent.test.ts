import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHOICE_INPUT_CLASS } from "~/features/checkout/components/choice-class";

const css = readFileSync("app/styles/app.css", "utf8");
const source = (path: string) => readFileSync(path, "utf8");

describe("one control style for radios and checkboxes", () => {
  it("gives every radio and checkbox the ink accent, so none is the browser's blue", () => {
    expect(css).toMatch(/input\[type="radio"\],\s*input\[type="checkbox"\]\s*\{\s*accent-color: var\(--color-ink\);/);
  });

  it("draws the checkout's pay-plan radios as its delivery radios, in ink", () => {
    expect(CHOICE_INPUT_CLASS).toContain("accent-ink");
    for (const file of ["pay-plan-fields.tsx", "delivery-fields.tsx"]) {
      const inputs = source(`app/features/checkout/components/${file}`).match(/<input[\s\S]*?\/>/g) ?? [];
      const radios = inputs.filter((i) => i.includes('type="radio"'));
      expect(radios.length).toBeGreaterThan(0);
      for (const radio of radios) expect(radio).toContain("className={CHOICE_INPUT_CLASS}");
    }
  });
});
