import { expect, it } from "vitest";
import { slotWordsWithHers } from "~/features/appointments/her-zone";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { bookAppointment } from "./book.server";
import { moveAppointment, slotsOfType } from "./manage.server";
import { queueAppointmentReminders } from "./reminders.server";
import { findByKey, insertType } from "./store/index.server";

let n = 0;
const form = (type: number, slot: Date, tz: string) => ({
  type: String(type),
  slot: lagosDateTimeOf(slot),
  name: "Ada Obi",
  email: `zone-${++n}@example.com`,
  phone: "+44 20 7946 0958",
  forOrder: "",
  tz,
});

describeOnBothDatabases("her zone kept with the appointment on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: "https://hazel.example" } });
  const type = () =>
    insertType(services.db, {
      name: `Zone fitting ${++n}`,
      minutes: 60,
      seats: 2,
      bufferMinutes: 15,
      fee: 0,
      cutoffHours: 0,
    });
  const params = async (like: string) =>
    (
      await services.db.query<{ params: { order_summary: string; note: string } }>(
        "select params from outbox where alert_key like $1 order by id",
        [like],
      )
    ).map(
      (r) =>
        (typeof r.params === "string" ? JSON.parse(r.params) : r.params) as { order_summary: string; note: string },
    );

  it("keeps the zone she booked in and writes her time beside Lagos's in the confirmation, the move and the reminder", async () => {
    const id = await type();
    const [slot, later] = await slotsOfType(services.db, id);
    const booked = await bookAppointment(services, form(id, slot!.startsAt, "Europe/London"));
    if (!booked.ok) throw new Error("refused");
    const a = await findByKey(services.db, booked.key);
    expect(a?.zone).toBe("Europe/London");
    const [confirmation] = await params(`appointment-booked:${a!.id}:%`);
    expect(confirmation?.order_summary).toContain(slotWordsWithHers(slot!.startsAt, "Europe/London"));
    expect(confirmation?.order_summary).toMatch(/WAT · .* in London/);

    await moveAppointment(services, booked.key, lagosDateTimeOf(later!.startsAt));
    const [moved] = await params(`appointment-moved:${a!.id}:%`);
    expect(moved?.note).toContain(`is now ${slotWordsWithHers(later!.startsAt, "Europe/London")}.`);

    const settings = { hours: [2], daytime: { from: 0, to: 24 }, siteUrl: "https://hazel.example" };
    await queueAppointmentReminders(services.db, settings, new Date(later!.startsAt.getTime() - 3_600_000));
    const [reminder] = await params(`appointment-reminder-1:${a!.id}:%`);
    expect(reminder?.note).toContain("in London");
  });

  it("keeps Lagos's zone when she sent none or a name Intl does not list, and her emails say Lagos time only", async () => {
    const id = await type();
    const [slot] = await slotsOfType(services.db, id);
    for (const tz of ["", "Mars/Olympus_Mons", "Europe/London'; drop table appointments; --"]) {
      const booked = await bookAppointment(services, form(id, slot!.startsAt, tz));
      if (!booked.ok) throw new Error("refused");
      const a = await findByKey(services.db, booked.key);
      expect(a?.zone).toBe("Africa/Lagos");
      const [confirmation] = await params(`appointment-booked:${a!.id}:%`);
      expect(confirmation?.order_summary).not.toContain(" in ");
      // The seat goes back for the next try.
      await services.db.query("update appointments set status = 'cancelled' where id = $1", [a!.id]);
    }
  });
});
