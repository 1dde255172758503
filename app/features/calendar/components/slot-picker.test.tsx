import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NOT_FREE_TO_CHANGE, SlotPicker } from "./slot-picker";

const optionsOf = (html: string) => [...html.matchAll(/<option value="2026[^"]*">([^<]*)<\/option>/g)].map((m) => m[1]);

describe("the times to move to", () => {
  it("marks a time already past its free move-or-cancel cut-off, and only that one", () => {
    const html = renderToStaticMarkup(
      <SlotPicker
        zone=""
        seats={2}
        slots={[
          { startsAt: "2026-12-01T09:00:00.000Z", left: 2, freeToChange: false },
          { startsAt: "2026-12-03T09:00:00.000Z", left: 2, freeToChange: true },
        ]}
      />,
    );
    const options = optionsOf(html);
    expect(options).toHaveLength(2);
    expect(options[0]).toContain(`· ${NOT_FREE_TO_CHANGE}`);
    expect(options[1]).not.toContain(NOT_FREE_TO_CHANGE);
  });

  it("says last place only of a time that holds more than one and has one left, and shows her time", () => {
    const slots = [
      { startsAt: "2026-12-01T09:00:00.000Z", left: 1, freeToChange: true },
      { startsAt: "2026-12-01T10:15:00.000Z", left: 2, freeToChange: true },
    ];
    const two = optionsOf(renderToStaticMarkup(<SlotPicker zone="Europe/London" seats={2} slots={slots} />));
    expect(two).toEqual([
      "Tue 1 Dec, 10:00 WAT · 09:00 in London · last place",
      "Tue 1 Dec, 11:15 WAT · 10:15 in London",
    ]);
    const one = optionsOf(renderToStaticMarkup(<SlotPicker zone="" seats={1} slots={slots.slice(0, 1)} />));
    expect(one).toEqual(["Tue 1 Dec, 10:00 WAT"]);
  });
});
