import { expect, it } from "vitest";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { pruneSentEmails, SENT_EMAIL_DAYS } from "./erase.server";
import { markRelaySent, queueAlert } from "./store.server";

// Sent emails are not kept for ever: their words go SENT_EMAIL_DAYS after they went.

describeOnBothDatabases("the outbox's sent emails on %s", (suite) => {
  const t = suite.database();
  const words = (name: string) => ({ to_email: `${name}@example.com`, to_name: name, order_summary: `Dear ${name}` });
  const paramsOf = async (key: string) => {
    const [row] = await t.db.query<{ params: Record<string, string> | string; status: string }>(
      "select params, status from outbox where alert_key = $1",
      [key],
    );
    return { status: row!.status, params: typeof row!.params === "string" ? JSON.parse(row!.params) : row!.params };
  };
  /** Queues an alert and marks it sent `daysAgo` days ago. */
  async function sent(key: string, daysAgo: number) {
    await queueAlert(t.db, key, "customer", words(key));
    const [row] = await t.db.query<{ id: string }>("select id from outbox where alert_key = $1", [key]);
    await markRelaySent(t.db, Number(row!.id), "OK");
    await t.db.query("update outbox set sent_at = now() - make_interval(days => $2) where id = $1", [row!.id, daysAgo]);
  }

  it(`erases a sent email's words ${SENT_EMAIL_DAYS} days after it went; the row stays, so it is never sent twice`, async () => {
    expect(SENT_EMAIL_DAYS).toBe(30);
    await sent("old-ada", 31);
    await sent("recent-bola", 29);
    await queueAlert(t.db, "waiting-chi", "customer", words("waiting-chi"));
    await t.db.query("update outbox set created_at = now() - interval '90 days' where alert_key = 'waiting-chi'");

    expect(await pruneSentEmails(t.db)).toBe(1);
    expect(await paramsOf("old-ada")).toEqual({ status: "sent", params: {} });
    expect((await paramsOf("recent-bola")).params).toEqual(words("recent-bola"));
    // Not sent yet (EmailJS unset, or a later day): kept whole until it goes.
    expect(await paramsOf("waiting-chi")).toEqual({ status: "pending", params: words("waiting-chi") });
    // The same occasion again queues nothing.
    expect(await queueAlert(t.db, "old-ada", "customer", words("old-ada"))).toBe(false);
    expect(await pruneSentEmails(t.db)).toBe(0);
  });
});
