import { describe, expect, it } from "vitest";
import {
  appointmentIcs,
  atelierAddress,
  atelierMapLink,
  googleCalendarLink,
  type CalendarEvent,
} from "./calendar-links";

const event: CalendarEvent = {
  uid: "appointment-12@hazel.example",
  startsAt: new Date("2026-12-01T10:15:00Z"),
  endsAt: new Date("2026-12-01T11:15:00Z"),
  summary: "First fitting, Hazel atelier",
  location: "12 Example Close, Old GRA, Port Harcourt; Rivers State",
  description: `Your first fitting at the Hazel atelier. Move or cancel it here: https://hazel.example/appointments/${"a".repeat(32)}`,
  url: `https://hazel.example/appointments/${"a".repeat(32)}`,
};

describe("the appointment's calendar file", () => {
  const ics = appointmentIcs(event, new Date("2026-11-28T21:50:07.123Z"));
  const lines = ics.split("\r\n");
  const unfolded = ics.replace(/\r\n /g, "");

  it("is one VEVENT with its UID, stamp and times in UTC", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(lines).toContain("UID:appointment-12@hazel.example");
    expect(lines).toContain("DTSTAMP:20261128T215007Z");
    expect(lines).toContain("DTSTART:20261201T101500Z");
    expect(lines).toContain("DTEND:20261201T111500Z");
    expect(lines).toContain("SUMMARY:First fitting\\, Hazel atelier");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes text and folds long lines at 75 octets, CRLF only", () => {
    expect(unfolded).toContain("LOCATION:12 Example Close\\, Old GRA\\, Port Harcourt\\; Rivers State\r\n");
    expect(unfolded).toContain(
      `DESCRIPTION:Your first fitting at the Hazel atelier. Move or cancel it here: ${event.url}`,
    );
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("the links beside it", () => {
  it("opens Google Calendar filled in, its dates in UTC", () => {
    const url = new URL(googleCalendarLink(event));
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.summary);
    expect(url.searchParams.get("dates")).toBe("20261201T101500Z/20261201T111500Z");
    expect(url.searchParams.get("location")).toBe(event.location);
  });

  it("finds the atelier's street address on a map", () => {
    expect(atelierAddress()).toBe("12 Example Close, Old GRA, Port Harcourt, Rivers State, Nigeria");
    const url = new URL(atelierMapLink());
    expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe(atelierAddress());
  });
});
