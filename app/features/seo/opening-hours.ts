import { site } from "~/config/site";

/** The atelier's opening hours (set in the shop's settings), as schema.org writes them. */
export const openingHours = site.openingHours;

/** "Mon, Tue, Thu, Fri": the days as the contact page lists them. */
export function daysLabel(days: readonly string[]): string {
  return days.map((d) => d.slice(0, 3)).join(", ");
}

/** "9:30am": a 24-hour "09:30" as the contact page writes it. */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "am" : "pm";
  const hour = h % 12 || 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/** "9:30am-6pm WAT": the hours as the contact page lists them. */
export function hoursLabel(row: { opens: string; closes: string }): string {
  return `${clock(row.opens)}-${clock(row.closes)} WAT`;
}
