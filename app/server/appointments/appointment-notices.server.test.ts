import { expect, it } from "vitest";
import { CONSENT_WORDING } from "~/features/notices/consent";
import { lagosDateTimeOf, lagosDayOf, lagosMidnight } from "~/lib/lagos-clock";
import { inDaytime } from "~/features/notices/daytime";
import { normalMailbox } from "~/features/mailbox";
import { deleteMyData, sendDeletionCode } from "../account/delete-my-data.server";
import { herUpdates, saveHerUpdates } from "../account/her-updates.server";
import { sendSignInCode, signInWithCode } from "../account/sign-in.server";
import { placeOrder } from "../checkout/place-order.server";
import { changeOrderState } from "../orders/change-state.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import type { Db } from "../db/db.server";
import { mayMessage, noticesOfAppointment } from "../notices/store.server";
import { relayNoticeOnce, type NoticeOutcome } from "../outbox/notice-relay.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { bookAppointment } from "./book.server";
import { queueConfirmation } from "./emails.server";
import { moveAppointment, slotsOfType } from "./manage.server";
import { queueAppointmentReminders } from "./reminders.server";
import { findByKey, insertType } from "./store/index.server";

const SITE = "https://hazel.example";
const DAYTIME = { from: 9, to: 19 };
let n = 0;

/** Her booking form; `tick` her WhatsApp or SMS updates. */
const form = (type: number, slot: Date, tick = true) => ({
  type: String(type),
  slot: lagosDateTimeOf(slot),
  name: "Ada Obi",
  email: `fit-${++n}@example.com`,
  phone: `+234 803 200 ${String(1000 + n).slice(1)}`,
  forOrder: "",
  ...(tick ? { messageUpdates: "on" } : {}),
});

/** The code of the last email queued to `email`. */
async function lastCode(db: Db, email: string) {
  const [row] = await db.query<{ params: Record<string, string> | string }>(
    "select params from outbox where template = 'customer' and params->>'to_email' = $1 order by id desc limit 1",
    [email],
  );
  const params = typeof row!.params === "string" ? (JSON.parse(row!.params) as Record<string, string>) : row!.params;
  return params.reference!;
}

describeOnBothDatabases("an appointment's notices on WhatsApp and SMS, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SITE } });
  const type = () =>
    insertType(services.db, {
      name: `Fitting ${++n}`,
      minutes: 60,
      seats: 1,
      bufferMinutes: 15,
      fee: 0,
      cutoffHours: 0,
    });
  const book = async (tick = true) => {
    const id = await type();
    const slots = await slotsOfType(services.db, id);
    const asked = form(id, slots[0]!.startsAt, tick);
    const booked = await bookAppointment(services, asked);
    if (!booked.ok) throw new Error(JSON.stringify(booked));
    return { a: (await findByKey(services.db, booked.key))!, slots, asked };
  };
  const ledger = async (id: number) =>
    (await noticesOfAppointment(services.db, id)).map((x) => ({ purpose: x.purpose, at: x.variables[1] })).reverse();

  it("a fitting booked with her tick: its notice once per start, however often the booking is seen; a move writes again", async () => {
    const { a, slots, asked } = await book();
    const [consent] = await services.db.query<{ wording: string; place: string; appointment_id: string }>(
      "select wording, place, appointment_id from message_consents where phone = $1",
      [asked.phone.replace(/\D/g, "")],
    );
    expect(consent).toMatchObject({ wording: CONSENT_WORDING.booking, place: "booking" });
    expect(Number(consent!.appointment_id)).toBe(a.id);
    const [booked] = await noticesOfAppointment(services.db, a.id);
    expect(booked).toMatchObject({
      purpose: "appointment-booked",
      template: "appointment_booked",
      phone: asked.phone.replace(/\D/g, ""),
      channel: "whatsapp",
      state: "queued",
      reference: "",
    });
    expect(booked?.variables[0]).toBe(a.typeName.toLowerCase());
    expect(booked?.smsText).toContain(`your ${a.typeName.toLowerCase()} is booked for`);
    // Its booking seen again (a repeated webhook, a second server): nothing more.
    await services.db.transaction((tx) => queueConfirmation(tx, a, SITE));
    await services.db.transaction((tx) => queueConfirmation(tx, a, SITE));
    expect(await ledger(a.id)).toHaveLength(1);
    // Moved: the new start is written to her once; moved back, the first start's news is new again.
    const later = slots[1]!.startsAt;
    expect(await moveAppointment(services, a.key, lagosDateTimeOf(later))).toMatchObject({ ok: true });
    const moved = await ledger(a.id);
    expect(moved.map((x) => x.purpose)).toEqual(["appointment-booked", "appointment-moved"]);
    expect(moved[1]?.at).not.toBe(moved[0]?.at);
    const again = await findByKey(services.db, a.key);
    await services.db.transaction((tx) => queueConfirmation(tx, again!, SITE));
    expect((await ledger(a.id)).map((x) => x.purpose)).toEqual([
      "appointment-booked",
      "appointment-moved",
      "appointment-booked",
    ]);
  });

  it("without her tick nothing is stored for her booking", async () => {
    const { a, asked } = await book(false);
    expect(await mayMessage(services.db, asked.phone.replace(/\D/g, ""))).toBe(false);
    expect(await noticesOfAppointment(services.db, a.id)).toEqual([]);
  });

  it("reminders: none queued at night, each once per start, and sent only in the Lagos daytime", async () => {
    const { a } = await book();
    const settings = { hours: [24, 2], daytime: DAYTIME, siteUrl: SITE };
    const night = new Date(lagosMidnight(lagosDayOf(a.startsAt)).getTime() + 2 * 3_600_000); // 02:00 in Lagos
    expect(night < a.startsAt).toBe(true);
    expect(await queueAppointmentReminders(services.db, settings, night)).toBe(0);
    expect((await ledger(a.id)).map((x) => x.purpose)).toEqual(["appointment-booked"]);
    // A day earlier at noon (Lagos), twice, by two servers: the first reminder, once.
    const noon = new Date(lagosMidnight(lagosDayOf(a.startsAt)).getTime() - 12 * 3_600_000);
    const dayBefore = { ...settings, hours: [36, 2] };
    await Promise.all([1, 2].map(() => queueAppointmentReminders(services.db, dayBefore, noon)));
    await queueAppointmentReminders(services.db, dayBefore, noon);
    expect((await ledger(a.id)).map((x) => x.purpose)).toEqual(["appointment-booked", "appointment-reminder"]);
    const [reminder] = await noticesOfAppointment(services.db, a.id);
    expect(reminder).toMatchObject({ template: "appointment_reminder", state: "queued" });

    // The relay at night sends her booking's news, and keeps the reminder for the morning.
    const sent: number[] = [];
    const relay = (now: Date) =>
      relayNoticeOnce(services.db, {
        senders: {
          whatsapp: async (due) => {
            sent.push(due.id);
            return { ok: true, id: `wamid.fit${due.id}.${now.getTime()}` };
          },
        },
        receiptSeconds: 900,
        daytime: DAYTIME,
        log: { info() {}, warn() {}, error() {} },
        now: () => now,
      });
    const drain = async (now: Date) => {
      const outcomes: NoticeOutcome[] = [];
      for (let i = 0; i < 50 && outcomes.at(-1) !== "idle"; i++) outcomes.push(await relay(now));
      return outcomes;
    };
    // The next 02:00 in Lagos from now, when every notice stored so far is due.
    const today2am = lagosMidnight(lagosDayOf(new Date())).getTime() + 2 * 3_600_000;
    const nightAt = new Date(today2am > Date.now() ? today2am : today2am + 24 * 3_600_000);
    expect(await drain(nightAt)).toContain("waits for daytime");
    expect(sent).not.toContain(reminder!.id);
    const morning = inDaytime(nightAt, DAYTIME);
    await drain(morning);
    expect(sent.filter((id) => id === reminder!.id)).toHaveLength(1);
  });

  it("her page: her numbers with their consent, ticked or unticked; her data deleted, her appointment's notices and her consents go", async () => {
    const { a, asked } = await book();
    const phone = asked.phone.replace(/\D/g, "");
    expect(await mayMessage(services.db, phone)).toBe(true);
    const email = asked.email;
    // An order of hers with another number, unticked at checkout.
    const other = `234803300${String(1000 + n).slice(1)}`;
    const placed = await placeOrder(
      services,
      {
        customer: createCustomerForm({ email, phone: `+${other}` }),
        lines: [{ productId: 42, size: "M", quantity: 1 }],
      },
      { clientAddress: "198.51.100.8" },
    );
    expect(placed.ok).toBe(true);
    expect((await herUpdates(services.db, email, false)).numbers).toEqual([
      { phone: other, live: false },
      { phone, live: true },
    ]);
    // Her page's form: the order's number ticked, the booking's unticked; a stranger's number ticked is ignored.
    await saveHerUpdates(services.db, email, [other, "2348039999999"]);
    expect((await herUpdates(services.db, email, false)).numbers).toEqual([
      { phone: other, live: true },
      { phone, live: false },
    ]);
    expect(await mayMessage(services.db, "2348039999999")).toBe(false);
    const [given] = await services.db.query<{ wording: string; place: string }>(
      "select wording, place from message_consents where phone = $1",
      [other],
    );
    expect(given).toEqual({ wording: CONSENT_WORDING["her page"], place: "her page" });
    await saveHerUpdates(services.db, email, [other, phone]);
    // Her order ended (one on its way keeps its number's consent until it reaches her).
    if (!placed.ok) throw new Error("refused");
    await changeOrderState(services.db, { reference: placed.order.reference, to: "cancelled", source: "owner" });
    await sendSignInCode(services.db, { email, clientAddress: "198.51.100.7", siteUrl: SITE });
    const signed = await signInWithCode(services.db, {
      email,
      code: await lastCode(services.db, email),
      clientAddress: "198.51.100.7",
      deviceHash: "phone",
    });
    if (!signed.ok) throw new Error(signed.error);
    const her = { signedIn: true as const, email, mailbox: normalMailbox(email), token: signed.token };
    await sendDeletionCode(services.db, her, "198.51.100.7", SITE);
    const done = await deleteMyData(services.db, her, await lastCode(services.db, email), "198.51.100.7");
    expect(done).toMatchObject({ ok: true, counts: { appointments: 1 } });
    expect(await mayMessage(services.db, phone)).toBe(false);
    expect(await mayMessage(services.db, other)).toBe(false);
    const [notice] = await noticesOfAppointment(services.db, a.id);
    expect(notice).toMatchObject({ phone: "", variables: [], smsText: "", withheld: true });
    const [consents] = await services.db.query<{ n: number | string }>(
      "select count(*) as n from message_consents where appointment_id = $1",
      [a.id],
    );
    expect(Number(consents!.n)).toBe(0);
  });
});
