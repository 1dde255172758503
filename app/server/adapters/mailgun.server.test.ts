import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAILGUN_FAKE, startMailgunFake, type MailgunFake } from "../../../test-fakes/mailgun";
import { parseEnv } from "../base/env.server";
import { mailgunConfig, readWebhook, sendListMessage, type ListMessage, type MailgunConfig } from "./mailgun.server";

let fake: MailgunFake;
let config: MailgunConfig;
beforeAll(async () => {
  fake = await startMailgunFake();
  const settings = mailgunConfig(parseEnv({ ...fake.env, MAILGUN_PER_SECOND: "5" }));
  if (!settings.ok) throw new Error(settings.missing.join());
  config = settings.config;
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

const message: ListMessage = {
  to: "ada@example.com",
  subject: "Black Friday is on at Hazel",
  text: "20% off",
  html: "<p>20% off</p>",
  listUnsubscribe: "<https://shop.test/lists/one-click?key=0123456789abcdef0123456789abcdef>",
  campaign: "sale-news:7",
  outboxId: 42,
};

describe("the Mailgun adapter", () => {
  it("is set by its key, domain and from address, each named when missing", () => {
    expect(mailgunConfig(parseEnv({}))).toEqual({
      ok: false,
      missing: ["MAILGUN_API_KEY", "MAILGUN_DOMAIN", "MAILGUN_FROM"],
    });
    expect(config).toMatchObject({ domain: MAILGUN_FAKE.MAILGUN_DOMAIN, perSecond: 5, apiUrl: fake.url });
  });

  it("sends one message with RFC 8058's headers and the variables its events bring back", async () => {
    const sent = await sendListMessage(config, message);
    expect(sent).toMatchObject({ ok: true, id: expect.stringContaining(MAILGUN_FAKE.MAILGUN_DOMAIN) });
    expect(fake.messages[0]!.fields).toMatchObject({
      from: MAILGUN_FAKE.MAILGUN_FROM,
      to: "ada@example.com",
      "h:List-Unsubscribe": message.listUnsubscribe,
      "h:List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "o:tag": "sale-news",
      "v:campaign": "sale-news:7",
      "v:outbox": "42",
    });
  });

  it("says a 429's wait, and a refused key, without throwing", async () => {
    fake.setLimit(1);
    await sendListMessage(config, message);
    expect(await sendListMessage(config, message)).toMatchObject({ ok: false, status: 429, retryAfter: 1 });
    expect(await sendListMessage({ ...config, apiKey: "wrong" }, message)).toMatchObject({ ok: false, status: 401 });
    expect(await sendListMessage({ ...config, apiUrl: "http://127.0.0.1:9" }, message)).toMatchObject({
      ok: false,
      status: 0,
    });
  });

  it("reads a signed event, and refuses a forged, a stale or a malformed one", async () => {
    await sendListMessage(config, message);
    const sent = fake.messages[0]!;
    const key = MAILGUN_FAKE.MAILGUN_WEBHOOK_SIGNING_KEY;
    const now = new Date();
    expect(readWebhook(key, fake.event(sent, "complained", { id: "e1" }), now)).toEqual({
      event: { id: "e1", kind: "complained", email: "ada@example.com", campaign: "sale-news:7", outboxId: 42 },
    });
    expect(readWebhook(key, fake.event(sent, "failed", { severity: "permanent" }), now)).toMatchObject({
      event: { kind: "bounced" },
    });
    expect(readWebhook(key, fake.event(sent, "opened"), now)).toEqual({ ignored: "opened" });
    expect(readWebhook(key, fake.event(sent, "complained", { key: "forged" }), now)).toEqual({
      refused: "bad signature",
    });
    const old = Math.floor(now.getTime() / 1000) - 16 * 60;
    expect(readWebhook(key, fake.event(sent, "complained", { timestamp: old }), now)).toEqual({
      refused: "stale timestamp",
    });
    expect(readWebhook(key, { signature: {} }, now)).toEqual({ refused: "not a Mailgun event" });
  });
});
