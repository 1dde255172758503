import { addDays, type Day } from "~/lib/lagos-clock";

/**
 * The coordinator's form for a group (Amaka's bridesmaids, Chioma coordinating), its event 120
 * days from `today` and joining open 30 days, with `over` changed: as `createGroup` reads a form.
 */
export function groupForm(today: Day, over: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    name: "Amaka's bridesmaids",
    eventName: "Amaka and Tobi's wedding",
    eventOn: addDays(today, 120),
    joinBy: addDays(today, 30),
    minimum: "",
    atelierNote: "Emerald silk",
    payPlan: "full",
    firstName: "Chioma",
    lastName: "Eze",
    email: "chioma@example.com",
    phone: "+234 803 000 1111",
    ...over,
  };
  return (name: string) => fields[name] ?? "";
}
