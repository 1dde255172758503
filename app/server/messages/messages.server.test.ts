import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startEmailjsFake, type EmailjsFake } from "../../../test-fakes/emailjs";
import { testDatabases } from "../db/test-databases.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { emailjsConfig, EMAILJS_LIB_VERSION, sendEmail } from "../adapters/emailjs.server";
import { parseEnv } from "../base/env.server";
import { receiveMessage } from "./receive.server";
import { relayOnce, startOutboxRelay, type Mailer } from "../outbox/relay.server";
import { emailWriters as writers } from "../services.server";

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const post = (body: unknown, type = "application/json") =>
  new Request("http://shop.test/api/messages", {
    method: "POST",
    headers: { "Content-Type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const contact = {
  kind: "contact",
  from_name: "Ada Obi",
  from_email: "ada@example.com",
  from_phone: "+234 803 000 0000",
  message: "Do you make bridal pieces?",
};

describeOnBothDatabases("messages on %s", (suite) => {
  const t = suite.database();
  let fake: EmailjsFake;
  let address = 0;
  const nextAddress = () => `203.0.113.${++address}`;
  const receive = (
    request: Request,
    clientAddress = nextAddress(),
    rateLimit?: { max: number; windowSeconds: number },
  ) => receiveMessage(request, { db: t.db, clientAddress, rateLimit, log: quiet });
  const send = (): Mailer => {
    const settings = emailjsConfig(parseEnv(fake.env));
    if (!settings.ok) throw new Error("the fake's settings are incomplete");
    const { config } = settings;
    return {
      templates: ["messages"],
      send: (template, fields) => sendEmail(config, config.templates[template]!, fields),
    };
  };
  const at = (log: typeof quiet) => ({ writers, siteUrl: "http://shop.test", log, paceSeconds: 0 });

  beforeAll(async () => {
    fake = await startEmailjsFake();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    fake.reset();
    await t.db.query("update outbox set status = 'sent' where status = 'pending'");
  });

  it("keeps a valid message and queues its relay", async () => {
    const response = await receive(post(contact), "198.51.100.7");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const rows = await t.db.query(
      `select m.kind, m.from_name, m.from_email, m.from_phone, m.message, m.client_address, o.status, o.attempts
       from messages m join outbox o on o.message_id = m.id where m.client_address = '198.51.100.7'`,
    );
    expect(rows).toEqual([{ ...contact, client_address: "198.51.100.7", status: "pending", attempts: 0 }]);
  });

  it("holds EmailJS's turn while a request is in flight, and counts the pace from its end", async () => {
    await receive(post(contact));
    await receive(post({ ...contact, from_name: "Ngozi Eke" }));
    let finish!: () => void;
    const inFlight = new Promise<void>((resolve) => (finish = resolve));
    const slow: Mailer = {
      templates: ["messages"],
      send: async (template, fields) => {
        await inFlight;
        return send().send(template, fields);
      },
    };
    // Another server's relay, with no pace at all, still waits for the request in flight.
    const first = relayOnce(t.db, slow, at(quiet));
    await vi.waitFor(async () => expect(await relayOnce(t.db, send(), at(quiet))).toBe("paced"), { timeout: 10_000 });
    finish();
    expect(await first).toBe("sent");
    expect(await relayOnce(t.db, send(), { ...at(quiet), paceSeconds: 60 })).toBe("sent");
    // Its pace (60 s here) starts once its request has ended.
    await receive(post({ ...contact, from_name: "Amaka Nwosu" }));
    expect(await relayOnce(t.db, send(), at(quiet))).toBe("paced");
    await t.db.query("update rate_clocks set next_at = clock_timestamp() where name = 'emailjs'");
  });

  it("answers 400 naming each bad field, and keeps nothing", async () => {
    const before = await t.db.query("select count(*)::int as n from messages");
    const response = await receive(post({ kind: "contact", from_name: "", from_email: "not-an-email", message: "" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Please correct the fields marked.",
      fields: {
        from_name: "Please enter your name.",
        from_email: "Please enter a valid email address, like name@example.com.",
        message: "Please enter your message.",
      },
    });
    expect((await receive(post("{not json"))).status).toBe(400);
    expect(await (await receive(post({ kind: "spam", from_email: "a@b.co" }))).json()).toMatchObject({
      error: "Unknown kind of message.",
    });
    expect((await receive(post("from_email=a@b.co", "text/plain"))).status).toBe(415);
    expect(await t.db.query("select count(*)::int as n from messages")).toEqual(before);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await receive(post({ ...contact, message: "x".repeat(40_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The message is too long." });
  });

  it("answers a robot that filled the hidden field with 200, and keeps nothing", async () => {
    const response = await receive(post({ ...contact, website: "http://spam.example" }), "192.0.2.66");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await t.db.query("select 1 from messages where client_address = '192.0.2.66'")).toHaveLength(0);
  });

  it("accepts a form post as well as JSON", async () => {
    const body = new URLSearchParams({ kind: "newsletter", from_email: "form@example.com", website: "" }).toString();
    expect((await receive(post(body, "application/x-www-form-urlencoded"))).status).toBe(200);
    expect(await t.db.query("select kind from messages where from_email = 'form@example.com'")).toEqual([
      { kind: "newsletter" },
    ]);
  });

  it("limits how many messages one address sends, and no other address", async () => {
    const limit = { max: 2, windowSeconds: 600 };
    const newsletter = { kind: "newsletter", from_email: "busy@example.com" };
    expect((await receive(post(newsletter), "192.0.2.9", limit)).status).toBe(200);
    expect((await receive(post(newsletter), "192.0.2.9", limit)).status).toBe(200);
    const limited = await receive(post(newsletter), "192.0.2.9", limit);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("600");
    expect(await limited.json()).toEqual({
      error: "Too many messages from your connection. Please try again in 10 minutes.",
    });
    expect((await receive(post(newsletter), "192.0.2.10", limit)).status).toBe(200);
    expect(await t.db.query("select count(*)::int as n from messages where client_address = '192.0.2.9'")).toEqual([
      { n: 2 },
    ]);
  });

  it("counts an IPv6 host by its /64, and an IPv4-mapped address as its IPv4 one", async () => {
    const limit = { max: 2, windowSeconds: 600 };
    const newsletter = { kind: "newsletter", from_email: "six@example.com" };
    expect((await receive(post(newsletter), "2001:db8:9::2", limit)).status).toBe(200);
    expect((await receive(post(newsletter), "2001:db8:9::3", limit)).status).toBe(200);
    expect((await receive(post(newsletter), "2001:db8:9::ffff", limit)).status).toBe(429);
    expect((await receive(post(newsletter), "2001:db8:9:1::2", limit)).status).toBe(200);
    expect((await receive(post(newsletter), "198.51.100.60", limit)).status).toBe(200);
    expect((await receive(post(newsletter), "::ffff:198.51.100.60", limit)).status).toBe(200);
    expect((await receive(post(newsletter), "::ffff:c633:643c", limit)).status).toBe(429);
  });

  it("cannot be raced: of 20 messages sent at once from one address, exactly the limit are kept", async () => {
    const limit = { max: 5, windowSeconds: 600 };
    const sends = Array.from({ length: 20 }, (_, i) =>
      receive(post({ kind: "newsletter", from_email: `race${i}@example.com` }), "192.0.2.200", limit),
    );
    const statuses = (await Promise.all(sends)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await t.db.query("select count(*)::int as n from messages where client_address = '192.0.2.200'")).toEqual([
      { n: 5 },
    ]);
  });

  it("refuses a body of another type before reading it, and malformed or nested JSON with 400", async () => {
    expect((await receive(post("kind=contact", "text/plain"))).status).toBe(415);
    expect((await receive(post('{"kind":'))).status).toBe(400);
    expect((await receive(post(`${"[".repeat(3000)}${"]".repeat(3000)}`))).status).toBe(400);
  });

  it("relays a message to EmailJS as multipart with every field, and logs the answer", async () => {
    await receive(post(contact));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(await relayOnce(t.db, send(), at(log))).toBe("sent");
    expect(fake.calls).toHaveLength(1);
    const [stored] = await t.db.query<{ id: number }>(
      "select id::int as id from messages where from_name = 'Ada Obi' order by id desc limit 1",
    );
    expect(fake.calls[0]?.fields).toEqual({
      message_number: String(stored!.id),
      subject: `Hazel message #${stored!.id}`,
      from_name: "Ada Obi",
      from_email: "ada@example.com",
      from_phone: "+234 803 000 0000",
      message: "Do you make bridal pieces?",
      lib_version: EMAILJS_LIB_VERSION,
      service_id: "service_fake",
      template_id: "template_fake",
      user_id: "public_fake",
      accessToken: "private_fake",
    });
    expect(log.info).toHaveBeenCalledWith(expect.stringMatching(/relayed message \d+: 200 OK$/));
    expect(await relayOnce(t.db, send(), at(log))).toBe("idle");
  });

  it("tells the owner of sign-ups in one email the next morning, naming nobody", async () => {
    await t.db.query("delete from outbox where alert_key like 'sign-ups:%'");
    await receive(post({ kind: "signup", from_name: "Ify", from_email: "ify@example.com" }));
    await receive(post({ kind: "newsletter", from_email: "jide@example.com" }));
    // Nothing goes today.
    expect(await relayOnce(t.db, send(), at(quiet))).toBe("idle");
    await t.db.query("update outbox set next_attempt_at = now() where alert_key like 'sign-ups:%'");
    expect(await relayOnce(t.db, send(), at(quiet))).toBe("sent");
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.fields).toMatchObject({
      subject: expect.stringMatching(/^Hazel: sign-ups on /),
      from_name: "Hazel shop",
      message: expect.stringMatching(/^2 people signed up for sales and news on /),
    });
    expect(JSON.stringify(fake.calls[0]?.fields)).not.toMatch(/ify@|jide@|Ify/);
  });

  it("sends a message again after a crash between the send and its record with the same number, so it reads as a repeat", async () => {
    await receive(post({ ...contact, from_email: "crash@example.com" }));
    const crashing = send();
    const dying: Mailer = {
      templates: crashing.templates,
      send: async (template, fields) => {
        await crashing.send(template, fields);
        throw new Error("the process died before recording the send");
      },
    };
    await expect(relayOnce(t.db, dying, at(quiet))).rejects.toThrow("the process died");
    // The claim lapses and another server sends it again.
    await t.db.query("update outbox set next_attempt_at = now() where status = 'pending'");
    expect(await relayOnce(t.db, send(), at(quiet))).toBe("sent");
    const [stored] = await t.db.query<{ id: number }>(
      "select id::int as id from messages where from_email = 'crash@example.com'",
    );
    expect(fake.calls.map((c) => [c.fields.message_number, c.fields.subject])).toEqual([
      [String(stored!.id), `Hazel message #${stored!.id}`],
      [String(stored!.id), `Hazel message #${stored!.id}`],
    ]);
  });

  it("retries a failed relay after a backoff, and keeps the answer", async () => {
    await receive(post({ ...contact, from_email: "retry@example.com" }));
    fake.failNext(1);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    expect(await relayOnce(t.db, send(), at(log))).toBe("failed");
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringMatching(/attempt 1, 503: Service unavailable\); retrying in 5 s/),
    );
    const [failed] = await t.db.query<{ status: string; attempts: number; last_error: string; wait: number }>(
      `select status, attempts, last_error, extract(epoch from next_attempt_at - now())::float as wait
       from outbox o join messages m on m.id = o.message_id where m.from_email = 'retry@example.com'`,
    );
    expect(failed).toMatchObject({ status: "pending", attempts: 1, last_error: "503: Service unavailable" });
    expect(failed?.wait).toBeGreaterThan(3);
    expect(failed?.wait).toBeLessThanOrEqual(5);

    expect(await relayOnce(t.db, send(), at(log))).toBe("idle");
    await t.db.query("update outbox set next_attempt_at = now() where status = 'pending'");
    expect(await relayOnce(t.db, send(), at(log))).toBe("sent");
    expect(fake.calls.map((c) => [c.status, c.fields.from_email])).toEqual([
      [503, "retry@example.com"],
      [200, "retry@example.com"],
    ]);
    const [sent] = await t.db.query(
      "select status, attempts, response_text, last_error from outbox o join messages m on m.id = o.message_id where m.from_email = 'retry@example.com'",
    );
    expect(sent).toEqual({ status: "sent", attempts: 2, response_text: "OK", last_error: null });
  });

  it("runs in the background, never more than one request a second", async () => {
    for (const n of [1, 2, 3]) await receive(post({ ...contact, from_email: `pace${n}@example.com` }));
    const stop = startOutboxRelay({ writers, env: parseEnv(fake.env), db: t.db, log: quiet, idleMs: 50 });
    try {
      await vi.waitFor(() => expect(fake.calls).toHaveLength(3), { timeout: 6000, interval: 50 });
    } finally {
      await stop();
    }
    expect(fake.calls.map((c) => c.fields.from_email)).toEqual([
      "pace1@example.com",
      "pace2@example.com",
      "pace3@example.com",
    ]);
    const [a, b, c] = fake.calls.map((call) => call.at);
    expect(b! - a!).toBeGreaterThanOrEqual(1000);
    expect(c! - b!).toBeGreaterThanOrEqual(1000);
  });
});

describe("the relay without EmailJS settings", () => {
  it("says once that messages are stored but not relayed, and sends nothing", async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const fetch = vi.fn();
    const t = await testDatabases.pglite();
    try {
      const stop = startOutboxRelay({
        writers,
        env: parseEnv({ EMAILJS_SERVICE_ID: "service_x" }),
        db: t.db,
        log,
        fetch,
      });
      await stop();
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledWith(
        "EmailJS is not configured (EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY, EMAILJS_TEMPLATE_ID, EMAILJS_ORDER_TEMPLATE_ID, EMAILJS_CUSTOMER_TEMPLATE_ID, EMAILJS_LIST_TEMPLATE_ID unset): messages and order emails are stored but not relayed.",
      );
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      await t.dispose();
    }
  });
});

describe("sendEmail", () => {
  it("reports an unreachable service as a failure instead of throwing", async () => {
    const settings = emailjsConfig(
      parseEnv({
        EMAILJS_SERVICE_ID: "s",
        EMAILJS_TEMPLATE_ID: "t",
        EMAILJS_PUBLIC_KEY: "p",
        EMAILJS_PRIVATE_KEY: "k",
        EMAILJS_API_URL: "http://127.0.0.1:9",
      }),
    );
    if (!settings.ok) throw new Error("incomplete");
    const result = await sendEmail(settings.config, "t", {
      from_name: "",
      from_email: "a@b.co",
      from_phone: "",
      message: "",
    });
    expect(result).toMatchObject({ ok: false, status: 0 });
  });
});
