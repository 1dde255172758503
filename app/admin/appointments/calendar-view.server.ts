import { readTypeForm, type TypeField } from "~/features/appointments/appointment-types";
import { readDaySpans, type HoursSpan } from "~/features/appointments/weekly-hours";
import type { ClosedDay } from "~/features/appointments/closed-days";
import { daysOfWeek, WEEK_DAYS, weekFrom } from "~/features/appointments/day-list";
import { herTimeLabel } from "~/features/appointments/her-zone";
import { addDays, lagosDayOf, lagosMidnight, type Day } from "~/lib/lagos-clock";
import type { Db } from "~/server/db/db.server";
import { forgetQueueFacts } from "~/server/atelier/queue.server";
import {
  appointmentsBetween,
  appointmentsOfOrder,
  appointmentTypes,
  closeDay,
  insertType,
  readClosedDays,
  reopenDay,
  setWeeklyHours,
  typeNameTaken,
  updateType,
  weeklyHours,
  type Appointment,
} from "~/server/appointments/store/index.server";

/** An appointment as her screens list it. */
export interface AppointmentLine {
  /** Her page's key: the owner's move and cancel pages are addressed by it. */
  key: string;
  startsAt: string;
  endsAt: string;
  phone: string;
  typeName: string;
  name: string;
  email: string;
  status: string;
  forOrder: string | null;
  feeOrder: string | null;
  /** Her start on her own clock ("10:15 in London") when she booked from another zone; else null. */
  herTime: string | null;
}

const lineOf = (a: Appointment): AppointmentLine => ({
  key: a.key,
  startsAt: a.startsAt.toISOString(),
  endsAt: a.endsAt.toISOString(),
  phone: a.phone,
  typeName: a.typeName,
  name: a.name,
  email: a.email,
  status: a.status,
  forOrder: a.forOrder,
  feeOrder: a.feeOrder,
  herTime: herTimeLabel(a.startsAt, a.zone) ?? null,
});

/** A Lagos day's appointments (booked, held or waiting for a new time), in order. */
export async function appointmentsOn(db: Db, day: Day): Promise<AppointmentLine[]> {
  return (await appointmentsBetween(db, lagosMidnight(day), lagosMidnight(addDays(day, 1)))).map(lineOf);
}

/** An order's appointments, for its page and production sheet. */
export async function appointmentsForOrder(db: Db, reference: string): Promise<AppointmentLine[]> {
  return (await appointmentsOfOrder(db, reference)).map(lineOf);
}

/** The calendar: the week from `asked` (a day, else today) as a list of days, and the weeks either side. */
export async function calendarWeek(db: Db, asked: string | null, now = new Date()) {
  const today = lagosDayOf(now);
  const from = weekFrom(asked, today);
  const to = addDays(from, WEEK_DAYS);
  const [lines, closed] = await Promise.all([
    appointmentsBetween(db, lagosMidnight(from), lagosMidnight(to)),
    readClosedDays(db, from, addDays(to, -1)),
  ]);
  return {
    today,
    from,
    days: daysOfWeek(from, today, lines.map(lineOf)),
    closed: Object.fromEntries(closed.map((d) => [d.day, d.kind === "holiday" ? "Public holiday" : "Closed"])),
    previous: addDays(from, -WEEK_DAYS),
    next: to,
  };
}

/** The calendar's settings: the types, the hours, the closed days ahead. */
export async function calendarSettings(db: Db, now = new Date()) {
  const today = lagosDayOf(now);
  const [types, hours, closed] = await Promise.all([
    appointmentTypes(db, { retired: true }),
    weeklyHours(db),
    readClosedDays(db, today, addDays(today, 400)),
  ]);
  return { types, hours, closed, today };
}

export type CalendarOutcome =
  | { ok: true; saved: string }
  | {
      ok: false;
      section: string;
      error: string;
      fields?: Partial<Record<TypeField, string>>;
      blocking?: AppointmentLine[];
    };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Her calendar's forms: a type added or changed, the week's hours, a day closed, renamed or reopened. */
export async function saveCalendar(db: Db, form: URLSearchParams): Promise<CalendarOutcome> {
  const intent = form.get("intent") ?? "";
  const fields = Object.fromEntries(form);
  if (intent === "type-add" || intent === "type-save") {
    const id = Number(form.get("id"));
    const section = intent === "type-add" ? "type-new" : `type-${id}`;
    const read = readTypeForm(fields);
    if (!read.ok) return { ok: false, section, error: "Check the fields marked below.", fields: read.errors };
    if (await typeNameTaken(db, read.value.name, intent === "type-save" ? id : 0))
      return {
        ok: false,
        section,
        error: "Another appointment has that name.",
        fields: { name: "Choose another name." },
      };
    if (intent === "type-add") await insertType(db, read.value);
    else if (!(await updateType(db, id, { ...read.value, retired: form.get("retired") === "on" })))
      return { ok: false, section, error: "That appointment type was not found." };
    return { ok: true, saved: intent === "type-add" ? "Added." : "Saved." };
  }
  if (intent === "hours") {
    const spans: HoursSpan[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const read = readDaySpans(weekday, form.get(`day${weekday}`) ?? "");
      if (!read.ok) return { ok: false, section: "hours", error: read.error };
      spans.push(...read.spans);
    }
    await setWeeklyHours(db, spans);
    return { ok: true, saved: "Hours saved." };
  }
  const day = form.get("day") ?? "";
  if (intent === "close" || intent === "rename") {
    if (!DAY.test(day)) return { ok: false, section: "closed", error: "Choose a day." };
    const kind = form.get("kind") === "holiday" ? "holiday" : "leave";
    const reason = (form.get("reason") ?? "").trim();
    if (!reason) return { ok: false, section: "closed", error: "Say why it is closed (shoppers never see it)." };
    if (reason.length > 80) return { ok: false, section: "closed", error: "Keep the reason under 80 characters." };
    if (intent === "close") {
      const booked = await appointmentsOn(db, day);
      if (booked.length > 0)
        return {
          ok: false,
          section: "closed",
          error: `That day has ${booked.length === 1 ? "an appointment" : `${booked.length} appointments`}: move ${booked.length === 1 ? "it" : "them"} first, then close it.`,
          blocking: booked,
        };
    }
    await closeDay(db, { day, kind, reason } satisfies ClosedDay);
    forgetQueueFacts();
    return { ok: true, saved: intent === "close" ? "Day closed." : "Renamed." };
  }
  if (intent === "reopen") {
    if (!DAY.test(day) || !(await reopenDay(db, day)))
      return { ok: false, section: "closed", error: "That day was not closed." };
    forgetQueueFacts();
    return { ok: true, saved: "Day reopened." };
  }
  return { ok: false, section: "", error: "Choose one of the buttons." };
}
