import { describe, expect, it } from "vitest";
import {
  CM_PER_INCH,
  isMeasurementPoint,
  isMeasurementUnit,
  measurementFieldName,
  MEASUREMENT_POINTS,
  POINT_NAMES,
  roundTenth,
  type MeasurementPoint,
  type MeasurementsResult,
  type PointInfo,
  checkValue,
  convertMeasurements,
  formatMeasurement,
  fromCm,
  measurementChanges,
  measurementsToFields,
  parseMeasurements,
  rangeFor,
  readStoredMeasurements,
  toCm,
} from "./index";

const good = { unit: "cm", bust: "92", waist: "74.5", hips: "100", shoulder: "", sleeve: "", length: "" };

describe("units", () => {
  it("converts between centimetres and inches to the tenth", () => {
    expect(toCm(36, "in")).toBe(91.4);
    expect(fromCm(91.4, "in")).toBe(36);
    expect(toCm(92, "cm")).toBe(92);
    expect(fromCm(100, "in")).toBe(39.4);
  });

  it("gives each point's plausible range in either unit", () => {
    expect(rangeFor("bust", "cm")).toEqual({ min: 60, max: 170 });
    expect(rangeFor("bust", "in")).toEqual({ min: 23, max: 67 });
    expect(rangeFor("shoulder", "in")).toEqual({ min: 11, max: 24 });
  });

  it("formats a value with its unit", () => {
    expect(formatMeasurement(36.54, "in")).toBe("36.5 in");
  });
});

describe("parseMeasurements", () => {
  it("takes a complete form, keeping the unit she measured in", () => {
    expect(parseMeasurements(good)).toEqual({
      ok: true,
      measurements: { unit: "cm", values: { bust: 92, waist: 74.5, hips: 100 } },
    });
  });

  it("reads a FormData-like getter with a prefix, and a comma as the decimal mark", () => {
    const form = new URLSearchParams({ m_unit: "in", m_bust: "36,5", m_waist: "29", m_hips: "39", m_sleeve: "23" });
    const result = parseMeasurements((n) => form.get(n), { prefix: "m_" });
    expect(result).toEqual({
      ok: true,
      measurements: { unit: "in", values: { bust: 36.5, waist: 29, hips: 39, sleeve: 23 } },
    });
  });

  it("refuses a missing required point and a missing unit, each with its own sentence", () => {
    const result = parseMeasurements({ ...good, unit: "", waist: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.unit).toBe("Choose whether you measured in centimetres or inches.");
    expect(result.errors.waist).toBe("Enter your waist measurement.");
    expect(result.typed.bust).toBe("92");
  });

  it("refuses values out of range in the chosen unit", () => {
    // 92 inches is not a bust; 92 cm is.
    const result = parseMeasurements({ ...good, unit: "in", bust: "92", waist: "29", hips: "39" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      bust: "Bust of 92 in is outside what we can cut to (23-67 in). Please measure again.",
    });
    expect(checkValue("shoulder", "5", "cm")).toMatch(/Shoulder of 5 cm is outside what we can cut to \(28-60 cm\)/);
    expect(checkValue("shoulder", "28", "cm")).toBeNull();
    expect(checkValue("shoulder", "60", "cm")).toBeNull();
  });

  it("refuses what is not a number", () => {
    expect(checkValue("hips", "abc", "cm")).toBe("Enter your hips as a number, like 123.");
    expect(checkValue("hips", "-90", "cm")).toMatch(/as a number/);
    expect(checkValue("hips", "1e2", "cm")).toMatch(/as a number/);
    expect(checkValue("length", "", "cm")).toBeNull();
  });
});

describe("stored and changed measurements", () => {
  it("converts a whole set and gives form values back", () => {
    const m = { unit: "in" as const, values: { bust: 36, waist: 29 } };
    expect(convertMeasurements(m, "cm")).toEqual({ unit: "cm", values: { bust: 91.4, waist: 73.7 } });
    expect(measurementsToFields(m)).toEqual({ unit: "in", bust: "36", waist: "29" });
  });

  it("reads a stored copy, dropping what it does not know", () => {
    expect(readStoredMeasurements({ unit: "cm", values: { bust: 90, neck: 30, waist: "70" } })).toEqual({
      unit: "cm",
      values: { bust: 90 },
    });
    expect(readStoredMeasurements({ unit: "furlong", values: {} })).toBeNull();
    expect(readStoredMeasurements(null)).toBeNull();
  });

  it("lists each changed point for a history line", () => {
    const before = { unit: "cm" as const, values: { bust: 92, waist: 74, hips: 100 } };
    const after = { unit: "cm" as const, values: { bust: 94, waist: 74, hips: 100, sleeve: 58 } };
    expect(measurementChanges(before, after)).toEqual([
      { point: "bust", before: "92 cm", after: "94 cm" },
      { point: "sleeve", before: "—", after: "58 cm" },
    ]);
    expect(measurementChanges(null, { unit: "in", values: { bust: 36 } })).toEqual([
      { point: "bust", before: "—", after: "36 in" },
    ]);
  });
});

describe("the API's small parts", () => {
  it("names the points in tape order, and tells points and units apart from other text", () => {
    const points: readonly MeasurementPoint[] = POINT_NAMES;
    expect(points).toEqual(["bust", "waist", "hips", "shoulder", "sleeve", "length"]);
    const required: PointInfo[] = MEASUREMENT_POINTS.filter((p) => p.required);
    expect(required.map((p) => p.point)).toEqual(["bust", "waist", "hips"]);
    expect(isMeasurementPoint("hips")).toBe(true);
    expect(isMeasurementPoint("neck")).toBe(false);
    expect(isMeasurementUnit("in")).toBe(true);
    expect(isMeasurementUnit("mm")).toBe(false);
    expect(CM_PER_INCH).toBe(2.54);
    expect(roundTenth(36.55)).toBe(36.6);
    expect(measurementFieldName("bust", "line1_")).toBe("line1_bust");
    const refused: MeasurementsResult = parseMeasurements({ unit: "cm" });
    expect(refused.ok).toBe(false);
  });
});
