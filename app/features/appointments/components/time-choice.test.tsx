import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dayHref, NO_FREE_CHANGE, TimeChoice, type TimeChoiceProps } from "./time-choice";

const props = (over: Partial<TimeChoiceProps> = {}): TimeChoiceProps => ({
  page: "/appointments?type=2",
  days: [
    { day: "2026-12-01", times: 2 },
    { day: "2026-12-02", times: 1 },
  ],
  day: "2026-12-01",
  slots: [
    { startsAt: "2026-12-01T10:15:00.000Z", left: 1, freeToChange: false },
    { startsAt: "2026-12-01T11:30:00.000Z", left: 2, freeToChange: true },
  ],
  seats: 2,
  zone: "",
  ...over,
});
const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the day, then the time", () => {
  it("shows the days as links with the date in words, the chosen one current", () => {
    const html = renderToStaticMarkup(<TimeChoice {...props()} />);
    expect(html).toContain(`href="${dayHref("/appointments?type=2", "2026-12-02", "").replaceAll("&", "&amp;")}"`);
    expect(html).toMatch(/aria-current="date"[^>]*>.*?Tue.*?1 Dec/);
    expect(html).toContain("2. Choose a time on Tue 1 Dec");
  });

  it("gives each time of the day as a radio button, last place only where more than one fits", () => {
    const html = renderToStaticMarkup(<TimeChoice {...props()} />);
    expect(html.match(/<input type="radio"[^>]*name="slot"/g)).toHaveLength(2);
    expect(html).toContain('value="2026-12-01T11:15"');
    expect(labels(html)).toEqual([`11:15 WAT last place ${NO_FREE_CHANGE}`, "12:30 WAT"]);
    const alone = renderToStaticMarkup(<TimeChoice {...props({ seats: 1 })} />);
    expect(labels(alone)[0]).toBe(`11:15 WAT ${NO_FREE_CHANGE}`);
  });

  it("shows her time beside Lagos's and keeps her zone for the booking and the next day", () => {
    const html = renderToStaticMarkup(<TimeChoice {...props({ zone: "Europe/London", seats: 1 })} />);
    expect(labels(html)[1]).toBe("12:30 WAT 11:30 in London");
    expect(html).toContain("Lagos time (WAT) first, then London time.");
    expect(html).toContain('name="tz" value="Europe/London"');
    expect(dayHref("/appointments?type=2&order=HZL-X", "2026-12-02", "Europe/London")).toBe(
      "/appointments?type=2&order=HZL-X&day=2026-12-02&tz=Europe%2FLondon#times",
    );
    expect(dayHref("/appointments/abc", "2026-12-02", "")).toBe("/appointments/abc?day=2026-12-02#times");
  });
});
