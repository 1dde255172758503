/** A point of the body a bespoke piece is cut to. */
export type MeasurementPoint = "bust" | "waist" | "hips" | "shoulder" | "sleeve" | "length";

export interface PointInfo {
  point: MeasurementPoint;
  /** The field's label. */
  label: string;
  /** How to take it, in the size guide's words. */
  how: string;
  /** Whether a request must give it. */
  required: boolean;
  /** Plausible body measurements in centimetres, both ends included. */
  rangeCm: readonly [min: number, max: number];
}

/**
 * The points, in the order a tape goes round: the size guide's bust, waist and hip (required),
 * then shoulder, sleeve and length (optional: the atelier measures these at a fitting otherwise).
 */
export const MEASUREMENT_POINTS: readonly PointInfo[] = Object.freeze([
  {
    point: "bust",
    label: "Bust",
    how: "Around the fullest part of your bust, with the tape level under your arms.",
    required: true,
    rangeCm: [60, 170],
  },
  {
    point: "waist",
    label: "Waist",
    how: "Around your natural waist, the narrowest part of your torso, without pulling the tape tight.",
    required: true,
    rangeCm: [45, 160],
  },
  {
    point: "hips",
    label: "Hips",
    how: "Around the fullest part of your hips, with your feet together.",
    required: true,
    rangeCm: [65, 180],
  },
  {
    point: "shoulder",
    label: "Shoulder",
    how: "Across your back, from the tip of one shoulder to the tip of the other.",
    required: false,
    rangeCm: [28, 60],
  },
  {
    point: "sleeve",
    label: "Sleeve",
    how: "From the tip of your shoulder down to your wrist, with your arm relaxed.",
    required: false,
    rangeCm: [20, 85],
  },
  {
    point: "length",
    label: "Length",
    how: "From the top of your shoulder, over the bust, down to where the piece should end.",
    required: false,
    rangeCm: [40, 170],
  },
] as const satisfies readonly PointInfo[]);

export const POINT_NAMES: readonly MeasurementPoint[] = Object.freeze(MEASUREMENT_POINTS.map((p) => p.point));

export function pointInfo(point: MeasurementPoint): PointInfo {
  const info = MEASUREMENT_POINTS.find((p) => p.point === point);
  if (!info) throw new Error(`Unknown measurement point ${point}`);
  return info;
}

export function isMeasurementPoint(value: unknown): value is MeasurementPoint {
  return typeof value === "string" && (POINT_NAMES as readonly string[]).includes(value);
}
