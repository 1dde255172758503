// The calendar's rules other features use: appointment types, weekly hours, closed days.
export type { AppointmentType } from "./appointment-types";
export { closedSet, NO_CLOSED_DAYS, type ClosedDay } from "./closed-days";
export { spansText, WEEKDAY_NAMES, type HoursSpan } from "./weekly-hours";
export type { CalendarDay } from "./day-list";
