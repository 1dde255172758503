import { pointInfo, type MeasurementPoint } from "./points";

/** Centimetres or inches: a shopper measures in either. */
export type MeasurementUnit = "cm" | "in";

export const UNITS: readonly MeasurementUnit[] = Object.freeze(["cm", "in"] as const);

export const UNIT_LABELS: Readonly<Record<MeasurementUnit, string>> = Object.freeze({
  cm: "Centimetres (cm)",
  in: "Inches (in)",
});

export const CM_PER_INCH = 2.54;

export function isMeasurementUnit(value: unknown): value is MeasurementUnit {
  return value === "cm" || value === "in";
}

/** One decimal place: what a tape measure reads. */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A value in `unit` to centimetres, to the tenth. */
export function toCm(value: number, unit: MeasurementUnit): number {
  return roundTenth(unit === "cm" ? value : value * CM_PER_INCH);
}

/** Centimetres to `unit`, to the tenth. */
export function fromCm(cm: number, unit: MeasurementUnit): number {
  return roundTenth(unit === "cm" ? cm : cm / CM_PER_INCH);
}

/** A point's plausible range in `unit`: the centimetre range converted, the minimum rounded down and the maximum up. */
export function rangeFor(point: MeasurementPoint, unit: MeasurementUnit): { min: number; max: number } {
  const [min, max] = pointInfo(point).rangeCm;
  if (unit === "cm") return { min, max };
  return { min: Math.floor(min / CM_PER_INCH), max: Math.ceil(max / CM_PER_INCH) };
}

/** "92 cm", "36.5 in". */
export function formatMeasurement(value: number, unit: MeasurementUnit): string {
  return `${roundTenth(value)} ${unit}`;
}
