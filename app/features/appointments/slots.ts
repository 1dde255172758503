import { addDays, daysBetween, lagosDayOf, lagosMinuteOf, weekdayOf, type Day } from "~/lib/lagos-clock";
import type { AppointmentType } from "./appointment-types";
import type { HoursSpan } from "./weekly-hours";

/** A time one may book: its start and end, and the seats left. */
export interface Slot {
  startsAt: Date;
  endsAt: Date;
  left: number;
}

/** How long ahead of now the first slot may start: she needs time to prepare. */
const MIN_NOTICE_HOURS = 12;
/** How many days ahead slots are offered. */
export const DAYS_AHEAD = 42;

/** What slots are made from: the type, her hours and closed days, the seats taken per start (ms). */
export interface SlotFacts {
  type: Pick<AppointmentType, "minutes" | "seats" | "bufferMinutes">;
  hours: readonly HoursSpan[];
  closed: ReadonlySet<Day>;
  /** Seats held or booked, by the start's milliseconds. */
  taken: ReadonlyMap<number, number>;
  now: Date;
  noticeHours?: number;
  days?: number;
}

/**
 * Every start of a type within her hours, day by day from today (Lagos) for `days`, closed days
 * skipped: each span holds starts one length and buffer apart from its opening while the
 * appointment ends within it; a start before now and the notice is left out. Seats are not looked at.
 */
function startsOf(f: SlotFacts): Slot[] {
  const today = lagosDayOf(f.now);
  const earliest = f.now.getTime() + (f.noticeHours ?? MIN_NOTICE_HOURS) * 3_600_000;
  const step = f.type.minutes + f.type.bufferMinutes;
  const out: Slot[] = [];
  for (const day of daysBetween(today, addDays(today, (f.days ?? DAYS_AHEAD) - 1))) {
    if (f.closed.has(day)) continue;
    const spans = f.hours.filter((h) => h.weekday === weekdayOf(day)).sort((a, b) => a.from - b.from);
    for (const span of spans)
      for (let m = span.from; m + f.type.minutes <= span.to; m += step) {
        const startsAt = lagosMinuteOf(day, m);
        if (startsAt.getTime() < earliest) continue;
        out.push({ startsAt, endsAt: lagosMinuteOf(day, m + f.type.minutes), left: f.type.seats });
      }
  }
  return out;
}

/** The slots with room left, in order. */
export function openSlots(f: SlotFacts): Slot[] {
  return startsOf(f)
    .map((s) => ({ ...s, left: f.type.seats - (f.taken.get(s.startsAt.getTime()) ?? 0) }))
    .filter((s) => s.left > 0);
}

/**
 * Whether a start she asked for may be booked, in words when not: in the past or too soon, on a
 * closed day, outside her hours, or full.
 */
export function checkSlot(f: SlotFacts, startsAt: Date): { ok: true; slot: Slot } | { ok: false; error: string } {
  if (startsAt.getTime() <= f.now.getTime()) return { ok: false, error: "That time has passed: choose another." };
  const day = lagosDayOf(startsAt);
  if (f.closed.has(day)) return { ok: false, error: "The atelier is closed that day: choose another." };
  const notice = f.noticeHours ?? MIN_NOTICE_HOURS;
  if (startsAt.getTime() < f.now.getTime() + notice * 3_600_000)
    return { ok: false, error: `That is too soon: book at least ${notice} hours ahead.` };
  const slot = startsOf({ ...f, noticeHours: notice }).find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot)
    return { ok: false, error: "That time is outside the hours we see clients: choose one of the times shown." };
  const left = f.type.seats - (f.taken.get(startsAt.getTime()) ?? 0);
  if (left <= 0) return { ok: false, error: "That time has just been taken: choose another." };
  return { ok: true, slot: { ...slot, left } };
}
