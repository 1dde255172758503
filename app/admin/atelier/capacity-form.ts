// The owner's capacity form (pure): whole numbers, a week of at least one piece, express within it.
import type { Capacity } from "~/features/atelier";

export interface CapacityValues {
  weekly: string;
  express: string;
}

export type CapacityErrors = Partial<Record<keyof CapacityValues, string>>;

const WHOLE = /^\d{1,4}$/;

/** The capacity she typed, or each field's message in words; nothing is saved half right. */
export function readCapacityForm(
  v: CapacityValues,
): { ok: true; capacity: Capacity } | { ok: false; errors: CapacityErrors } {
  const errors: CapacityErrors = {};
  const weekly = v.weekly.trim();
  const express = v.express.trim();
  if (!WHOLE.test(weekly.replace(/^-/, "")))
    errors.weekly = "Write how many pieces the atelier finishes a week as a whole number, like 25.";
  else if (weekly.startsWith("-") || Number(weekly) === 0)
    errors.weekly = "The atelier must finish at least 1 piece a week: with 0, nothing could be promised.";
  if (!WHOLE.test(express.replace(/^-/, "")))
    errors.express = "Write how many of them may be express as a whole number, 0 for none.";
  else if (express.startsWith("-")) errors.express = "Express pieces cannot be fewer than 0.";
  else if (!errors.weekly && Number(express) > Number(weekly))
    errors.express = `At most the ${Number(weekly)} pieces of the week may be express.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, capacity: { weekly: Number(weekly), express: Number(express) } };
}
