import { expect, it } from "vitest";
import { addDays, lagosMinuteOf, lagosToday } from "~/lib/lagos-clock";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { claimDueRelay, markRelaySent } from "../outbox/store.server";
import { messageEmail } from "./email-fields.server";
import { contactMessages, relayAgain, storeMessage, subscribers } from "./store.server";

describeOnBothDatabases("the admin's messages on %s", (suite) => {
  const t = suite.database();

  it("lists one subscriber per email, with the first date and every form it came through", async () => {
    await storeMessage(t.db, { kind: "newsletter", from_email: "Ada@Example.com" }, "127.0.0.1");
    await storeMessage(t.db, { kind: "signup", from_name: "Bisi", from_email: "bisi@example.com" }, "127.0.0.1");
    await storeMessage(t.db, { kind: "signup", from_name: "Ada", from_email: "ada@example.com" }, "127.0.0.1");
    await storeMessage(
      t.db,
      { kind: "contact", from_name: "Chi", from_email: "chi@example.com", from_phone: undefined, message: "Hello" },
      "127.0.0.1",
    );
    const list = await subscribers(t.db);
    expect(list.map((s) => [s.email.toLowerCase(), s.sources, s.name])).toEqual([
      ["bisi@example.com", ["signup"], "Bisi"],
      ["ada@example.com", ["newsletter", "signup"], "Ada"],
    ]);
    const ada = list[1]!;
    const bisi = list[0]!;
    expect(ada.firstAt.getTime()).toBeLessThanOrEqual(bisi.firstAt.getTime());
  });

  it("lists contact messages only, newest first, with their relay status, and relays one again", async () => {
    await storeMessage(
      t.db,
      {
        kind: "contact",
        from_name: "Dayo",
        from_email: "dayo@example.com",
        from_phone: "+2348000000001",
        message: "Bridal robes?",
      },
      "127.0.0.1",
    );
    const { messages, total } = await contactMessages(t.db, 1);
    expect(total).toBe(2);
    expect(messages.map((m) => m.email)).toEqual(["dayo@example.com", "chi@example.com"]);
    const dayo = messages[0]!;
    expect(dayo).toMatchObject({
      name: "Dayo",
      phone: "+2348000000001",
      message: "Bridal robes?",
      relay: { status: "pending", attempts: 0 },
    });

    // Relay everything due, then ask for Dayo's message again.
    const claim = async () => {
      const due = await claimDueRelay(t.db, ["messages"], 0);
      if (due === "paced") throw new Error("no pacing was asked for");
      return due;
    };
    for (let due = await claim(); due; due = await claim()) await markRelaySent(t.db, due.outboxId, "OK");
    expect((await contactMessages(t.db, 1)).messages[0]!.relay.status).toBe("sent");
    expect(await relayAgain(t.db, dayo.id)).toBe(true);
    expect((await contactMessages(t.db, 1)).messages[0]!.relay).toMatchObject({ status: "pending", sentAt: null });
    expect(await claim()).toMatchObject({ messageId: dayo.id });
    expect(await messageEmail(t.db, dayo.id)).toMatchObject({ from_email: "dayo@example.com" });
    expect(await claim()).toBeUndefined();
  });

  it("relays nothing for an unknown message or a sign-up", async () => {
    expect(await relayAgain(t.db, 999_999)).toBe(false);
    const [signup] = await t.db.query<{ id: string }>("select id from messages where kind = 'signup' limit 1");
    expect(await relayAgain(t.db, Number(signup!.id))).toBe(false);
  });

  it("pages through the messages", async () => {
    expect((await contactMessages(t.db, 2)).messages).toEqual([]);
    expect((await contactMessages(t.db, 2)).total).toBe(2);
  });

  it("tells the owner of a day's sign-ups in one email the next morning, and of each contact message at once", async () => {
    await t.db.query("delete from outbox where alert_key like 'sign-ups:%'");
    const [last] = await t.db.query<{ id: string | null }>("select max(id) as id from outbox");
    const since = Number(last?.id ?? 0);
    await storeMessage(t.db, { kind: "newsletter", from_email: "day1@example.com" }, "127.0.0.1");
    await storeMessage(t.db, { kind: "signup", from_name: "Day Two", from_email: "day2@example.com" }, "127.0.0.1");
    const contact = await storeMessage(
      t.db,
      { kind: "contact", from_name: "Eze", from_email: "eze@example.com", from_phone: undefined, message: "Hi" },
      "127.0.0.1",
    );
    await storeMessage(t.db, { kind: "signup", from_name: "Day Three", from_email: "day3@example.com" }, "127.0.0.1");
    const rows = await t.db.query<{
      message_id: string | null;
      alert_key: string | null;
      template: string;
      params: Record<string, string> | string | null;
      next_attempt_at: Date | string;
    }>(
      `select message_id, alert_key, template, params, next_attempt_at from outbox
        where id > $1 and (message_id is not null or alert_key is not null) order by id`,
      [since],
    );
    expect(rows.map((r) => [r.message_id && Number(r.message_id), r.alert_key])).toEqual([
      [null, `sign-ups:${lagosToday()}`],
      [contact, null],
    ]);
    const digest = rows[0]!;
    const params =
      typeof digest.params === "string" ? (JSON.parse(digest.params) as Record<string, string>) : digest.params!;
    expect(digest.template).toBe("messages");
    expect(params.message).toMatch(/^3 people signed up for sales and news on /);
    expect(JSON.stringify(params)).not.toMatch(/day[123]@example\.com|Day Two/);
    expect(new Date(digest.next_attempt_at)).toEqual(lagosMinuteOf(addDays(lagosToday(), 1), 8 * 60));
  });
});
