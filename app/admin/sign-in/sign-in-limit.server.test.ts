import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startEmailjsFake, type EmailjsFake } from "../../../test-fakes/emailjs";
import { testDatabases, type TestDatabase } from "~/server/db/test-databases.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { emailjsConfig, sendEmail } from "~/server/adapters/emailjs.server";
import { parseEnv } from "~/server/base/env.server";
import { relayOnce, type Mailer } from "~/server/outbox/relay.server";
import { emailWriters as writers } from "~/server/services.server";
import { HashesBusy } from "~/server/base/slow-hash.server";
import { checkAdminSignIn } from "./sign-in-limit.server";

const SITE = "https://hazel.example";

describeOnBothDatabases("the owner's sign-in limits on %s", (suite) => {
  const log = { warn: vi.fn() };
  const t = suite.database();
  let n = 0;
  const freshAddress = () => `198.51.100.${++n}`;
  const attempt = async (address: string, right: boolean, knownDevice = false) => {
    const check = await checkAdminSignIn(
      t.db,
      { clientAddress: address, verify: async () => right, knownDevice },
      { siteUrl: SITE, log },
    );
    return check.ok ? "ok" : check.reason;
  };
  /** The budget's count starts afresh, as if its hour had passed. */
  const newHour = () => t.db.query("update rate_limits set expires_at = now() - interval '1 second'");
  const alerts = () =>
    t.db.query<{ alert_key: string; template: string; params: Record<string, string> | string }>(
      "select alert_key, template, params from outbox where alert_key is not null order by id",
    );

  beforeEach(newHour);

  it("after 10 failed sign-ins refuses the address for the rest of the window, the right password too, and logs it", async () => {
    const address = freshAddress();
    // Right passwords in between count no failure.
    for (let i = 0; i < 9; i++) {
      expect(await attempt(address, false)).toBe("wrong");
      expect(await attempt(address, true)).toBe("ok");
    }
    expect(await attempt(address, false)).toBe("wrong");
    const refused = await checkAdminSignIn(
      t.db,
      { clientAddress: address, verify: async () => true, knownDevice: true },
      { siteUrl: SITE, log },
    );
    expect(refused).toMatchObject({ ok: false, reason: "limited" });
    expect(refused.ok === false && refused.reason === "limited" && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`Admin sign-in refused for ${address}`));
    // Another address is not affected.
    expect(await attempt(freshAddress(), true)).toBe("ok");
  });

  it("counts an IPv6 host by its /64: 12 wrong passwords from 2001:db8:1::2 … ::13, then the right one from ::ffff is refused", async () => {
    const results = [];
    for (let i = 2; i <= 13; i++) results.push(await attempt(`2001:db8:1::${i}`, false));
    expect(results).toEqual([...Array(10).fill("wrong"), "limited", "limited"]);
    expect(await attempt("2001:db8:1::ffff", true)).toBe("limited");
    // The neighbouring /64 is another host.
    expect(await attempt("2001:db8:1:1::2", true)).toBe("ok");
  });

  it("counts parallel guesses exactly: no more than 10 are even compared", async () => {
    const address = freshAddress();
    let compared = 0;
    const guess = () =>
      checkAdminSignIn(
        t.db,
        { clientAddress: address, knownDevice: false, verify: async () => (compared++, false) },
        { siteUrl: SITE, log },
      );
    const results = (await Promise.all(Array.from({ length: 25 }, guess))).map((c) => (c.ok ? "ok" : c.reason));
    expect(results.filter((r) => r === "wrong")).toHaveLength(10);
    expect(results.filter((r) => r === "limited")).toHaveLength(15);
    expect(compared).toBe(10);
  });

  it("takes back the counts of an attempt the process was too busy to check", async () => {
    const address = freshAddress();
    for (let i = 0; i < 9; i++) expect(await attempt(address, false)).toBe("wrong");
    const busy = await checkAdminSignIn(
      t.db,
      { clientAddress: address, knownDevice: false, verify: () => Promise.reject(new HashesBusy()) },
      { siteUrl: SITE, log },
    );
    expect(busy).toEqual({ ok: false, reason: "busy" });
    // The tenth failure is still to come.
    expect(await attempt(address, false)).toBe("wrong");
    expect(await attempt(address, true)).toBe("limited");
  });

  it("after 100 failures from all addresses in an hour refuses browsers she has not signed in with, but lets a known one in", async () => {
    const before = (await alerts()).length;
    for (let i = 0; i < 100; i++) expect(await attempt(`2001:db8:${(i + 100).toString(16)}::1`, false)).toBe("wrong");
    // A fresh address with the right password, in a browser that never signed in: refused.
    expect(await attempt(freshAddress(), true)).toBe("budget");
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("the shop-wide budget of failed sign-ins is spent"));
    // Her own browser, from anywhere: in; and a wrong password from it spends no budget.
    expect(await attempt(freshAddress(), false, true)).toBe("wrong");
    expect(await attempt(freshAddress(), true, true)).toBe("ok");
    // Still spent for everyone else, and one email queued for the window however many were refused.
    expect(await attempt(freshAddress(), false)).toBe("budget");
    const queued = (await alerts()).slice(before);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      alert_key: expect.stringMatching(/^owner-sign-in-budget:\d+$/),
      template: "messages",
    });
    // The next hour starts afresh.
    await newHour();
    expect(await attempt(freshAddress(), true)).toBe("ok");
  });

  it("counts the budget exactly when guesses come at once from many addresses, and emails once per spent window", async () => {
    const before = (await alerts()).length;
    const results = await Promise.all(Array.from({ length: 130 }, (_, i) => attempt(`203.0.113.${i}`, false)));
    expect(results.filter((r) => r === "wrong")).toHaveLength(100);
    expect(results.filter((r) => r === "budget")).toHaveLength(30);
    expect((await alerts()).slice(before)).toHaveLength(1);
    // Spent again in the next window: a second email.
    await newHour();
    await Promise.all(Array.from({ length: 101 }, (_, i) => attempt(`192.0.2.${i}`, false)));
    expect((await alerts()).slice(before)).toHaveLength(2);
  });

  it("right passwords take their count back: the owner's own sign-ins never spend the budget", async () => {
    for (let i = 0; i < 150; i++) expect(await attempt(`2001:db8:f:${i.toString(16)}::1`, true)).toBe("ok");
    const [row] = await t.db.query<{ hits: number }>("select hits from rate_limits where key = 'owner-sign-in:shop'");
    expect(row?.hits).toBe(0);
  });
});

describe("the owner's email about a spent budget", () => {
  let t: TestDatabase;
  let fake: EmailjsFake;
  beforeAll(async () => {
    t = await testDatabases.pglite();
    fake = await startEmailjsFake();
  });
  afterAll(async () => {
    await fake.close();
    await t.dispose();
  });

  it("goes through the outbox to her inbox with the messages template", async () => {
    const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    for (let i = 0; i < 101; i++)
      await checkAdminSignIn(
        t.db,
        { clientAddress: `198.18.0.${i}`, verify: async () => false, knownDevice: false },
        { siteUrl: SITE, log: quiet },
      );
    const settings = emailjsConfig(parseEnv(fake.env));
    if (!settings.ok) throw new Error("the fake's settings are incomplete");
    const { config } = settings;
    const mailer: Mailer = {
      templates: ["messages"],
      send: (template, fields) => sendEmail(config, config.templates[template]!, fields),
    };
    expect(await relayOnce(t.db, mailer, { writers, siteUrl: SITE, log: quiet, paceSeconds: 0 })).toBe("sent");
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.fields).toMatchObject({
      template_id: "template_fake",
      from_name: "Hazel admin",
      message: expect.stringContaining("100 wrong passwords within 60 minutes"),
    });
    expect(quiet.info).toHaveBeenCalledWith(expect.stringMatching(/relayed alert owner-sign-in-budget:\d+: 200 OK$/));
    expect(await relayOnce(t.db, mailer, { writers, siteUrl: SITE, log: quiet, paceSeconds: 0 })).toBe("idle");
  });
});
