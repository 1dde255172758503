// The one scale the home's charts draw with: values from 0 to a round top, mapped onto pixels.

/** The smallest round number (1, 2 or 5 times a power of ten) at or above `n`; 1 for nothing. */
export function niceCeiling(n: number): number {
  if (!(n > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  const step = [1, 2, 5, 10].find((s) => s * power >= n * (1 - 1e-12))!;
  return step * power;
}

export interface LinearScale {
  /** The round value at the top of the axis. */
  top: number;
  /** Pixels for a value: 0 at 0, `size` at `top`, never below 0 nor above `size`. */
  at(value: number): number;
  /** Values for the axis's lines: 0, half the top, the top. */
  ticks: number[];
}

/** A scale from 0 to the round number above the largest value, onto `size` pixels. */
export function linearScale(values: readonly number[], size: number): LinearScale {
  const top = niceCeiling(Math.max(0, ...values));
  return {
    top,
    at: (value) => Math.min(size, Math.max(0, (value / top) * size)),
    ticks: [0, top / 2, top],
  };
}

/** A number as an axis shows it: 1.5k, 12k, 2.5M. */
export function shortNumber(n: number): string {
  const abs = Math.abs(n);
  const [div, unit] = abs >= 1e6 ? [1e6, "M"] : abs >= 1e3 ? [1e3, "k"] : [1, ""];
  const v = n / div;
  return `${Number.isInteger(v) ? v : v.toFixed(1).replace(/\.0$/, "")}${unit}`;
}
