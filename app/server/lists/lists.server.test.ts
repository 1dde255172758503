import { expect, it, vi } from "vitest";
import type { EmailFields, TemplateName } from "../adapters/emailjs.server";
import { type TestDatabase } from "../db/test-databases.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { storeMessage, subscribers } from "../messages/store.server";
import { relayOnce, type Mailer } from "../outbox/relay.server";
import { listEmailStatus } from "../outbox/store.server";
import { emailWriters as writers } from "../services.server";
import { setPiecesLeft } from "../../admin/products/product-stock.server";
import { askBackInStock, confirmByKey, queueDueSaleNews, sizeRestocked, whenSubscriberConfirms } from "./lists.server";
import {
  joinNews,
  joinWait,
  memberById,
  memberByKey,
  unsubscribeMember,
  waitingBySize,
  type ListMember,
} from "./store.server";
import { announcedSaleFrom } from "./test-announced-sale.server";

const SITE = "http://shop.test";
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** A mailer that keeps what it was asked to send. */
function keepingMailer() {
  const sent: { template: TemplateName; fields: EmailFields }[] = [];
  const mailer: Mailer = {
    templates: ["messages", "order", "customer", "lists"],
    send: async (template, fields) => {
      sent.push({ template, fields });
      return { ok: true, status: 200, text: "OK" };
    },
  };
  return { sent, mailer };
}

/** Relays everything due; the list emails sent, in order. */
async function relayAll(db: TestDatabase["db"]) {
  const { sent, mailer } = keepingMailer();
  for (let i = 0; i < 200; i++) {
    const outcome = await relayOnce(db, mailer, { writers, siteUrl: SITE, log: quiet, paceSeconds: 0 });
    if (outcome === "idle") break;
  }
  return sent.filter((s) => s.template === "lists").map((s) => s.fields);
}

const keyOf = (url: string) => /key=([0-9a-f]{32})$/.exec(url)![1]!;

describeOnBothDatabases("the lists on %s", (suite) => {
  const t = suite.database();

  it("asks a sign-up to confirm by a link, counts her only once she does, and runs the confirmed hook once", async () => {
    const confirmed: ListMember[] = [];
    whenSubscriberConfirms(async (_tx, member) => {
      confirmed.push(member);
    });
    await storeMessage(t.db, { kind: "signup", from_name: "Ada", from_email: " Ada@Example.com " }, "127.0.0.1");
    await storeMessage(t.db, { kind: "newsletter", from_email: "ada@example.com" }, "127.0.0.1");
    const emails = await relayAll(t.db);
    // One confirmation a day, however often she signs up; written to her alone.
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({
      to_email: "ada@example.com",
      to_name: "Ada",
      subject: "Confirm your Hazel subscription",
      link_url: expect.stringMatching(/^http:\/\/shop\.test\/lists\/confirm\?key=[0-9a-f]{32}$/),
      unsubscribe_url: expect.stringMatching(/^http:\/\/shop\.test\/lists\/unsubscribe\?key=[0-9a-f]{32}$/),
      list_unsubscribe_post: "List-Unsubscribe=One-Click",
    });
    expect(email!.list_unsubscribe).toBe(`<${email!.unsubscribe_url!.replace("/unsubscribe?", "/one-click?")}>`);
    const key = keyOf(email!.link_url!);
    expect((await memberByKey(t.db, key))?.confirmed).toBe(false);
    expect((await confirmByKey(t.db, key))?.confirmed).toBe(true);
    expect(await confirmByKey(t.db, key)).toMatchObject({ confirmed: true });
    expect(confirmed.map((m) => m.email)).toEqual(["ada@example.com"]);
    expect(await confirmByKey(t.db, "0".repeat(32))).toBeUndefined();
  });

  it("announces a sale only once it has started, once per confirmed subscriber, and withholds it from one who left meanwhile", async () => {
    const bisi = await t.db.transaction((tx) => joinNews(tx, "bisi@example.com", "Bisi"));
    const chi = await t.db.transaction((tx) => joinNews(tx, "chi@example.com", null));
    await t.db.transaction((tx) => joinNews(tx, "dayo@example.com", null)); // never confirms
    await confirmByKey(t.db, bisi.member.key);
    await confirmByKey(t.db, chi.member.key);
    await relayAll(t.db);

    const start = new Date(Date.now() + 3_600_000);
    const saleId = await announcedSaleFrom(t.db, start);
    expect(await queueDueSaleNews(t.db, new Date(start.getTime() - 1000))).toBe(0);
    expect(await relayAll(t.db)).toEqual([]);

    // Two instances see the start: three confirmed (Ada, Bisi, Chi), each queued once.
    const [a, b] = await Promise.all([queueDueSaleNews(t.db, start), queueDueSaleNews(t.db, start)]);
    expect(a + b).toBe(3);
    expect(await queueDueSaleNews(t.db, new Date(start.getTime() + 60_000))).toBe(0);

    // Chi leaves after it was queued, before it is relayed: hers is withheld at send time.
    await unsubscribeMember(t.db, chi.member.key);
    // The sale started an hour from now in this test: the writer reads the sale as stored.
    const emails = await relayAll(t.db);
    expect(emails.map((e) => e.to_email).sort()).toEqual(["ada@example.com", "bisi@example.com"]);
    expect(emails[0]).toMatchObject({
      subject: "Black Friday is on at Hazel",
      message: expect.stringContaining("20% off"),
    });
    for (const e of emails) expect(e.message).not.toMatch(/chi@|dayo@|bisi@.*ada@|ada@.*bisi@/);
    expect(await listEmailStatus(t.db, chi.member.id)).toEqual([{ email: `sale-news:${saleId}`, status: "withheld" }]);
  });

  it("tells a size's confirmed waits oldest first, three per piece added, each once, when the owner adds pieces", async () => {
    const productId = 1;
    const emails = ["w1", "w2", "w3", "w4", "w5"].map((n) => `${n}@example.com`);
    for (const email of emails) await askBackInStock(t.db, { productId, size: "M", email });
    await askBackInStock(t.db, { productId, size: "M", email: "late@example.com" }); // never confirms
    const confirmations = await relayAll(t.db);
    expect(confirmations).toHaveLength(6);
    expect(confirmations[0]).toMatchObject({
      to_email: "w1@example.com",
      subject: expect.stringMatching(/ is back in M$/),
    });
    for (const c of confirmations.filter((c) => c.to_email !== "late@example.com")) {
      await confirmByKey(t.db, keyOf(c.link_url!));
    }
    expect(await waitingBySize(t.db, productId)).toEqual({ M: 5 });

    // Sold out, then one piece: the three oldest are told.
    await t.db.transaction((tx) => setPiecesLeft(tx, productId, { M: 0 }));
    await t.db.transaction((tx) => setPiecesLeft(tx, productId, { M: 1 }));
    let told = await relayAll(t.db);
    expect(told.map((e) => e.to_email)).toEqual(["w1@example.com", "w2@example.com", "w3@example.com"]);
    expect(told[0]).toMatchObject({
      subject: expect.stringMatching(/is back in M$/),
      link_url: expect.stringMatching(/^http:\/\/shop\.test\//),
    });
    expect(await waitingBySize(t.db, productId)).toEqual({ M: 2 });

    // The same count saved again adds no piece and tells nobody; one more piece tells the last two.
    await t.db.transaction((tx) => setPiecesLeft(tx, productId, { M: 1 }));
    expect(await relayAll(t.db)).toEqual([]);
    await t.db.transaction((tx) => setPiecesLeft(tx, productId, { M: 2 }));
    told = await relayAll(t.db);
    expect(told.map((e) => e.to_email)).toEqual(["w4@example.com", "w5@example.com"]);
    await t.db.transaction((tx) => sizeRestocked(tx, productId, "M", 0, 10));
    expect(await relayAll(t.db)).toEqual([]);
    expect(await waitingBySize(t.db, productId)).toEqual({});
  });

  it("stops every back-in-stock email of an address with one unsubscribe, also one already queued", async () => {
    const productId = 2;
    await askBackInStock(t.db, { productId, size: "S", email: "eve@example.com" });
    await askBackInStock(t.db, { productId, size: "L", email: "eve@example.com" });
    // One confirmation names both waits; its link confirms both.
    const confirmations = await relayAll(t.db);
    expect(confirmations).toHaveLength(1);
    await confirmByKey(t.db, keyOf(confirmations[0]!.link_url!));
    const waitL = await t.db.transaction((tx) => joinWait(tx, "eve@example.com", productId, "L"));
    expect(waitL).toMatchObject({ ask: false, member: { confirmed: true } });
    const keys = [keyOf(confirmations[0]!.link_url!), waitL.member.key];
    await t.db.transaction((tx) => sizeRestocked(tx, productId, "S", 0, 1));
    await unsubscribeMember(t.db, keys[1]!);
    expect(await relayAll(t.db)).toEqual([]);
    const s = (await memberByKey(t.db, keys[0]!))!;
    expect(s).toMatchObject({ unsubscribed: true, notified: true });
    expect(await listEmailStatus(t.db, s.id)).toContainEqual({ email: "back-in-stock", status: "withheld" });
    expect(await memberById(t.db, (await memberByKey(t.db, keys[1]!))!.id)).toMatchObject({ unsubscribed: true });
    expect(await waitingBySize(t.db, productId)).toEqual({});
  });
  it("tells the owner where each subscriber stands: confirmed, not yet, left, or signed up before confirmations", async () => {
    const emails = ["eze@example.com", "funmi@example.com", "gbemi@example.com", "hana@example.com"];
    for (const from_email of emails) await storeMessage(t.db, { kind: "newsletter", from_email }, "127.0.0.1");
    const keyOfEmail = async (email: string) => (await t.db.transaction((tx) => joinNews(tx, email, null))).member.key;
    await confirmByKey(t.db, await keyOfEmail("funmi@example.com"));
    const gbemi = await keyOfEmail("gbemi@example.com");
    await confirmByKey(t.db, gbemi);
    await unsubscribeMember(t.db, gbemi);
    await t.db.query("delete from outbox where list_member_id in (select id from list_members where email = $1)", [
      "hana@example.com",
    ]);
    await t.db.query("delete from list_members where email = $1", ["hana@example.com"]);
    const standing = new Map((await subscribers(t.db)).map((s) => [s.email, s.standing]));
    expect(emails.map((e) => standing.get(e))).toEqual(["unconfirmed", "confirmed", "left", undefined]);
  });
});
