import { describe, expect, it } from "vitest";
import { instantOfLagosTime } from "~/lib/lagos-clock";
import { balanceDueAt } from "./deposit";
import { balanceReminderToSend, isLagosDaytime, reminderAt } from "./reminder-times";

const HOURS = [72, 24] as const;
/** An instant given in Lagos time. */
const lagos = (local: string) => instantOfLagosTime(local)!;

describe("the reminders' planned times", () => {
  const due = balanceDueAt("2026-12-10"); // 00:00 on 9 December in Lagos, as every due time is midnight

  it("fall at least 72 and 24 hours before, moved to 18:00 the evening before when the hour is at night", () => {
    expect(reminderAt(due, 72)).toEqual(lagos("2026-12-05T18:00:00"));
    expect(reminderAt(due, 24)).toEqual(lagos("2026-12-07T18:00:00"));
  });

  it("keep a daytime hour as it is, and move a late evening one back to 18:00 the same day", () => {
    expect(reminderAt(lagos("2026-12-09T12:00:00"), 24)).toEqual(lagos("2026-12-08T12:00:00"));
    expect(reminderAt(lagos("2026-12-09T09:00:00"), 24)).toEqual(lagos("2026-12-08T09:00:00"));
    expect(reminderAt(lagos("2026-12-09T18:59:59"), 24)).toEqual(lagos("2026-12-08T18:59:59"));
    expect(reminderAt(lagos("2026-12-09T19:00:00"), 24)).toEqual(lagos("2026-12-08T18:00:00"));
    expect(reminderAt(lagos("2026-12-09T22:30:00"), 24)).toEqual(lagos("2026-12-08T18:00:00"));
    expect(reminderAt(lagos("2026-12-09T08:59:59"), 24)).toEqual(lagos("2026-12-07T18:00:00"));
  });
});

describe("Lagos daytime", () => {
  it("runs from 09:00 up to 19:00 Lagos time (UTC+1)", () => {
    expect(isLagosDaytime(lagos("2026-12-08T08:59:59"))).toBe(false);
    expect(isLagosDaytime(lagos("2026-12-08T09:00:00"))).toBe(true);
    expect(isLagosDaytime(lagos("2026-12-08T18:59:59"))).toBe(true);
    expect(isLagosDaytime(lagos("2026-12-08T19:00:00"))).toBe(false);
    expect(isLagosDaytime(lagos("2026-12-08T00:30:00"))).toBe(false);
  });
});

describe("the balance reminder sent now", () => {
  const due = balanceDueAt("2026-12-10"); // 00:00 on 9 December, Lagos

  it("is none before the first planned time, then the 72 hours' one, then the 24 hours' one", () => {
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-05T17:59:59"))).toBeUndefined();
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-05T18:00:00"))).toBe(0);
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T17:59:59"))).toBe(0);
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T18:00:00"))).toBe(1);
  });

  it("waits at night for 09:00 in Lagos: a deposit paid at 23:30 inside the 72 hours is reminded the next morning", () => {
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-06T23:30:00"))).toBeUndefined();
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T03:00:00"))).toBeUndefined();
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T08:59:59"))).toBeUndefined();
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T09:00:00"))).toBe(0);
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-05T19:00:00"))).toBeUndefined();
  });

  it("is only the latest once both are due: paid late inside the last day, one reminder, the 24 hours' one", () => {
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T22:00:00"))).toBeUndefined();
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-08T09:00:00"))).toBe(1);
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-08T18:59:59"))).toBe(1);
    // The order of the settings does not matter: the fewer hours before, the later.
    expect(balanceReminderToSend(due, [24, 72], lagos("2026-12-08T09:00:00"))).toBe(0);
  });

  it("is none once the balance is due (the owner is told instead)", () => {
    const noonDue = lagos("2026-12-09T12:00:00");
    expect(balanceReminderToSend(noonDue, HOURS, lagos("2026-12-09T11:59:59"))).toBe(1);
    expect(balanceReminderToSend(noonDue, HOURS, lagos("2026-12-09T12:00:00"))).toBeUndefined();
  });
});

describe("another daytime (REMINDER_DAYTIME)", () => {
  const due = balanceDueAt("2026-12-10");

  it("plans a night hour an hour before that daytime ends, and sends only within it", () => {
    const eightToTwenty = { from: 8, to: 20 };
    expect(reminderAt(due, 72, eightToTwenty)).toEqual(lagos("2026-12-05T19:00:00"));
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T08:00:00"), eightToTwenty)).toBe(0);
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-07T20:00:00"), eightToTwenty)).toBeUndefined();
  });

  it("all day long: each at its own hour, still only the latest due", () => {
    const allDay = { from: 0, to: 24 };
    expect(reminderAt(due, 72, allDay)).toEqual(lagos("2026-12-06T00:00:00"));
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-06T00:00:00"), allDay)).toBe(0);
    expect(balanceReminderToSend(due, HOURS, lagos("2026-12-08T03:00:00"), allDay)).toBe(1);
  });
});
