import { formatShortDateTime } from "~/lib/lagos-clock";
import type { AppointmentLine } from "./calendar-view.server";

const STATUS: Record<string, string> = {
  held: "held, fee unpaid",
  booked: "booked",
  unseated: "paid, to choose a new time",
  lapsed: "not booked, fee unpaid",
  cancelled: "Cancelled",
};

/** Appointments as her screens list them: time, type, shopper, and a link to the order or her email. */
export function AppointmentList({ lines, empty }: { lines: readonly AppointmentLine[]; empty: string }) {
  if (lines.length === 0) return <p className="text-sm text-ink-soft">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line">
      {lines.map((l) => {
        const order = l.forOrder ?? l.feeOrder;
        return (
          <li
            key={`${l.startsAt}-${l.email}-${l.typeName}`}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
          >
            <span className="font-medium tabular-nums">{formatShortDateTime(l.startsAt)}</span>
            <span>{l.typeName}</span>
            <span>{l.name}</span>
            <span className="text-sm text-ink-soft">{STATUS[l.status] ?? l.status}</span>
            {order ? (
              <a href={`/admin/orders/${order}`} className="text-sm underline underline-offset-4">
                Order {order}
              </a>
            ) : (
              <a href={`mailto:${l.email}`} className="text-sm underline underline-offset-4">
                Email {l.name}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
