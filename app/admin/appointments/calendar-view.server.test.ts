import { expect, it } from "vitest";
import { lagosDateTimeOf, lagosDayOf } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { bookAppointment } from "~/server/appointments/book.server";
import { slotsOfType } from "~/server/appointments/manage.server";
import { insertType } from "~/server/appointments/store/index.server";
import { appointmentsOn } from "./calendar-view.server";

describeOnBothDatabases("the owner's day list on %s", (suite) => {
  const services = suite.services();

  it("gives a client who booked from abroad her own time beside Lagos's, and a Lagos client none", async () => {
    const type = await insertType(services.db, {
      name: "Day list fitting",
      minutes: 60,
      seats: 2,
      bufferMinutes: 0,
      fee: 0,
      cutoffHours: 0,
    });
    const [slot] = await slotsOfType(services.db, type);
    const keys: Record<string, string> = {};
    for (const tz of ["Asia/Tokyo", ""]) {
      const booked = await bookAppointment(services, {
        type: String(type),
        slot: lagosDateTimeOf(slot!.startsAt),
        name: tz ? "Yuki Obi" : "Ada Obi",
        email: `day-list-${tz ? "tokyo" : "lagos"}@example.com`,
        phone: "+234 803 123 4567",
        forOrder: "",
        tz,
      });
      if (!booked.ok) throw new Error("refused");
      keys[tz || "lagos"] = booked.key;
    }
    const lines = await appointmentsOn(services.db, lagosDayOf(slot!.startsAt));
    const tokyo = lines.find((l) => l.key === keys["Asia/Tokyo"]);
    expect(tokyo?.herTime).toMatch(/^(\w{3} \d{1,2} \w{3}, )?\d\d:\d\d in Tokyo$/);
    expect(lines.find((l) => l.key === keys.lagos)?.herTime).toBeNull();
  });
});
