import { describe, expect, it } from "vitest";
import { earliestDay, eventDateProblem, parseBespokeForm, referenceFrom, REFERENCE } from "./index";

const TODAY = "2026-11-26";
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
  it("takes a date standard production can meet", () => {
    expect(eventDateProblem("2026-12-10", TODAY, false)).toBeNull();
    expect(earliestDay(TODAY, false)).toBe("2026-12-10");
  });

  it("refuses a past date and a date that is not a day", () => {
    expect(eventDateProblem("2026-11-25", TODAY, false)).toBe("That date has passed. Enter the date of your event.");
    expect(eventDateProblem("2026-02-30", TODAY, false)).toMatch(/as a day/);
    expect(eventDateProblem("", TODAY, false)).toBe("Enter the date of your event.");
  });

  it("offers express for a date sooner than standard production, and takes it with express", () => {
    expect(eventDateProblem("2026-12-05", TODAY, false)).toMatch(
      /sooner than standard production allows \(7-14 days; the earliest is 2026-12-10\)\. Choose express production below, which takes 3-5 days and costs 30% extra/,
    );
    expect(eventDateProblem("2026-12-05", TODAY, true)).toBeNull();
  });

  it("refuses a date too soon even for express", () => {
    expect(eventDateProblem("2026-11-29", TODAY, true)).toMatch(/too soon .* from 2026-12-01/);
  });
});

describe("parseBespokeForm", () => {
  it("takes a whole form", () => {
    const parsed = parseBespokeForm({ ...form, keep: "yes" }, TODAY);
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
    const parsed = parseBespokeForm({ ...form, email: "ada", bust: "300", event_date: "2020-01-01", piece: "" }, TODAY);
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
