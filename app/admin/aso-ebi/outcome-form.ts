// The owner's one choice when a group's minimum was not met by its deadline (pure): go ahead,
// extend to a day after today and not after the event, or return every payment (per member
// through Paystack or as store credit).
import type { GroupOutcome } from "~/features/aso-ebi";

export type ReturnMethod = "paystack" | "credit";

export interface OutcomeChoice {
  outcome: GroupOutcome;
  extendedTo: string | null;
  /** How each member's money goes back, by order reference (only for "returned"). */
  methods: Map<string, ReturnMethod>;
}

export type OutcomeField = "outcome" | "extendedTo" | "confirm";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The field of a member's way back: `method-<reference>`. */
export const methodField = (reference: string) => `method-${reference}`;

export function readOutcomeForm(
  form: Readonly<Record<string, string>>,
  facts: { today: string; eventOn: string; paystack: boolean },
): { ok: true; choice: OutcomeChoice } | { ok: false; errors: Partial<Record<OutcomeField, string>> } {
  const outcome = form.outcome;
  if (outcome !== "go-ahead" && outcome !== "extended" && outcome !== "returned")
    return { ok: false, errors: { outcome: "Choose one: go ahead, extend the deadline, or return every payment." } };
  if (outcome === "extended") {
    const day = (form.extendedTo ?? "").trim();
    if (!isDay(day)) return { ok: false, errors: { extendedTo: "Give the new last day to join as a date." } };
    if (day <= facts.today)
      return { ok: false, errors: { extendedTo: "The new last day to join must be after today." } };
    if (day > facts.eventOn)
      return { ok: false, errors: { extendedTo: "The new last day to join cannot be after the event." } };
    return { ok: true, choice: { outcome, extendedTo: day, methods: new Map() } };
  }
  if (outcome === "returned" && form.confirm !== "yes")
    return { ok: false, errors: { confirm: "Tick the box to confirm every payment goes back." } };
  const methods = new Map<string, ReturnMethod>();
  for (const [name, value] of Object.entries(form)) {
    if (!name.startsWith("method-")) continue;
    methods.set(name.slice("method-".length), value === "paystack" && facts.paystack ? "paystack" : "credit");
  }
  return { ok: true, choice: { outcome, extendedTo: null, methods } };
}
