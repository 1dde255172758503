import { MEASUREMENT_POINTS, isMeasurementPoint, type MeasurementPoint } from "./points";
import {
  formatMeasurement,
  fromCm,
  isMeasurementUnit,
  rangeFor,
  roundTenth,
  toCm,
  type MeasurementUnit,
} from "./units";

/** A set of measurements as the shopper gave them: the unit she measured in and each point's value. */
export interface Measurements {
  unit: MeasurementUnit;
  values: Partial<Record<MeasurementPoint, number>>;
}

/** A field of a measurements form: a point, or the unit. */
export type MeasurementField = MeasurementPoint | "unit";

export type MeasurementErrors = Partial<Record<MeasurementField, string>>;

export type MeasurementsResult =
  | { ok: true; measurements: Measurements }
  | { ok: false; errors: MeasurementErrors; typed: Partial<Record<MeasurementField, string>> };

/** How a form gives its fields: `FormData#get`, `URLSearchParams#get`, or a record. */
export type FieldReader = ((name: string) => unknown) | Readonly<Record<string, unknown>>;

function reader(input: FieldReader): (name: string) => string {
  const get = typeof input === "function" ? input : (name: string) => input[name];
  return (name) => {
    const value = get(name);
    return typeof value === "string" ? value.trim() : "";
  };
}

const NUMBER = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** The form's name of a point's field (stable: forms, links and tests use it). */
export function measurementFieldName(field: MeasurementField, prefix = ""): string {
  return `${prefix}${field}`;
}

/**
 * Reads and checks a measurements form: the unit ("cm" or "in"), then each point (required
 * points must be there; every value given must be a number within the point's plausible range in
 * that unit). Values are kept to the tenth, in the unit she chose. Each refusal is a sentence for
 * the field's message.
 */
export function parseMeasurements(input: FieldReader, options: { prefix?: string } = {}): MeasurementsResult {
  const read = reader(input);
  const prefix = options.prefix ?? "";
  const typed: Partial<Record<MeasurementField, string>> = {};
  const errors: MeasurementErrors = {};
  const rawUnit = read(measurementFieldName("unit", prefix));
  typed.unit = rawUnit;
  let unit: MeasurementUnit = "cm";
  if (isMeasurementUnit(rawUnit)) unit = rawUnit;
  else errors.unit = "Choose whether you measured in centimetres or inches.";

  const values: Partial<Record<MeasurementPoint, number>> = {};
  for (const info of MEASUREMENT_POINTS) {
    const raw = read(measurementFieldName(info.point, prefix));
    typed[info.point] = raw;
    const error = checkValue(info.point, raw, unit);
    if (error) errors[info.point] = error;
    else if (raw !== "") values[info.point] = roundTenth(Number(raw.replace(",", ".")));
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return { ok: true, measurements: { unit, values } };
}

/** Why one typed value is refused, or null when it is fine (an empty optional point is fine). */
export function checkValue(point: MeasurementPoint, raw: string, unit: MeasurementUnit): string | null {
  const info = MEASUREMENT_POINTS.find((p) => p.point === point);
  if (!info) return "This is not a measurement we take.";
  const text = raw.trim();
  if (text === "") return info.required ? `Enter your ${info.label.toLowerCase()} measurement.` : null;
  if (!NUMBER.test(text)) return `Enter your ${info.label.toLowerCase()} as a number, like ${example(point, unit)}.`;
  const value = Number(text.replace(",", "."));
  const { min, max } = rangeFor(point, unit);
  if (value < min || value > max) {
    return `${info.label} of ${roundTenth(value)} ${unit} is outside what we can cut to (${min}-${max} ${unit}). Please measure again.`;
  }
  return null;
}

function example(point: MeasurementPoint, unit: MeasurementUnit): string {
  const { min, max } = rangeFor(point, unit);
  return String(Math.round((min + max) / 2));
}

/** The same measurements in another unit (values converted through centimetres, to the tenth). */
export function convertMeasurements(m: Measurements, unit: MeasurementUnit): Measurements {
  if (m.unit === unit) return { unit, values: { ...m.values } };
  const values: Partial<Record<MeasurementPoint, number>> = {};
  for (const [point, value] of Object.entries(m.values)) {
    if (isMeasurementPoint(point) && typeof value === "number") values[point] = fromCm(toCm(value, m.unit), unit);
  }
  return { unit, values };
}

/** Measurements as form values (for prefilling a form): the unit and each point's number as text. */
export function measurementsToFields(m: Measurements): Partial<Record<MeasurementField, string>> {
  const fields: Partial<Record<MeasurementField, string>> = { unit: m.unit };
  for (const info of MEASUREMENT_POINTS) {
    const value = m.values[info.point];
    if (value !== undefined) fields[info.point] = String(value);
  }
  return fields;
}

/**
 * Reads measurements back from storage (a JSON copy): anything not a known unit or point, or not a
 * finite number, is dropped. Returns null when there is no unit.
 */
export function readStoredMeasurements(value: unknown): Measurements | null {
  if (!value || typeof value !== "object") return null;
  const record = value as { unit?: unknown; values?: unknown };
  if (!isMeasurementUnit(record.unit)) return null;
  const values: Partial<Record<MeasurementPoint, number>> = {};
  if (record.values && typeof record.values === "object") {
    for (const [point, v] of Object.entries(record.values as Record<string, unknown>)) {
      if (isMeasurementPoint(point) && typeof v === "number" && Number.isFinite(v)) values[point] = v;
    }
  }
  return { unit: record.unit, values };
}

/** One point that differs between two sets of measurements (compared in the second's unit). */
export interface MeasurementChange {
  point: MeasurementPoint | "unit";
  before: string;
  after: string;
}

/** What changed from `before` to `after`, point by point, in words for a history line. */
export function measurementChanges(before: Measurements | null, after: Measurements): MeasurementChange[] {
  const changes: MeasurementChange[] = [];
  if (before && before.unit !== after.unit) changes.push({ point: "unit", before: before.unit, after: after.unit });
  const old = before ? convertMeasurements(before, after.unit) : null;
  for (const info of MEASUREMENT_POINTS) {
    const a = old?.values[info.point];
    const b = after.values[info.point];
    if (a === b) continue;
    changes.push({
      point: info.point,
      before: a === undefined ? "—" : `${a} ${after.unit}`,
      after: b === undefined ? "—" : `${b} ${after.unit}`,
    });
  }
  return changes;
}

/** A set of measurements as an order's line carries them: each point given, in tape order, in words ("92 cm"). */
export function measurementLines(m: Measurements): { label: string; value: string }[] {
  return MEASUREMENT_POINTS.flatMap((p) => {
    const value = m.values[p.point];
    return value === undefined ? [] : [{ label: p.label, value: formatMeasurement(value, m.unit) }];
  });
}
