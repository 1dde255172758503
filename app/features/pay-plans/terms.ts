// A plan's terms as the owner sets them on a product, a collection or a quote ("Pay small small"):
// the first part's share, how many parts, the day they run up to, a flat fee and what cancelling
// returns. Interest-free: nothing here grows with time, nothing is reported. Pure.
import { nairaOf, nairaUnits, parseNaira } from "~/features/currency";

/** The day the parts run up to: the last part falls due the day before it (Lagos). */
export const PLAN_ANCHORS = ["ready-by", "final-fitting", "event"] as const;
export type PlanAnchor = (typeof PLAN_ANCHORS)[number];

export const ANCHOR_WORDS: Record<PlanAnchor, string> = {
  "ready-by": "the ready-by day",
  "final-fitting": "the final fitting",
  event: "the event",
};

/** What cancelling returns of what she paid: store credit, or a refund less a stated fee (kobo). */
export type CancelTerms = { kind: "credit" } | { kind: "refund"; fee: number };

export interface PlanTerms {
  /** The first part, in percent of the total: also the share paid before cutting starts. */
  firstPercent: number;
  /** How many parts, the first included. */
  parts: number;
  anchor: PlanAnchor;
  /** A flat fee in kobo, added to the first part and shown before she pays; 0 for none. */
  fee: number;
  cancel: CancelTerms;
}

export const PLAN_LIMITS = { firstPercent: [30, 75], parts: [2, 6] } as const;

/** The form's fields of the "Pay small small" fieldset, one reader for every editor. */
export const PLAN_FIELDS = {
  first: "plan-first",
  parts: "plan-parts",
  anchor: "plan-anchor",
  fee: "plan-fee",
  cancel: "plan-cancel",
  cancelFee: "plan-cancel-fee",
} as const;

/** The box that turns a product's (or a collection's) plan on. */
export const PLAN_OFFER = "plan-offer";

/** The fieldset's labels by field name, for an editor's summary of what to fix. */
export const PLAN_FIELD_LABELS: Record<string, string> = {
  [PLAN_FIELDS.first]: "Plan: first part",
  [PLAN_FIELDS.parts]: "Plan: parts",
  [PLAN_FIELDS.anchor]: "Plan: last part due before",
  [PLAN_FIELDS.fee]: "Plan: fee",
  [PLAN_FIELDS.cancel]: "Plan: if she cancels",
  [PLAN_FIELDS.cancelFee]: "Plan: fee kept from a refund",
};

type PlanErrors = Partial<Record<(typeof PLAN_FIELDS)[keyof typeof PLAN_FIELDS], string>>;

const wholeIn = (text: string, [low, high]: readonly [number, number]) =>
  /^\d{1,3}$/.test(text) && Number(text) >= low && Number(text) <= high;

/** A fee typed in naira ("" or "0" for none), as kobo; undefined when it cannot be read. */
function feeOf(typed: string): number | undefined {
  if (typed.trim() === "" || typed.trim() === "0") return 0;
  const read = parseNaira(typed);
  return read.ok ? nairaUnits(read.naira) : undefined;
}

/** Reads the fieldset's fields (`get` returns "" for a missing one); a message per wrong field. */
export function readPlanTerms(
  get: (name: string) => string,
): { ok: true; terms: PlanTerms } | { ok: false; errors: PlanErrors } {
  const errors: PlanErrors = {};
  const first = get(PLAN_FIELDS.first).trim();
  const parts = get(PLAN_FIELDS.parts).trim();
  const anchor = get(PLAN_FIELDS.anchor).trim() || "ready-by";
  const cancel = get(PLAN_FIELDS.cancel).trim() || "credit";
  const [lowPct, highPct] = PLAN_LIMITS.firstPercent;
  const [lowParts, highParts] = PLAN_LIMITS.parts;
  if (!wholeIn(first, PLAN_LIMITS.firstPercent))
    errors[PLAN_FIELDS.first] = `Write the first part as a whole percent from ${lowPct} to ${highPct}.`;
  if (!wholeIn(parts, PLAN_LIMITS.parts)) errors[PLAN_FIELDS.parts] = `Choose from ${lowParts} to ${highParts} parts.`;
  if (!(PLAN_ANCHORS as readonly string[]).includes(anchor))
    errors[PLAN_FIELDS.anchor] = "Choose the ready-by day, the final fitting or the event.";
  const fee = feeOf(get(PLAN_FIELDS.fee));
  if (fee === undefined) errors[PLAN_FIELDS.fee] = "Write the plan fee in naira, or leave it empty for none.";
  let cancelTerms: CancelTerms = { kind: "credit" };
  if (cancel === "refund") {
    const cancelFee = feeOf(get(PLAN_FIELDS.cancelFee));
    if (cancelFee === undefined)
      errors[PLAN_FIELDS.cancelFee] = "Write the fee kept from a refund in naira, or leave it empty for none.";
    else cancelTerms = { kind: "refund", fee: cancelFee };
  } else if (cancel !== "credit") errors[PLAN_FIELDS.cancel] = "Choose store credit or a refund.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      firstPercent: Number(first),
      parts: Number(parts),
      anchor: anchor as PlanAnchor,
      fee: fee!,
      cancel: cancelTerms,
    },
  };
}

/** A product's offered plan as the fieldset's values (its box ticked), to fill the form again. */
export function planFormValues(terms: PlanTerms | undefined): Record<string, string> {
  if (!terms) return {};
  const naira = (kobo: number) => (kobo > 0 ? String(nairaOf(kobo)) : "");
  return {
    [PLAN_OFFER]: "yes",
    [PLAN_FIELDS.first]: String(terms.firstPercent),
    [PLAN_FIELDS.parts]: String(terms.parts),
    [PLAN_FIELDS.anchor]: terms.anchor,
    [PLAN_FIELDS.fee]: naira(terms.fee),
    [PLAN_FIELDS.cancel]: terms.cancel.kind,
    [PLAN_FIELDS.cancelFee]: terms.cancel.kind === "refund" ? naira(terms.cancel.fee) : "",
  };
}
