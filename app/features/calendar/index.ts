export { NO_CLOSED_DAYS, type ClosedDay } from "./closed-days";
