// The owner's dollar terms as one visit knows them: asked of the shop once, kept a few minutes in
// the tab's session storage, so the next pages show her dollars from their first render.
import type { Check } from "~/features/storage";
import type { DollarTerms } from "./piece-price";

/** What a visit read of the owner's dollar terms, and when: null while she does not allow dollars. */
interface KeptDollars {
  at: number;
  terms: DollarTerms | null;
}

/** Asked for again after this long: she may change her rate, and the checkout charges the new one. */
const KEPT_DOLLARS_MS = 5 * 60 * 1000;

/**
 * Checks terms read back from session storage, or just sent by the shop (GET /api/dollar-terms):
 * the shop's own answer, so its shape only, which every page's first script can afford.
 */
export const keptDollars: Check<KeptDollars> = (value) => {
  const kept = value as Partial<KeptDollars> | null;
  const terms = kept?.terms;
  return typeof kept?.at === "number" &&
    (terms === null || (typeof terms?.own === "object" && terms.nairaPerDollar > 0))
    ? { ok: true, value: kept as KeptDollars }
    : { ok: false, problem: "not the dollar terms" };
};

/** Kept terms still good at `now`: none from the future, none older than KEPT_DOLLARS_MS. */
export const freshDollars = (kept: KeptDollars | null, now: number): KeptDollars | null =>
  kept !== null && kept.at <= now && now - kept.at < KEPT_DOLLARS_MS ? kept : null;
