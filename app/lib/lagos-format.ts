const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

/** A moment as the owner reads it, in Port Harcourt's time (WAT). */
export const formatWhen = (iso: string | Date) => dateTime.format(new Date(iso));

/** The calendar day (YYYY-MM-DD) of a moment in WAT: for date fields and CSV cells. */
export function lagosDay(at: Date): string {
  return new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A moment in WAT as "YYYY-MM-DD HH:MM", which spreadsheets read as a date and time. */
export function lagosDateTime(at: Date): string {
  return new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16).replace("T", " ");
}
