import { production } from "~/config/delivery";
import { hasControlCharacter } from "~/lib/control-characters";
import { addDays, formatDay } from "~/lib/lagos-clock";
import {
  MEASUREMENT_POINTS,
  parseMeasurements,
  type FieldReader,
  type MeasurementField,
  type Measurements,
} from "~/features/measurements";

/** A bespoke request as the shop keeps it (the photos apart). */
export interface BespokeRequestInput {
  piece: string;
  occasion: string;
  /** The event's day, YYYY-MM-DD. */
  eventDate: string;
  express: boolean;
  name: string;
  email: string;
  phone: string;
  measurements: Measurements;
  keepMeasurements: boolean;
  /** The token of her emailed measurements link the form was opened from: only it may replace kept ones. */
  measurementsLink?: string;
}

type BespokeTextField = "piece" | "occasion" | "event_date" | "name" | "email" | "phone";
type BespokeField = BespokeTextField | MeasurementField | "express" | "keep" | "photos";
export type BespokeErrors = Partial<Record<BespokeField, string>>;
/** What she typed, to give the form back as it was. */
export type BespokeTyped = Partial<
  Record<BespokeTextField | MeasurementField | "express" | "keep" | "measurements_link", string>
>;

/** The form's limits; `photoMB`: a phone's photo is 3 to 12 MB, she sends a copy under this. */
export const BESPOKE_LIMITS = {
  piece: 1500,
  occasion: 120,
  name: 100,
  email: 254,
  phone: 32,
  photos: 3,
  photoMB: 15,
} as const;

/** The terms, as the form says them before she sends it. */
export const PRODUCTION_TERMS = `Standard production takes ${production.standard.min}-${production.standard.max} days. Express production takes ${production.express.min}-${production.express.max} days and costs ${production.express.percent}% extra.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()\-.]{6,}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The first event day the atelier can make a piece for, from its queue and closed days today: the
 * day after standard production's ready day, and after express's while express room is left.
 */
export interface EarliestEvent {
  standard: string;
  express: string | null;
}

/** The earliest event days of a piece whose standard (and express) production is ready by these days. */
export const earliestEvent = (ready: { standard: string; express: string | null }): EarliestEvent => ({
  standard: addDays(ready.standard, 1),
  express: ready.express && addDays(ready.express, 1),
});

/** Why an event day cannot be met, or null when it can: said before she sends, express offered while it has room. */
export function eventDateProblem(raw: string, today: string, express: boolean, earliest: EarliestEvent): string | null {
  if (raw === "") return "Enter the date of your event.";
  if (
    !DAY.test(raw) ||
    Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ||
    new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw
  ) {
    return "Enter the date of your event as a day, like 2027-03-14.";
  }
  if (raw < today) return "That date has passed. Enter the date of your event.";
  if (raw >= earliest.standard) return null;
  const fast = earliest.express;
  if (fast && raw >= fast) {
    if (express) return null;
    return `That is sooner than standard production allows (the atelier's earliest for your event is ${formatDay(earliest.standard)}). Choose express production below, ${production.express.percent}% extra, which can have it ready for ${formatDay(raw)}, or a later date.`;
  }
  const soonest = fast && fast < earliest.standard ? fast : earliest.standard;
  const full = fast ? "" : " Express production is full for the coming days.";
  return `That is too soon for us to make your piece.${full} Choose a date from ${formatDay(soonest)}, or call us.`;
}

function textProblem(field: BespokeTextField, value: string, multiLine = false): string | null {
  const labels: Record<BespokeTextField, string> = {
    piece: "the piece you would like",
    occasion: "the occasion",
    event_date: "the date",
    name: "your name",
    email: "your email address",
    phone: "your phone number",
  };
  if (value === "") return `Please enter ${labels[field]}.`;
  const max = BESPOKE_LIMITS[field as keyof typeof BESPOKE_LIMITS];
  if (max && value.length > max) return `Please keep ${labels[field]} under ${max} characters.`;
  if (hasControlCharacter(value, { multiLine }))
    return `Please remove the hidden control characters from ${labels[field]}.`;
  if (field === "email" && !EMAIL.test(value)) return "Please enter a valid email address, like name@example.com.";
  if (field === "phone" && !PHONE.test(value))
    return "Please enter a valid phone number, with your country code, like +234 803 000 0000.";
  return null;
}

export type ParsedBespoke =
  | { ok: true; request: BespokeRequestInput; typed: BespokeTyped }
  | { ok: false; errors: BespokeErrors; typed: BespokeTyped };

/**
 * Reads and checks a bespoke request form, every field at once: each refusal is a sentence for its
 * field. `today` is the shop's day (Lagos), YYYY-MM-DD; `earliest` the first event days the
 * atelier's queue can make a piece for.
 */
export function parseBespokeForm(input: FieldReader, today: string, earliest: EarliestEvent): ParsedBespoke {
  const get = typeof input === "function" ? input : (name: string) => input[name];
  const read = (name: string) => {
    const v = get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const typed: BespokeTyped = {};
  const errors: BespokeErrors = {};
  const text = {} as Record<BespokeTextField, string>;
  for (const field of ["piece", "occasion", "event_date", "name", "email", "phone"] as const) {
    text[field] = read(field);
    typed[field] = text[field];
    if (field === "event_date") continue;
    const problem = textProblem(field, text[field], field === "piece");
    if (problem) errors[field] = problem;
  }
  const express = read("express") === "yes";
  const keep = read("keep") === "yes";
  if (express) typed.express = "yes";
  if (keep) typed.keep = "yes";
  const link = read("measurements_link");
  if (KEY.test(link)) typed.measurements_link = link;
  const dateProblem = eventDateProblem(text.event_date, today, express, earliest);
  if (dateProblem) errors.event_date = dateProblem;
  const measured = parseMeasurements(input);
  if (measured.ok) {
    Object.assign(typed, measurementTyped(input));
  } else {
    Object.assign(typed, measured.typed);
    Object.assign(errors, measured.errors);
  }
  if (!measured.ok || Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return {
    ok: true,
    typed,
    request: {
      piece: text.piece,
      occasion: text.occasion,
      eventDate: text.event_date,
      express,
      name: text.name,
      email: text.email,
      phone: text.phone,
      measurements: measured.measurements,
      keepMeasurements: keep,
      ...(typed.measurements_link ? { measurementsLink: typed.measurements_link } : {}),
    },
  };
}

function measurementTyped(input: FieldReader): BespokeTyped {
  const get = typeof input === "function" ? input : (name: string) => input[name];
  const typed: BespokeTyped = {};
  for (const field of ["unit", ...MEASUREMENT_POINTS.map((p) => p.point)] as MeasurementField[]) {
    const v = get(field);
    typed[field] = typeof v === "string" ? v.trim() : "";
  }
  return typed;
}

/** Phone digits only: how kept measurements are found by phone. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** A request's reference: BSP-, then 8 letters and digits easy to read out (no 0/O, 1/I). */
export const REFERENCE = /^BSP-[2-9A-HJ-NP-Z]{8}$/;
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A new reference from random bytes (at least 8). */
export function referenceFrom(bytes: Uint8Array): string {
  let out = "BSP-";
  for (let i = 0; i < 8; i++) out += ALPHABET[bytes[i]! % ALPHABET.length];
  return out;
}

/** A shopper's private page key and a measurements link's token: 32 hex digits. */
export const KEY = /^[0-9a-f]{32}$/;
