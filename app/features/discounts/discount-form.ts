// The owner's discount code form and welcome offer form, read: each field's message in words.
import { normaliseCode } from "~/features/credit";
import { lagosDateTimeOf, instantOfLagosTime } from "~/lib/lagos-clock";
import type { CollectionsMode, DiscountKind, DiscountRules } from "./discounts";

/** The form's fields as typed (all text; a ticked box is "on"). */
export interface DiscountFormValues {
  code: string;
  kind: string;
  value: string;
  minimumOrder: string;
  startsAt: string;
  endsAt: string;
  totalUses: string;
  usesPerEmail: string;
  collectionsMode: string;
  collections: string[];
  includeSale: string;
  active: string;
}

type DiscountFormField = Exclude<keyof DiscountFormValues, "collections"> | "collections";
export type DiscountFormErrors = Partial<Record<DiscountFormField, string>>;

/** A code as the owner stores it (the welcome fields are the shop's own). */
export type DiscountInput = Omit<DiscountRules, "onlyEmail">;

export const emptyDiscountForm: DiscountFormValues = {
  code: "",
  kind: "percent",
  value: "",
  minimumOrder: "",
  startsAt: "",
  endsAt: "",
  totalUses: "",
  usesPerEmail: "1",
  collectionsMode: "all",
  collections: [],
  includeSale: "",
  active: "on",
};

/** A stored code as its form shows it. */
export function formOfDiscount(r: DiscountInput): DiscountFormValues {
  return {
    code: r.code,
    kind: r.kind,
    value: String(r.value),
    minimumOrder: r.minimumOrder ? String(r.minimumOrder) : "",
    startsAt: r.startsAt ? lagosDateTimeOf(r.startsAt) : "",
    endsAt: r.endsAt ? lagosDateTimeOf(r.endsAt) : "",
    totalUses: r.totalUses === null ? "" : String(r.totalUses),
    usesPerEmail: r.usesPerEmail === null ? "" : String(r.usesPerEmail),
    collectionsMode: r.collectionsMode,
    collections: [...r.collections],
    includeSale: r.includeSale ? "on" : "",
    active: r.active ? "on" : "",
  };
}

const whole = (typed: string) => {
  const digits = typed.replace(/[\s,₦]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
};

/** An optional whole number: undefined when empty, NaN when not one. */
const optionalWhole = (typed: string) => (typed.trim() === "" ? undefined : (whole(typed) ?? Number.NaN));

/** Reads the value (percent or naira) and minimum: shared by codes and the welcome offer. */
function readValue(
  kind: string,
  value: string,
  minimumOrder: string,
  errors: DiscountFormErrors,
): { kind: DiscountKind; value: number; minimumOrder: number } | undefined {
  if (kind !== "percent" && kind !== "amount") errors.kind = "Choose a percentage or an amount in naira.";
  const v = whole(value);
  if (v === undefined || v <= 0)
    errors.value =
      kind === "percent"
        ? "Enter the percentage off, a whole number from 1 to 100."
        : "Enter the amount off in whole naira.";
  else if (kind === "percent" && v > 100) errors.value = "A percentage is at most 100.";
  const min = optionalWhole(minimumOrder) ?? 0;
  if (Number.isNaN(min)) errors.minimumOrder = "Enter the minimum order in whole naira, or leave it empty for none.";
  if (v === undefined || Number.isNaN(min) || (kind !== "percent" && kind !== "amount")) return undefined;
  return { kind, value: v, minimumOrder: min };
}

/** Reads the owner's code form against the shop's collections; each field's message in words. */
export function readDiscountForm(
  f: DiscountFormValues,
  collectionSlugs: readonly string[],
): { ok: true; value: DiscountInput } | { ok: false; errors: DiscountFormErrors } {
  const errors: DiscountFormErrors = {};
  const code = normaliseCode(f.code);
  if (code.length < 3 || code.length > 30)
    errors.code = "Give the code 3 to 30 letters or digits (shoppers may type it in any case, with or without dashes).";
  const value = readValue(f.kind, f.value, f.minimumOrder, errors);
  const startsAt = f.startsAt.trim() ? instantOfLagosTime(f.startsAt.trim()) : null;
  if (startsAt === undefined) errors.startsAt = "Give the start as a date and time (Lagos time), or leave it empty.";
  const endsAt = f.endsAt.trim() ? instantOfLagosTime(f.endsAt.trim()) : null;
  if (endsAt === undefined) errors.endsAt = "Give the end as a date and time (Lagos time), or leave it empty.";
  else if (endsAt && startsAt && endsAt.getTime() <= startsAt.getTime())
    errors.endsAt = "The end must come after the start.";
  const totalUses = optionalWhole(f.totalUses);
  if (Number.isNaN(totalUses) || totalUses === 0)
    errors.totalUses = "Give the number of uses in total as a whole number from 1, or leave it empty for no limit.";
  const usesPerEmail = optionalWhole(f.usesPerEmail);
  if (Number.isNaN(usesPerEmail) || usesPerEmail === 0)
    errors.usesPerEmail = "Give the uses per email as a whole number from 1, or leave it empty for no limit.";
  const mode = f.collectionsMode as CollectionsMode;
  if (!["all", "include", "exclude"].includes(mode))
    errors.collectionsMode = "Choose which collections the code covers.";
  const collections = [...new Set(f.collections)];
  if (collections.some((c) => !collectionSlugs.includes(c))) errors.collections = "Choose collections from the list.";
  else if (mode !== "all" && collections.length === 0)
    errors.collections =
      mode === "include" ? "Tick the collections the code covers." : "Tick the collections the code leaves out.";
  if (Object.keys(errors).length > 0 || !value || startsAt === undefined || endsAt === undefined)
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      code,
      ...value,
      startsAt,
      endsAt,
      totalUses: totalUses ?? null,
      usesPerEmail: usesPerEmail ?? null,
      collectionsMode: mode,
      collections: mode === "all" ? [] : collections,
      includeSale: f.includeSale === "on",
      active: f.active === "on",
    },
  };
}

/** What the owner offers each new subscriber, once she confirms. */
export interface WelcomeOffer {
  active: boolean;
  kind: DiscountKind;
  value: number;
  minimumOrder: number;
  /** Days the code is valid from the email (null: no end). */
  validDays: number | null;
}

export type WelcomeFormErrors = Partial<Record<"kind" | "value" | "minimumOrder" | "validDays", string>>;

/** Reads the owner's welcome offer form. */
export function readWelcomeForm(f: {
  active: string;
  kind: string;
  value: string;
  minimumOrder: string;
  validDays: string;
}): { ok: true; value: WelcomeOffer } | { ok: false; errors: WelcomeFormErrors } {
  const errors: WelcomeFormErrors = {};
  const value = readValue(f.kind, f.value, f.minimumOrder, errors);
  const days = optionalWhole(f.validDays);
  if (days !== undefined && (Number.isNaN(days) || days < 1 || days > 365))
    errors.validDays = "Give the days the code is valid as a whole number from 1 to 365, or leave it empty for no end.";
  if (Object.keys(errors).length > 0 || !value) return { ok: false, errors };
  return { ok: true, value: { active: f.active === "on", ...value, validDays: days ?? null } };
}
