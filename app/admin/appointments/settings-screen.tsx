import { buttonClass } from "~/components/ui/button";
import { controlClass, TextField } from "~/components/ui/field";
import {
  spansText,
  WEEKDAY_NAMES,
  type AppointmentType,
  type ClosedDay,
  type HoursSpan,
} from "~/features/appointments";
import { IdScope } from "~/lib/islands/use-dom-id";
import { formatDay } from "~/lib/lagos-clock";
import { AppointmentList } from "./appointment-list";
import type { CalendarOutcome } from "./calendar-view.server";

type Refused = Extract<CalendarOutcome, { ok: false }>;

function Notice({ section, refused }: { section: string; refused: Refused | undefined }) {
  if (refused?.section !== section) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 border border-danger p-3 text-danger">
      <p>{refused.error}</p>
      {refused.blocking && <AppointmentList lines={refused.blocking} empty="" />}
    </div>
  );
}

function TypeForm({ type, refused }: { type?: AppointmentType; refused?: Refused }) {
  const section = type ? `type-${type.id}` : "type-new";
  const e = refused?.section === section ? (refused.fields ?? {}) : {};
  const v = (f: keyof AppointmentType) => (type ? String(type[f]) : "");
  return (
    // Each type's form names its fields' ids apart, so every label points at its own field.
    <IdScope.Provider value={section}>
      <form
        method="post"
        className="flex flex-col gap-3 border border-line p-4"
        aria-label={type ? type.name : "New appointment type"}
      >
        <Notice section={section} refused={refused} />
        {type && <input type="hidden" name="id" value={type.id} />}
        <TextField name="name" label="Name" defaultValue={v("name")} error={e.name} required />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <TextField
            name="minutes"
            label="Minutes"
            inputMode="numeric"
            defaultValue={v("minutes") || "60"}
            error={e.minutes}
          />
          <TextField
            name="seats"
            label="At once"
            inputMode="numeric"
            defaultValue={v("seats") || "1"}
            error={e.seats}
          />
          <TextField
            name="bufferMinutes"
            label="Buffer (min)"
            inputMode="numeric"
            defaultValue={v("bufferMinutes") || "15"}
            error={e.bufferMinutes}
          />
          <TextField name="fee" label="Fee (₦)" inputMode="numeric" defaultValue={v("fee") || "0"} error={e.fee} />
          <TextField
            name="cutoffHours"
            label="Free until (h)"
            inputMode="numeric"
            defaultValue={v("cutoffHours") || "24"}
            error={e.cutoffHours}
          />
        </div>
        {type && (
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="retired" defaultChecked={type.retired} /> Retired (no longer offered)
          </label>
        )}
        <button
          type="submit"
          name="intent"
          value={type ? "type-save" : "type-add"}
          className={buttonClass(type ? "outline" : "primary", "w-full sm:w-fit")}
        >
          {type ? `Save ${type.name}` : "Add the type"}
        </button>
      </form>
    </IdScope.Provider>
  );
}

/** The calendar's settings: the types she offers, her weekly hours and closed days. */
export function SettingsScreen({
  types,
  hours,
  closed,
  today,
  saved,
  refused,
}: {
  types: AppointmentType[];
  hours: HoursSpan[];
  closed: ClosedDay[];
  today: string;
  saved: string | null;
  refused?: Refused;
}) {
  return (
    <>
      <p className="text-sm">
        <a href="/admin/calendar" className="inline-flex min-h-11 items-center underline underline-offset-4">
          ← Calendar
        </a>
      </p>
      <h1 className="text-3xl sm:text-4xl">Calendar settings</h1>
      {saved && (
        <p role="status" className="text-sm">
          {saved}
        </p>
      )}
      <p className="text-sm">
        Shoppers book at{" "}
        <a href="/appointments" className="underline underline-offset-4">
          /appointments
        </a>
        . How many pieces the atelier finishes a week:{" "}
        <a href="/admin/atelier" className="underline underline-offset-4">
          the atelier's capacity
        </a>
        .
      </p>
      <section aria-labelledby="types-heading" className="flex flex-col gap-3">
        <h2 id="types-heading" className="text-2xl">
          Appointment types
        </h2>
        <p className="text-sm text-ink-soft">
          &ldquo;At once&rdquo; is how many fitting rooms take it at the same time; the buffer is kept free after each;
          the fee counts towards her order; she moves or cancels for free until the hours before it you set.
        </p>
        {types.map((t) => (
          <TypeForm key={t.id} type={t} refused={refused} />
        ))}
        <h3 className="text-xl">Add a type</h3>
        <TypeForm refused={refused} />
      </section>
      <section aria-labelledby="hours-heading" className="flex flex-col gap-3">
        <h2 id="hours-heading" className="text-2xl">
          Weekly hours
        </h2>
        <form method="post" className="flex flex-col gap-3">
          <Notice section="hours" refused={refused} />
          <p className="text-sm text-ink-soft">
            Lagos time, one or more spans a day like 10:00-13:00, 14:00-17:00; empty when closed.
          </p>
          {WEEKDAY_NAMES.map((name, weekday) => (
            <TextField key={name} name={`day${weekday}`} label={name} defaultValue={spansText(hours, weekday)} />
          ))}
          <button type="submit" name="intent" value="hours" className={buttonClass("primary", "w-full sm:w-fit")}>
            Save the hours
          </button>
        </form>
      </section>
      <section aria-labelledby="closed-heading" className="flex flex-col gap-3">
        <h2 id="closed-heading" className="text-2xl">
          Closed days
        </h2>
        <Notice section="closed" refused={refused} />
        <form method="post" className="flex flex-col gap-3 border border-line p-4" aria-label="Close a day">
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField name="day" label="Day" type="date" min={today} required />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="close-kind" className="label-caps text-ink-soft">
                Kind
              </label>
              <select id="close-kind" name="kind" className={controlClass} defaultValue="leave">
                <option value="leave">Leave</option>
                <option value="holiday">Public holiday</option>
              </select>
            </div>
            <TextField name="reason" label="Reason" maxLength={80} required />
          </div>
          <button type="submit" name="intent" value="close" className={buttonClass("primary", "w-full sm:w-fit")}>
            Close the day
          </button>
        </form>
        <ul className="flex flex-col divide-y divide-line border-y border-line">
          {closed.map((d) => (
            <IdScope.Provider key={d.day} value={`closed-${d.day}`}>
              <li className="flex flex-col gap-2 py-3">
                <span>
                  <span className="font-medium">{formatDay(d.day)}</span> ·{" "}
                  {d.kind === "holiday" ? "Public holiday" : "Leave"}
                </span>
                <form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="day" value={d.day} />
                  <input type="hidden" name="kind" value={d.kind} />
                  <TextField
                    name="reason"
                    label={`Reason for ${d.day}`}
                    defaultValue={d.reason}
                    maxLength={80}
                    className="min-w-0 flex-1"
                  />
                  <button type="submit" name="intent" value="rename" className={buttonClass("outline")}>
                    Rename
                  </button>
                  <button type="submit" name="intent" value="reopen" className={buttonClass("quiet")}>
                    Reopen
                  </button>
                </form>
              </li>
            </IdScope.Provider>
          ))}
        </ul>
      </section>
    </>
  );
}
