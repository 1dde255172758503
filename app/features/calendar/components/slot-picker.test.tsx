import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NOT_FREE_TO_CHANGE, SlotPicker } from "./slot-picker";

describe("the times to book", () => {
  it("marks a time already past its free move-or-cancel cut-off, and only that one", () => {
    const html = renderToStaticMarkup(
      <SlotPicker
        zone=""
        slots={[
          { startsAt: "2026-12-01T09:00:00.000Z", left: 2, freeToChange: false },
          { startsAt: "2026-12-03T09:00:00.000Z", left: 2, freeToChange: true },
        ]}
      />,
    );
    const options = [...html.matchAll(/<option value="2026[^"]*">([^<]*)<\/option>/g)].map((m) => m[1]);
    expect(options).toHaveLength(2);
    expect(options[0]).toContain(`· ${NOT_FREE_TO_CHANGE}`);
    expect(options[1]).not.toContain(NOT_FREE_TO_CHANGE);
  });
});
