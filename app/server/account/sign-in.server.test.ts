import { expect, it } from "vitest";
import { VERDICT_WORDS } from "~/features/account";
import type { Db } from "../db/db.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { deviceHashOf, readHer, signOut } from "./session.server";
import { sendSignInCode, signInWithCode, signInWithLink } from "./sign-in.server";
import { peekLink } from "./store.server";

const SITE = "https://shop.test";
let n = 0;
/** An address and an email of their own for each test, so their limits count apart. */
const fresh = () => {
  n += 1;
  return { email: `her${n}@example.com`, clientAddress: `203.0.113.${n}` };
};

/** The code and the link token of the last email queued to `email`, as the outbox holds them. */
async function lastEmail(db: Db, email: string) {
  const [row] = await db.query<{ params: Record<string, string> | string }>(
    "select params from outbox where template = 'customer' and params->>'to_email' = $1 order by id desc limit 1",
    [email],
  );
  const params = typeof row!.params === "string" ? (JSON.parse(row!.params) as Record<string, string>) : row!.params;
  return { params, code: params.reference!, token: new URL(params.order_url!).searchParams.get("token")! };
}

const pageRequest = (token: string | null, agent = "Phone browser") =>
  new Request(`${SITE}/account`, {
    headers: { "User-Agent": agent, ...(token ? { Cookie: `hazel_account=${token}` } : {}) },
  });

describeOnBothDatabases("her sign-in by an emailed code on %s", (suite) => {
  const t = suite.database();

  it("queues the code in the email's subject, and keeps only hashes of the code and the link", async () => {
    const her = fresh();
    const sent = await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    expect(sent).toEqual({ ok: true, email: her.email });
    const { params, code, token } = await lastEmail(t.db, her.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(params.subject).toBe(`${code} is your Hazel sign-in code`);
    expect(params.order_url).toBe(`${SITE}/account/continue?token=${token}`);
    const rows = await t.db.query("select * from shopper_sign_ins where email = $1", [her.email]);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers every address alike and refuses a bad one in words", async () => {
    const her = fresh();
    expect(await sendSignInCode(t.db, { ...her, email: "not an email", siteUrl: SITE })).toEqual({
      ok: false,
      error: "Please enter a valid email address, like name@example.com.",
    });
    expect(await sendSignInCode(t.db, { ...her, email: "nobody-ordered@example.com", siteUrl: SITE })).toEqual({
      ok: true,
      email: "nobody-ordered@example.com",
    });
  });

  it("signs in once with the right code; used again, it opens nothing", async () => {
    const her = fresh();
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const { code } = await lastEmail(t.db, her.email);
    const first = await signInWithCode(t.db, { ...her, code: `${code.slice(0, 3)} ${code.slice(3)}`, deviceHash: "d" });
    expect(first.ok).toBe(true);
    expect(await signInWithCode(t.db, { ...her, code, deviceHash: "d" })).toEqual({
      ok: false,
      error: VERDICT_WORDS.used,
    });
  });

  it("refuses a code for another email, and counts it as a wrong try", async () => {
    const ada = fresh();
    const bola = fresh();
    await sendSignInCode(t.db, { ...ada, siteUrl: SITE });
    await sendSignInCode(t.db, { ...bola, siteUrl: SITE });
    const bolasCode = (await lastEmail(t.db, bola.email)).code;
    const adasCode = (await lastEmail(t.db, ada.email)).code;
    if (bolasCode === adasCode) return; // one chance in a million: nothing to tell apart
    expect(await signInWithCode(t.db, { ...ada, code: bolasCode, deviceHash: "d" })).toEqual({
      ok: false,
      error: VERDICT_WORDS.wrong,
    });
  });

  it("spends a code after 5 wrong tries: the right one is then refused too", async () => {
    const her = fresh();
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const { code } = await lastEmail(t.db, her.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await signInWithCode(t.db, { ...her, code: wrong, deviceHash: "d" }));
    expect(answers.map((a) => (a.ok ? "ok" : a.error))).toEqual([
      ...Array<string>(4).fill(VERDICT_WORDS.wrong),
      VERDICT_WORDS.spent,
    ]);
    expect(await signInWithCode(t.db, { ...her, code, deviceHash: "d" })).toEqual({
      ok: false,
      error: VERDICT_WORDS.spent,
    });
  });

  it("counts parallel guesses each: 20 at once spend the code, none slips past", async () => {
    const her = fresh();
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const { code } = await lastEmail(t.db, her.email);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    await Promise.all(guesses.map((g) => signInWithCode(t.db, { ...her, code: g, deviceHash: "d" })));
    const [row] = await t.db.query<{ tries: number }>("select tries from shopper_sign_ins where email = $1", [
      her.email,
    ]);
    expect(row!.tries).toBe(5);
    expect((await signInWithCode(t.db, { ...her, code, deviceHash: "d" })).ok).toBe(false);
  });

  it("refuses a code after 10 minutes, and an older code once a newer one is sent", async () => {
    const her = fresh();
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const old = await lastEmail(t.db, her.email);
    await t.db.query("update shopper_sign_ins set created_at = created_at - interval '1 second' where email = $1", [
      her.email,
    ]);
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const latest = await lastEmail(t.db, her.email);
    if (old.code !== latest.code) {
      expect((await signInWithCode(t.db, { ...her, code: old.code, deviceHash: "d" })).ok).toBe(false);
    }
    await t.db.query("update shopper_sign_ins set expires_at = now() - interval '1 second' where email = $1", [
      her.email,
    ]);
    expect(await signInWithCode(t.db, { ...her, code: latest.code, deviceHash: "d" })).toEqual({
      ok: false,
      error: VERDICT_WORDS.expired,
    });
  });

  it("sends at most 5 codes an hour to one mailbox, however it is spelt and wherever asked from", async () => {
    const her = fresh();
    const [local] = her.email.split("@");
    const spellings = [her.email, her.email.toUpperCase(), `${local}+a@example.com`, ` ${her.email} `, her.email];
    for (const [i, email] of spellings.entries()) {
      expect((await sendSignInCode(t.db, { email, clientAddress: `198.51.100.${i}`, siteUrl: SITE })).ok).toBe(true);
    }
    const sixth = await sendSignInCode(t.db, { email: her.email, clientAddress: "198.51.100.99", siteUrl: SITE });
    expect(sixth).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Too many codes were asked for this email\./),
    });
  });

  it("sends at most 10 codes in 15 minutes from one address, an IPv6 /64 counting as one", async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        await sendSignInCode(t.db, {
          email: `many${i}@example.com`,
          clientAddress: `2001:db8:7:1::${i + 1}`,
          siteUrl: SITE,
        }),
      );
    }
    expect(answers.slice(0, 10).every((a) => a.ok)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, error: expect.stringMatching(/from this connection/) });
  });

  it("sends at most 10 codes a day to one mailbox, an hour's wait between fives or not", async () => {
    const her = fresh();
    const send = (i: number) =>
      sendSignInCode(t.db, { email: her.email, clientAddress: `192.0.2.${i}`, siteUrl: SITE });
    /** The mailbox's hour ends (its day goes on). */
    const nextHour = () =>
      t.db.query(
        "update rate_limits set expires_at = now() - interval '1 second' where key like 'account-code-mailbox:%'",
      );
    for (let i = 0; i < 5; i++) expect((await send(i)).ok).toBe(true);
    await nextHour();
    for (let i = 5; i < 10; i++) expect((await send(i)).ok).toBe(true);
    await nextHour();
    expect(await send(10)).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^Too many codes were asked for this email today\. Please try again in \d+ (hours|minutes)\.$/,
      ),
    });
  });

  it("sends at most 100 codes an hour and 300 a day from the whole shop, and tells the owner once", async () => {
    const shopWide = "key like 'account-code-shop%'";
    /** Every shop-wide window ends: the next test starts afresh. */
    const newDay = () =>
      t.db.query(`update rate_limits set expires_at = now() - interval '1 second' where ${shopWide}`);
    const newHour = () =>
      t.db.query(
        "update rate_limits set expires_at = now() - interval '1 second' where key = 'account-code-shop:hour'",
      );
    await newDay();
    const many = async (count: number, from: number) => {
      const answers = [];
      for (let i = from; i < from + count; i++)
        answers.push(
          await sendSignInCode(t.db, {
            email: `crowd${i}@example.com`,
            clientAddress: `10.${i >> 8}.${i & 255}.1`,
            siteUrl: SITE,
          }),
        );
      return answers;
    };
    const first = await many(101, 0);
    expect(first.slice(0, 100).every((a) => a.ok)).toBe(true);
    expect(first[100]).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^The shop has sent as many sign-in codes as it can for now\. Please try again in \d+ minutes\.$/,
      ),
    });
    await newHour();
    expect((await many(100, 200)).every((a) => a.ok)).toBe(true);
    await newHour();
    const third = await many(101, 400);
    expect(third.filter((a) => a.ok)).toHaveLength(100);
    expect(third[100]).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The shop has sent as many sign-in codes/),
    });
    await newHour();
    expect(await many(1, 600)).toEqual([
      { ok: false, error: expect.stringMatching(/^The shop has sent as many sign-in codes .* \d+ hours\.$/) },
    ]);
    const alerts = await t.db.query("select alert_key from outbox where alert_key like 'account-codes-spent:%'");
    expect(alerts).toHaveLength(1);
    await newDay();
  });

  it("a link opened (as a scanner does) is not used; Continue uses it once", async () => {
    const her = fresh();
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const { token } = await lastEmail(t.db, her.email);
    expect(await peekLink(t.db, token)).toBe("ok");
    expect(await peekLink(t.db, token)).toBe("ok");
    expect((await signInWithLink(t.db, token, "d")).ok).toBe(true);
    expect(await signInWithLink(t.db, token, "d")).toEqual({ ok: false, error: VERDICT_WORDS.used });
    expect(await peekLink(t.db, "x".repeat(43))).toBe("wrong");
  });
});

describeOnBothDatabases("her sessions on %s", (suite) => {
  const t = suite.database();

  const signedIn = async (agent = "Phone browser") => {
    const her = fresh();
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const { token } = await lastEmail(t.db, her.email);
    const answer = await signInWithLink(t.db, token, deviceHashOf(pageRequest(null, agent)));
    if (!answer.ok) throw new Error(answer.error);
    return { ...her, token: answer.token };
  };

  it("knows her on the device she signed in on, and not a copy of its cookie on another", async () => {
    const her = await signedIn();
    expect(await readHer(t.db, pageRequest(her.token))).toMatchObject({ signedIn: true, email: her.email });
    expect(await readHer(t.db, pageRequest(her.token, "Another browser"))).toEqual({
      signedIn: false,
      notice: expect.stringMatching(/another device/),
    });
    expect(await readHer(t.db, pageRequest("y".repeat(43)))).toEqual({
      signedIn: false,
      notice: expect.stringMatching(/signed out/),
    });
  });

  it("lasts 30 days from her last visit, each visit starting them again", async () => {
    const her = await signedIn();
    await t.db.query("update shopper_sessions set last_seen_at = now() - interval '29 days'");
    expect((await readHer(t.db, pageRequest(her.token))).signedIn).toBe(true);
    await t.db.query("update shopper_sessions set last_seen_at = last_seen_at - interval '29 days' where email = $1", [
      her.email,
    ]);
    expect((await readHer(t.db, pageRequest(her.token))).signedIn).toBe(true);
    await t.db.query(
      "update shopper_sessions set last_seen_at = now() - interval '30 days 1 minute' where email = $1",
      [her.email],
    );
    expect((await readHer(t.db, pageRequest(her.token))).signedIn).toBe(false);
  });

  it("signs out everywhere: every device of her mailbox, and nobody else's", async () => {
    const her = await signedIn();
    const second = await signInWithCode(t.db, { ...her, code: "000000", deviceHash: "x" });
    expect(second.ok).toBe(false); // her code was the link's request, used already
    await sendSignInCode(t.db, { ...her, siteUrl: SITE });
    const { code } = await lastEmail(t.db, her.email);
    const laptop = await signInWithCode(t.db, {
      ...her,
      code,
      deviceHash: deviceHashOf(pageRequest(null, "Laptop")),
    });
    if (!laptop.ok) throw new Error(laptop.error);
    const other = await signedIn();
    const phone = await readHer(t.db, pageRequest(her.token));
    if (!phone.signedIn) throw new Error("not signed in");
    await signOut(t.db, phone, true);
    expect((await readHer(t.db, pageRequest(her.token))).signedIn).toBe(false);
    expect((await readHer(t.db, pageRequest(laptop.token, "Laptop"))).signedIn).toBe(false);
    expect((await readHer(t.db, pageRequest(other.token))).signedIn).toBe(true);
  });
});
