// The exchange rates of one visit: fetched once, kept in the tab's session storage.
import type { Check } from "~/features/storage";
import type { Rates } from "./money";
import { parseRates } from "./rates";

/** What a visit learnt of the rates: the rates, or that they could not be had, and when. */
export type KeptRates = { at: number; rates: Rates } | { at: number; unavailable: true };

/** A visit's rates are asked for again after this long (the file changes once a day). */
const KEPT_RATES_MS = 12 * 60 * 60 * 1000;

/** Checks kept rates read back from session storage. */
export const keptRates: Check<KeptRates> = (value) => {
  const kept = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof kept.at !== "number" || !Number.isFinite(kept.at)) return { ok: false, problem: "no time" };
  if (kept.unavailable === true) return { ok: true, value: { at: kept.at, unavailable: true } };
  try {
    return { ok: true, value: { at: kept.at, rates: parseRates({ ngn: kept.rates }) } };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
};

/** Kept rates still good at `now`: none from the future, none older than KEPT_RATES_MS. */
export const freshKept = (kept: KeptRates | null, now: number): KeptRates | null =>
  kept !== null && kept.at <= now && now - kept.at < KEPT_RATES_MS ? kept : null;
