// The coordinator's form for a new group: each field checked, a sentence per refusal. Pure.
import { isIsoDate } from "~/features/delivery";
import { formatDay } from "~/lib/lagos-clock";

const GROUP_FIELDS = [
  "name",
  "eventName",
  "eventOn",
  "joinBy",
  "minimum",
  "atelierNote",
  "payPlan",
  "firstName",
  "lastName",
  "email",
  "phone",
] as const;
export type GroupField = (typeof GROUP_FIELDS)[number];

export interface GroupForm {
  name: string;
  eventName: string;
  eventOn: string;
  joinBy: string;
  minimum: number | null;
  atelierNote: string;
  payPlan: "full" | "deposit";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type GroupFormResult =
  | { ok: true; group: GroupForm }
  | { ok: false; errors: Partial<Record<GroupField, string>>; typed: Partial<Record<GroupField, string>> };

/** What the server knows when it checks the form: today (Lagos) and how many pieces the atelier can still make before the event. */
export interface GroupLimits {
  today: string;
  /** Pieces of this style the atelier can finish before `eventOn` (null: not worked out, the date being refused). */
  piecesBefore: (eventOn: string) => number;
  /** The first day an event can fall on for the atelier to make this many pieces of the style (null: not within a year). */
  earliestEventFor: (pieces: number) => string | null;
  /** Whether the product's terms allow a deposit. */
  depositAllowed: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]{7,20}$/;

function text(read: (name: string) => unknown, name: string): string {
  const value = read(name);
  return typeof value === "string" ? value.trim() : "";
}

const tooSoon = (earliest: string | null) =>
  earliest
    ? `That event is too soon for the atelier to make this style. The atelier can make pieces for an event on or after ${formatDay(earliest)}.`
    : "The atelier's year ahead is full for this style: message us on WhatsApp and we will find a way.";

const tooFew = (most: number, eventOn: string, earliest: string | null) =>
  `The atelier can make ${most} of this style before ${formatDay(eventOn)}: choose a minimum of ${most} or fewer` +
  (earliest ? `, or an event on ${formatDay(earliest)} or later.` : ".");

/** Reads and checks the form; the minimum is refused above what the atelier can make before the event. */
export function parseGroupForm(input: (name: string) => unknown, limits: GroupLimits): GroupFormResult {
  const typed: Partial<Record<GroupField, string>> = {};
  for (const f of GROUP_FIELDS) typed[f] = text(input, f);
  const t = typed as Record<GroupField, string>;
  const errors: Partial<Record<GroupField, string>> = {};
  const words = (f: GroupField, what: string, max: number) => {
    if (t[f] === "") errors[f] = `Enter ${what}.`;
    else if (t[f].length > max) errors[f] = `Keep ${what} to ${max} characters.`;
  };
  words("name", "the group's name", 80);
  words("eventName", "the event's name", 80);
  words("firstName", "your first name", 60);
  words("lastName", "your last name", 60);
  if (t.atelierNote.length > 500) errors.atelierNote = "Keep the note for the atelier to 500 characters.";
  if (!EMAIL.test(t.email) || t.email.length > 200) errors.email = "Enter your email address, like ada@example.com.";
  if (!PHONE.test(t.phone)) errors.phone = "Enter your phone number, like +234 803 123 4567.";
  if (!isIsoDate(t.eventOn)) errors.eventOn = "Enter the event's date.";
  else if (t.eventOn <= limits.today) errors.eventOn = "The event's date must be after today.";
  if (!isIsoDate(t.joinBy)) errors.joinBy = "Enter the last day guests may join.";
  else if (t.joinBy < limits.today) errors.joinBy = "The last day to join cannot be before today.";
  else if (!errors.eventOn && t.joinBy > t.eventOn)
    errors.joinBy = "The last day to join must be on or before the event.";
  const most = errors.eventOn ? null : limits.piecesBefore(t.eventOn);
  // Too soon for even one piece: said of the date, with the first day that can be.
  if (most === 0) errors.eventOn = tooSoon(limits.earliestEventFor(1));
  let minimum: number | null = null;
  if (t.minimum !== "") {
    if (!/^\d{1,4}$/.test(t.minimum) || Number(t.minimum) < 1)
      errors.minimum = "Enter the minimum as a whole number of guests, or leave it empty.";
    else {
      minimum = Number(t.minimum);
      if (most && minimum > most) errors.minimum = tooFew(most, t.eventOn, limits.earliestEventFor(minimum));
    }
  }
  if (t.payPlan !== "full" && t.payPlan !== "deposit") errors.payPlan = "Choose how guests pay: in full or a deposit.";
  else if (t.payPlan === "deposit" && !limits.depositAllowed) errors.payPlan = "This style must be paid in full.";
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed };
  return {
    ok: true,
    group: {
      name: t.name,
      eventName: t.eventName,
      eventOn: t.eventOn,
      joinBy: t.joinBy,
      minimum,
      atelierNote: t.atelierNote,
      payPlan: t.payPlan as "full" | "deposit",
      firstName: t.firstName,
      lastName: t.lastName,
      email: t.email,
      phone: t.phone,
    },
  };
}
