export const SIZES = ["XS", "S", "M", "L", "XL", "2XL", "3XL"] as const;

export type Size = (typeof SIZES)[number];

export function isSize(v: unknown): v is Size {
  return typeof v === "string" && (SIZES as readonly string[]).includes(v);
}
