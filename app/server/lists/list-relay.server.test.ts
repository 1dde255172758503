import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { startMailgunFake, MAILGUN_FAKE, type MailgunFake } from "../../../test-fakes/mailgun";
import type { MailgunConfig } from "../adapters/mailgun.server";
import { openDb, type Db } from "../db/db.server";
import { restartClock } from "../db/rate-clock.server";
import { listEmailStatus } from "../outbox/store.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { campaignFigures, saleNewsCampaign } from "./campaign-figures.server";
import { queueDueSaleNews } from "./lists.server";
import { relayListBatch, type BatchOutcome, type ListRelayContext } from "./list-relay.server";
import { receiveMailEvent } from "./mail-webhook.server";
import { oneClickUnsubscribe } from "./one-click.server";
import { confirmMember, joinNews, memberById } from "./store.server";
import { announcedSaleFrom } from "./test-announced-sale.server";

const SITE = "https://shop.test";
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

let fake: MailgunFake;
beforeAll(async () => {
  fake = await startMailgunFake();
});
afterAll(() => fake.close());

const config = (perSecond: number): MailgunConfig => ({
  apiUrl: fake.url,
  apiKey: MAILGUN_FAKE.MAILGUN_API_KEY,
  domain: MAILGUN_FAKE.MAILGUN_DOMAIN,
  from: MAILGUN_FAKE.MAILGUN_FROM,
  signingKey: MAILGUN_FAKE.MAILGUN_WEBHOOK_SIGNING_KEY,
  perSecond,
});

/** Confirmed subscribers, made in one statement (a test may write any table). */
async function subscribers(db: Db, count: number): Promise<void> {
  await db.query(
    `insert into list_members (list, email, mailbox, confirmed_at)
     select 'news', 'sub' || g || '@example.com', 'sub' || g || '@example.com', now() from generate_series(1, $1::int) g`,
    [count],
  );
}

/** A sale started a minute ago, announced, its news queued: its id. */
async function announcedSale(db: Db): Promise<number> {
  const start = new Date(Date.now() - 60_000);
  const id = await announcedSaleFrom(db, start);
  await queueDueSaleNews(db, new Date());
  return id;
}

/** Runs one server's relay until nothing is due; its outcomes. */
async function relayUntilIdle(db: Db, ctx: ListRelayContext): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (let i = 0; i < 2000; i++) {
    const outcome = await relayListBatch(db, ctx);
    outcomes.push(outcome);
    if (outcome.kind === "idle") return outcomes;
    if (outcome.kind !== "sent") await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("never idle");
}

describeOnBothDatabases("list mail through the service on %s", (suite) => {
  const t = suite.database();
  beforeEach(async () => {
    fake.reset();
    await t.db.query("delete from outbox where list_member_id is not null");
    await t.db.query("delete from list_members");
    await t.db.query("delete from list_mail_events");
    await restartClock(t.db, "mailgun", 0);
  });

  it("sends a sale's news to 5,000 subscribers once each, under the service's limit, its figures counted", async () => {
    await subscribers(t.db, 5000);
    const saleId = await announcedSale(t.db);
    fake.setLimit(1000);
    const ctx = { config: config(1000), siteUrl: SITE, log: quiet, turnSeconds: 1 };
    await relayUntilIdle(t.db, ctx);

    const to = fake.messages.map((m) => m.fields.to);
    expect(to).toHaveLength(5000);
    expect(new Set(to).size).toBe(5000);
    // Never more than the limit in any rolling second, and never refused.
    expect(fake.answers.filter((a) => a.status === 429)).toEqual([]);
    const times = fake.messages.map((m) => m.at);
    for (let i = 1000; i < times.length; i++) expect(times[i]! - times[i - 1000]!).toBeGreaterThanOrEqual(1000);

    const sample = fake.messages[0]!.fields;
    expect(sample["h:List-Unsubscribe"]).toMatch(/^<https:\/\/shop\.test\/lists\/one-click\?key=[0-9a-f]{32}>$/);
    expect(sample["h:List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(sample["v:campaign"]).toBe(saleNewsCampaign(saleId));
    expect(sample.text).toMatch(/Unsubscribe: https:\/\/shop\.test\/lists\/unsubscribe\?key=/);
    expect(await campaignFigures(t.db, saleNewsCampaign(saleId))).toMatchObject({ queued: 5000, sent: 5000 });
  }, 180_000);

  it("backs off when the service answers 429, and sends the rest after", async () => {
    await subscribers(t.db, 30);
    await announcedSale(t.db);
    fake.setLimit(10);
    // The shop believes it may send 25 a second: the service refuses past 10 and the relay waits.
    const first = await relayListBatch(t.db, { config: config(25), siteUrl: SITE, log: quiet, turnSeconds: 0 });
    expect(first).toEqual({ kind: "rate-limited", wait: 1 });
    expect(fake.messages).toHaveLength(10);
    expect(await relayListBatch(t.db, { config: config(25), siteUrl: SITE, log: quiet })).toEqual({ kind: "paced" });
    await new Promise((r) => setTimeout(r, 1100));
    await relayUntilIdle(t.db, { config: config(10), siteUrl: SITE, log: quiet, turnSeconds: 1 });
    expect(new Set(fake.messages.map((m) => m.fields.to)).size).toBe(30);
    expect(fake.messages).toHaveLength(30);
  }, 30_000);

  it("sends once per subscriber from two servers at once", async () => {
    await subscribers(t.db, 300);
    await announcedSale(t.db);
    const other: Db = t.url ? await openDb({ url: t.url, dataDir: "", log: { warn: () => {} } }) : t.db;
    try {
      const ctx = { config: config(50), siteUrl: SITE, log: quiet, turnSeconds: 0 };
      await Promise.all([relayUntilIdle(t.db, ctx), relayUntilIdle(other, ctx)]);
    } finally {
      if (other !== t.db) await other.close();
    }
    const to = fake.messages.map((m) => m.fields.to);
    expect(to).toHaveLength(300);
    expect(new Set(to).size).toBe(300);
  }, 60_000);

  it("resumes after a restart: what a stopped server claimed goes once its claim lapses, what it sent never again", async () => {
    await subscribers(t.db, 20);
    const saleId = await announcedSale(t.db);
    // A server claims a batch, sends 5, and stops (the fake refuses nothing; the server dies).
    let sends = 0;
    const dying: typeof fetch = async (input, init) => {
      if (++sends > 5) throw new Error("the server stopped");
      return fetch(input, init);
    };
    await relayListBatch(t.db, { config: config(20), siteUrl: SITE, log: quiet, fetch: dying, turnSeconds: 0 });
    expect(fake.messages).toHaveLength(5);
    // The restarted server finds the rest claimed until the claim lapses (here: moved to now).
    await t.db.query("update outbox set next_attempt_at = now() where list_email = $1 and status = 'pending'", [
      saleNewsCampaign(saleId),
    ]);
    await relayUntilIdle(t.db, { config: config(20), siteUrl: SITE, log: quiet, turnSeconds: 0 });
    const to = fake.messages.map((m) => m.fields.to);
    expect(to).toHaveLength(20);
    expect(new Set(to).size).toBe(20);
  }, 30_000);

  it("suppresses a bounced and a complaining address on every list, once per event, until it confirms anew", async () => {
    await subscribers(t.db, 3);
    const saleId = await announcedSale(t.db);
    await relayUntilIdle(t.db, { config: config(10), siteUrl: SITE, log: quiet, turnSeconds: 0 });
    const [one, two, three] = fake.messages;
    const key = MAILGUN_FAKE.MAILGUN_WEBHOOK_SIGNING_KEY;

    expect(
      await receiveMailEvent(t.db, key, fake.event(one!, "failed", { key: "not-the-key", severity: "permanent" })),
    ).toMatchObject({ status: 401 });
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(
      await receiveMailEvent(t.db, key, fake.event(one!, "failed", { severity: "permanent", timestamp: stale })),
    ).toMatchObject({ status: 401 });
    expect(await receiveMailEvent(t.db, key, fake.event(one!, "failed", { severity: "temporary" }))).toMatchObject({
      status: 200,
      message: expect.stringMatching(/^ignored/),
    });
    const bounce = fake.event(one!, "failed", { severity: "permanent", id: "bounce-1" });
    expect(await receiveMailEvent(t.db, key, bounce)).toMatchObject({
      status: 200,
      message: "bounced: 1 memberships left",
    });
    expect(await receiveMailEvent(t.db, key, bounce)).toMatchObject({ message: "already kept" });
    await receiveMailEvent(t.db, key, fake.event(two!, "complained"));
    await receiveMailEvent(t.db, key, fake.event(three!, "delivered"));
    await receiveMailEvent(t.db, key, fake.event(one!, "delivered"));

    expect(await campaignFigures(t.db, saleNewsCampaign(saleId))).toEqual({
      queued: 3,
      sent: 3,
      delivered: 2,
      bounced: 1,
      complained: 1,
      unsubscribed: 0,
    });
    // Their next list email is withheld; the third's goes.
    const [bounced] = await t.db.query<{ id: string }>("select id from list_members where email = $1", [
      one!.fields.to,
    ]);
    const member = (await memberById(t.db, Number(bounced!.id)))!;
    expect(member.unsubscribed).toBe(true);
    await announcedSale(t.db);
    fake.reset();
    await relayUntilIdle(t.db, { config: config(10), siteUrl: SITE, log: quiet, turnSeconds: 0 });
    expect(fake.messages.map((m) => m.fields.to)).toEqual([three!.fields.to]);
    expect(await listEmailStatus(t.db, member.id)).toHaveLength(1);
    // She signs up and confirms again: she is on the list once more.
    await t.db.transaction((tx) => joinNews(tx, member.email, null));
    await t.db.transaction((tx) => confirmMember(tx, { key: member.key }));
    expect((await memberById(t.db, member.id))!.unsubscribed).toBe(false);
  }, 30_000);

  it("unsubscribes within a one-click POST, answers an empty 200, and counts it in the campaign", async () => {
    await subscribers(t.db, 1);
    const saleId = await announcedSale(t.db);
    await relayUntilIdle(t.db, { config: config(10), siteUrl: SITE, log: quiet, turnSeconds: 0 });
    const link = /^<(.+)>$/.exec(fake.messages[0]!.fields["h:List-Unsubscribe"]!)![1]!;
    const post = () =>
      oneClickUnsubscribe(
        t.db,
        new Request(link, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
      );
    const answer = await post();
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("");
    const [row] = await t.db.query<{ unsubscribed_at: unknown }>("select unsubscribed_at from list_members");
    expect(row!.unsubscribed_at).not.toBeNull();
    expect((await post()).status).toBe(200);
    expect((await campaignFigures(t.db, saleNewsCampaign(saleId))).unsubscribed).toBe(1);
  });
});
