import { describe, expect, it } from "vitest";
import { earliestEvent, eventDateProblem, parseBespokeForm, referenceFrom, REFERENCE } from "./index";

const TODAY = "2026-11-26";
/** The queue's ready days today: standard by Wednesday 9 December, express by Monday 30 November. */
const EARLIEST = earliestEvent({ standard: "2026-12-09", express: "2026-11-30" });
const form = {
  piece: "A green silk gown",
  occasion: "Wedding",
  event_date: "2027-01-10",
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "+234 803 000 0001",
  unit: "cm",
  bust: "92",
  waist: "74",
  hips: "100",
};

describe("the event date", () => {
  it("takes a date the atelier's queue can meet: the day after the piece is ready", () => {
    expect(EARLIEST).toEqual({ standard: "2026-12-10", express: "2026-12-01" });
    expect(eventDateProblem("2026-12-10", TODAY, false, EARLIEST)).toBeNull();
  });

  it("refuses a past date and a date that is not a day", () => {
    expect(eventDateProblem("2026-11-25", TODAY, false, EARLIEST)).toBe(
      "That date has passed. Enter the date of your event.",
    );
    expect(eventDateProblem("2026-02-30", TODAY, false, EARLIEST)).toMatch(/as a day/);
    expect(eventDateProblem("", TODAY, false, EARLIEST)).toBe("Enter the date of your event.");
  });

  it("offers express for a date sooner than standard production, and takes it with express", () => {
    expect(eventDateProblem("2026-12-05", TODAY, false, EARLIEST)).toBe(
      "That is sooner than standard production allows (the atelier's earliest for your event is Thursday 10 December 2026). Choose express production below, 30% extra, which can have it ready for Saturday 5 December 2026, or a later date.",
    );
    expect(eventDateProblem("2026-12-05", TODAY, true, EARLIEST)).toBeNull();
  });

  it("refuses a date too soon even for express, and says when express is full", () => {
    expect(eventDateProblem("2026-11-29", TODAY, true, EARLIEST)).toBe(
      "That is too soon for us to make your piece. Choose a date from Tuesday 1 December 2026, or call us.",
    );
    const full = { standard: "2026-12-10", express: null };
    expect(eventDateProblem("2026-12-05", TODAY, true, full)).toBe(
      "That is too soon for us to make your piece. Express production is full for the coming days. Choose a date from Thursday 10 December 2026, or call us.",
    );
  });
});

describe("parseBespokeForm", () => {
  it("takes a whole form", () => {
    const parsed = parseBespokeForm({ ...form, keep: "yes" }, TODAY, EARLIEST);
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        piece: "A green silk gown",
        eventDate: "2027-01-10",
        express: false,
        keepMeasurements: true,
        measurements: { unit: "cm", values: { bust: 92, waist: 74, hips: 100 } },
      },
    });
  });

  it("gives each bad field its own message and keeps what she typed", () => {
    const parsed = parseBespokeForm(
      { ...form, email: "ada", bust: "300", event_date: "2020-01-01", piece: "" },
      TODAY,
      EARLIEST,
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["bust", "email", "event_date", "piece"]);
    expect(parsed.errors.bust).toMatch(/outside what we can cut to \(60-170 cm\)/);
    expect(parsed.typed).toMatchObject({ email: "ada", bust: "300", name: "Ada Obi", waist: "74" });
  });
});

describe("references", () => {
  it("are BSP- and eight unambiguous letters and digits", () => {
    const reference = referenceFrom(new Uint8Array([0, 1, 2, 3, 31, 32, 200, 255]));
    expect(reference).toBe("BSP-2345Z2AZ");
    expect(REFERENCE.test(reference)).toBe(true);
  });
});
