import type { CalendarDay } from "~/features/appointments";
import { chatWithLink } from "~/features/whatsapp";
import { formatDay, formatTimeOfDay } from "~/lib/lagos-clock";
import type { AppointmentLine } from "./calendar-view.server";

const STATUS: Record<string, string> = {
  held: "held, fee unpaid",
  unseated: "paid, to choose a new time",
};

const linkClass = "inline-flex min-h-11 items-center underline underline-offset-4";

/** A phone number to dial as written, without its spaces and brackets. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** One appointment: when, what, who; then call, WhatsApp, move, cancel and its order. */
function Appointment({ line }: { line: AppointmentLine }) {
  const order = line.forOrder ?? line.feeOrder;
  const chat = chatWithLink(line.phone);
  const dial = line.phone.replace(/\D/g, "").length >= 5;
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-medium tabular-nums">
          {formatTimeOfDay(line.startsAt)}–{formatTimeOfDay(line.endsAt)}
        </span>
        {line.herTime && <span className="text-sm text-ink-soft">her time: {line.herTime}</span>}
        <span>{line.typeName}</span>
        <span className="font-medium">{line.name}</span>
        {STATUS[line.status] && <span className="text-sm text-ink-soft">{STATUS[line.status]}</span>}
      </p>
      <p className="flex flex-wrap gap-x-4 text-sm">
        {dial && (
          <a href={telHref(line.phone)} className={linkClass}>
            <span className="sr-only">Call {line.name} on </span>
            {line.phone}
          </a>
        )}
        {chat && (
          <a href={chat} target="_blank" rel="noreferrer" className={linkClass}>
            WhatsApp<span className="sr-only"> {line.name} (opens in a new tab)</span>
          </a>
        )}
        <a href={`/admin/calendar/${line.key}#move`} className={linkClass}>
          Move<span className="sr-only"> {line.name}&apos;s appointment</span>
        </a>
        <a href={`/admin/calendar/${line.key}#cancel`} className={linkClass}>
          Cancel<span className="sr-only"> {line.name}&apos;s appointment</span>
        </a>
        {order && (
          <a href={`/admin/orders/${order}`} className={linkClass}>
            Order {order}
          </a>
        )}
      </p>
    </li>
  );
}

/** The week as a list of days: each day in words, today marked, then its appointments or a word that there are none. */
export function DayList({
  days,
  closed,
}: {
  days: readonly CalendarDay<AppointmentLine>[];
  closed: Readonly<Record<string, string>>;
}) {
  return (
    <ol className="flex flex-col gap-6">
      {days.map((d) => (
        <li key={d.day} className={d.today ? "border-l-4 border-hazel pl-3" : ""}>
          <h2 id={`day-${d.day}`} className="flex flex-wrap items-baseline gap-x-3 text-xl">
            {d.today && <span className="label-caps text-ink">Today</span>}
            <span>{formatDay(d.day)}</span>
          </h2>
          {d.lines.length === 0 ? (
            <p className="py-1 text-sm text-ink-soft">{closed[d.day] ? `${closed[d.day]}.` : "Nothing booked."}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {d.lines.map((l) => (
                <Appointment key={`${l.key}`} line={l} />
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
