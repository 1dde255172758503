import { SIZES, type Size } from "./sizes";

export interface SizeRow {
  size: Size;
  /** Body measurements in centimetres. */
  cm: { bust: number; waist: number; hip: number };
  /** The same measurements in inches, to the nearest half inch. */
  inches: { bust: number; waist: number; hip: number };
}

/** Body measurements in centimetres, XS to 3XL: the house's standard block. */
const chartCm: Record<Size, readonly [bust: number, waist: number, hip: number]> = {
  XS: [80, 62, 86],
  S: [84, 66, 90],
  M: [88, 70, 94],
  L: [94, 76, 100],
  XL: [100, 82, 106],
  "2XL": [106, 88, 112],
  "3XL": [112, 94, 118],
};

/** Centimetres to inches, rounded to the nearest half inch. */
export function cmToInches(cm: number): number {
  return Math.round((cm / 2.54) * 2) / 2;
}

/** The printable size guide's rows, in size order. */
export const sizeChart: readonly SizeRow[] = Object.freeze(
  SIZES.map((size) => {
    const [bust, waist, hip] = chartCm[size];
    return Object.freeze({
      size,
      cm: { bust, waist, hip },
      inches: { bust: cmToInches(bust), waist: cmToInches(waist), hip: cmToInches(hip) },
    });
  }),
);
