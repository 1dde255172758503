import { expect, it, vi } from "vitest";
import { addDays, lagosDayOf, lagosMidnight } from "~/lib/lagos-clock";
import type { EmailFields } from "../adapters/emailjs.server";
import { type TestDatabase } from "../db/test-databases.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { storeMessage } from "../messages/store.server";
import { relayOnce, type Mailer } from "../outbox/relay.server";
import { emailWriters as writers } from "../services.server";
import { LIST_CONFIRMATIONS_PER_DAY } from "./confirmations.server";
import { askBackInStock, confirmByKey, signUpForNews } from "./lists.server";
import { memberByKey } from "./store.server";

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/** Relays everything due now; the list emails sent, in order. */
async function relayAll(db: TestDatabase["db"]) {
  const sent: EmailFields[] = [];
  const mailer: Mailer = {
    templates: ["messages", "order", "customer", "lists"],
    send: async (template, fields) => {
      if (template === "lists") sent.push(fields);
      return { ok: true, status: 200, text: "OK" };
    },
  };
  for (let i = 0; i < 500; i++) {
    const outcome = await relayOnce(db, mailer, { writers, siteUrl: "http://shop.test", log: quiet, paceSeconds: 0 });
    if (outcome === "idle") break;
  }
  return sent;
}

const keyOf = (url: string) => /key=([0-9a-f]{32})$/.exec(url)![1]!;

/** Eve's spellings, as the forms keep them (trimmed, lower case). */
const EVE = ["eve.obi@gmail.com", "eveobi+shop@googlemail.com", "eve.obi+news@gmail.com", "e.v.e.o.b.i@gmail.com"];

/** The confirmations queued to these addresses, oldest first. */
const confirmationsOf = (db: TestDatabase["db"], emails: string[]) =>
  db.query<{ list_email: string; status: string; next_attempt_at: Date | string }>(
    `select o.list_email, o.status, o.next_attempt_at from outbox o join list_members m on m.id = o.list_member_id
      where m.email = any($1::text[]) and o.list_email like 'confirm:%' order by o.id`,
    [emails],
  );

describeOnBothDatabases("the lists' confirmations on %s", (suite) => {
  const t = suite.database();

  it("sends one confirmation per mailbox a day, naming every wait and sign-up of any spelling; its link confirms them all", async () => {
    const now = new Date();
    await askBackInStock(t.db, { productId: 1, size: "M", email: "eve.obi@gmail.com" }, now);
    await askBackInStock(t.db, { productId: 2, size: "L", email: "eveobi+shop@googlemail.com" }, now);
    await storeMessage(t.db, { kind: "signup", from_name: "Eve", from_email: " Eve.Obi+news@Gmail.com " }, "127.0.0.1");
    await askBackInStock(t.db, { productId: 1, size: "M", email: EVE[3]! }, now); // the same wait again

    const emails = await relayAll(t.db);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({ to_email: "eve.obi@gmail.com", subject: "Confirm your Hazel emails" });
    expect(email!.message).toContain("Hazel's sales and news");
    expect(email!.message!.match(/is back in stock/g)).toHaveLength(2);
    expect(email!.message).toMatch(/in size M is back in stock; .* in size L is back in stock/);

    // A wait asked once today's email went out waits for tomorrow's, due at the next Lagos midnight.
    await askBackInStock(t.db, { productId: 3, size: "S", email: EVE[0]! }, now);
    expect(await relayAll(t.db)).toEqual([]);
    const tomorrow = addDays(lagosDayOf(now), 1);
    const queued = await confirmationsOf(t.db, EVE);
    expect(queued.map((q) => [q.list_email, q.status])).toEqual([
      [`confirm:${lagosDayOf(now)}`, "sent"],
      [`confirm:${tomorrow}`, "pending"],
    ]);
    expect(new Date(queued[1]!.next_attempt_at).getTime()).toBe(lagosMidnight(tomorrow).getTime());

    // Today's link confirms the three it named, the later wait not.
    await confirmByKey(t.db, keyOf(email!.link_url!));
    const standing = await t.db.query<{ list: string; product_id: number | null; confirmed: boolean }>(
      `select list, product_id, confirmed_at is not null as confirmed from list_members
        where email = any($1::text[]) order by id`,
      [EVE],
    );
    expect(standing).toEqual([
      { list: "back-in-stock", product_id: 1, confirmed: true },
      { list: "back-in-stock", product_id: 2, confirmed: true },
      { list: "news", product_id: null, confirmed: true },
      { list: "back-in-stock", product_id: 3, confirmed: false },
    ]);
    expect((await memberByKey(t.db, keyOf(email!.link_url!)))?.email).toBe("eve.obi@gmail.com");
  });

  it("keeps sign-ups past the shop's daily cap and sends their confirmations the next day, none lost", async () => {
    await relayAll(t.db);
    const now = new Date();
    const today = lagosDayOf(now);
    const before = await t.db.query<{ n: number }>("select count(*)::int as n from outbox where list_email = $1", [
      `confirm:${today}`,
    ]);
    const room = LIST_CONFIRMATIONS_PER_DAY - before[0]!.n;
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < room; i++) await signUpForNews(tx, `flood${i}@example.com`, null, now);
    });
    await t.db.transaction((tx) => signUpForNews(tx, "late@example.com", "Late", now));
    expect(await t.db.query("select 1 from list_members where email = 'late@example.com'")).toHaveLength(1);

    const sent = await relayAll(t.db);
    expect(sent).toHaveLength(room);
    expect(sent.map((e) => e.to_email)).not.toContain("late@example.com");
    const tomorrow = addDays(today, 1);
    const [late] = await confirmationsOf(t.db, ["late@example.com"]);
    expect(late).toMatchObject({ list_email: `confirm:${tomorrow}`, status: "pending" });
    expect(new Date(late!.next_attempt_at).getTime()).toBe(lagosMidnight(tomorrow).getTime());

    // Tomorrow comes: it goes (with the first test's wait asked after its day's email).
    await t.db.query("update outbox set next_attempt_at = now() where list_email = $1", [`confirm:${tomorrow}`]);
    expect((await relayAll(t.db)).map((e) => e.to_email)).toContain("late@example.com");
  }, 60_000);
});
