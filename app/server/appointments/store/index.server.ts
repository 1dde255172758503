// The calendar's tables: closed days, appointment types, weekly hours and appointments.
export { readClosedDays, closeDay, reopenDay } from "../../atelier/closed-days.server";
export * from "./types.server";
export * from "./hours.server";
export * from "./appointments.server";
