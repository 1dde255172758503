// A plan's parts for one order: each part's amount and its last Lagos day to pay, fixed when she
// chooses the plan and frozen on the order. Pure: the day is passed in.
import { money, roundedShare, smallestAmount, type Money } from "~/features/currency";
import { addDays, daysBetween } from "~/lib/lagos-clock";
import { ANCHOR_WORDS, type CancelTerms, type PlanAnchor, type PlanTerms } from "./terms";

export interface PlanPart {
  /** In the order's minor unit (kobo, cents). */
  amount: number;
  /** The last Lagos day to pay it on (YYYY-MM-DD); the first part's is the day she chooses it. */
  dueDay: string;
}

/** A plan as frozen on an order: its parts add up to the total with its fee. */
export interface FrozenPlan {
  parts: PlanPart[];
  /** Of the first part, the plan's fee (minor unit). */
  fee: number;
  /** Paid before cutting starts: the first part. */
  cutShare: number;
  firstPercent: number;
  anchor: PlanAnchor;
  anchorDay: string;
  cancel: CancelTerms;
}

/** The days a plan may run up to, as the order knows them (null: not set). */
export type AnchorDays = Record<PlanAnchor, string | null>;

/**
 * The parts of `terms` on an order of `total` (without the fee) chosen on `today`: the first part
 * (its percent rounded up, and the fee) due today; the rest split evenly (the last takes what
 * rounding leaves), due on days spread evenly up to the day before the anchor, never after it.
 * Refused in words when the anchor is not set or too near for so many parts.
 */
export function planSchedule(
  terms: PlanTerms,
  total: Money,
  today: string,
  anchors: AnchorDays,
): { ok: true; plan: FrozenPlan } | { ok: false; reason: string } {
  const anchorDay = anchors[terms.anchor];
  if (!anchorDay)
    return { ok: false, reason: `This order has no date for ${ANCHOR_WORDS[terms.anchor]} to run the plan up to.` };
  const lastDay = addDays(anchorDay, -1);
  const span = daysBetween(today, lastDay).length - 1;
  const later = terms.parts - 1;
  if (span < later)
    return {
      ok: false,
      reason:
        `${ANCHOR_WORDS[terms.anchor]} is too near for ${terms.parts} parts: choose fewer parts or another date.`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
    };
  const first = roundedShare(total.amount, terms.firstPercent, total.currency, "up");
  const rest = total.amount - first;
  const step = smallestAmount(total.currency);
  const each = Math.floor(rest / later / step) * step;
  const parts: PlanPart[] = [{ amount: first + terms.fee, dueDay: today }];
  for (let i = 1; i <= later; i++)
    parts.push({
      amount: i === later ? rest - each * (later - 1) : each,
      dueDay: addDays(today, Math.round((i * span) / later)),
    });
  return {
    ok: true,
    plan: {
      parts,
      fee: terms.fee,
      cutShare: parts[0]!.amount,
      firstPercent: terms.firstPercent,
      anchor: terms.anchor,
      anchorDay,
      cancel: terms.cancel,
    },
  };
}

/** The plan's total: what the order asks with its fee. */
export const planTotal = (plan: Pick<FrozenPlan, "parts">, currency: Money["currency"]): Money =>
  money(
    plan.parts.reduce((s, p) => s + p.amount, 0),
    currency,
  );
