import { beforeAll, expect, it, vi } from "vitest";
import { lagosDateTimeOf } from "~/lib/lagos-clock";
import { bookAppointment } from "~/server/appointments/book.server";
import { cancelAppointment, slotsOfType } from "~/server/appointments/manage.server";
import { insertType } from "~/server/appointments/store/index.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { loader } from "./appointment.calendar[.]ics";

// Her appointment's calendar file opens with her page's key only, as her page does.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const fetchFile = (key: string) =>
  loader({
    params: { key },
    request: new Request(`http://shop.test/appointments/${key}/calendar.ics`),
    context: {},
  } as unknown as Parameters<typeof loader>[0]);

describeOnBothDatabases("her appointment's calendar file, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: "https://hazel.example" } });
  beforeAll(() => {
    state.services = services;
  });

  let n = 0;
  const book = async () => {
    const id = await insertType(services.db, {
      name: `Style talk ${++n}`,
      minutes: 45,
      seats: 1,
      bufferMinutes: 15,
      fee: 0,
      cutoffHours: 0,
    });
    const [slot] = await slotsOfType(services.db, id);
    const booked = await bookAppointment(services, {
      type: String(id),
      slot: lagosDateTimeOf(slot!.startsAt),
      name: "Ada Obi",
      email: "ada-ics@example.com",
      phone: "+234 803 000 0000",
      forOrder: "",
    });
    if (!booked.ok) throw new Error("refused");
    return { key: booked.key, startsAt: slot!.startsAt };
  };

  it("gives the holder of the key her booked appointment as one event in UTC", async () => {
    const { key, startsAt } = await book();
    const answer = await fetchFile(key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const text = (await answer.text()).replace(/\r\n /g, "");
    const utc = startsAt.toISOString().slice(0, 19).replace(/[-:]/g, "");
    expect(text).toContain(`DTSTART:${utc}Z\r\n`);
    expect(text).toMatch(/\r\nUID:appointment-\d+@hazel\.example\r\n/);
    expect(text).toMatch(/\r\nSUMMARY:Style talk \d+ at Hazel\r\n/);
    expect(text).toContain("LOCATION:Hazel atelier\\, 12 Example Close\\, Old GRA\\, Port Harcourt");
    expect(text).toContain(`https://hazel.example/appointments/${key}`);
  });

  it("opens nothing for a guessed or malformed key, nor once the appointment is cancelled", async () => {
    for (const guess of ["0".repeat(32), "f".repeat(32), "not-a-key", `${"a".repeat(31)}g`]) {
      const answer = await fetchFile(guess);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain("BEGIN:VCALENDAR");
    }
    const { key } = await book();
    expect((await cancelAppointment(services, key, "credit")).ok).toBe(true);
    expect((await fetchFile(key)).status).toBe(404);
  });
});
