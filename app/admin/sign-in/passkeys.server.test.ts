import { expect, it, vi } from "vitest";
import { parseEnv } from "~/server/base/env.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { addStaff, ownerPerson, type Person } from "../people/store/index.server";
import { PASSKEY_REFUSAL } from "../people/roles";
import { requireAdminActor, sessionOf, signIn, signInWithPasskey } from "./admin-auth.server";
import { addOptions, addPasskey, passkeyPerson, signInOptions } from "./passkeys.server";
import { passkeysOf, setPasskeyRequired } from "./store/index.server";
import { TestAuthenticator } from "./test-authenticator";

const state = vi.hoisted(() => ({ services: undefined as Pick<Services, "db" | "env"> | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "https://hazel.test";
const SITE = { origin: SHOP, rpId: "hazel.test" };
const env = parseEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "owner-password-for-tests", SITE_URL: SHOP });

describeOnBothDatabases("passkeys on %s", (suite) => {
  const t = suite.database();
  let n = 0;
  /** An address of its own for each challenge: the per-address limit is tested on its own. */
  const nextAddress = () => `198.51.100.${++n % 250}`;

  /** A passkey added to the person, through the options and the answer, as the page does. */
  async function added(person: Person, name = "My phone") {
    const phone = new TestAuthenticator(SITE);
    const options = await addOptions(t.db, person, SHOP);
    const outcome = await addPasskey(t.db, person, SHOP, { name, answer: JSON.stringify(phone.register(options)) });
    expect(outcome).toEqual({ ok: true, name });
    return phone;
  }

  const signInAnswer = async (phone: TestAuthenticator, over: Parameters<TestAuthenticator["answer"]>[1] = {}) => {
    const asked = await signInOptions(t.db, SHOP, nextAddress());
    if (!asked.ok) throw new Error(asked.error);
    return JSON.stringify(phone.answer(asked.options, over));
  };

  it("adds a passkey from a live challenge of hers, once; lists it with its name", async () => {
    const owner = await ownerPerson(t.db);
    const phone = new TestAuthenticator(SITE);
    const options = await addOptions(t.db, owner, SHOP);
    expect(options.rp.id).toBe("hazel.test");
    const answer = JSON.stringify(phone.register(options));
    expect(await addPasskey(t.db, owner, SHOP, { name: "", answer })).toMatchObject({ ok: false });
    // The refused name took nothing: the challenge still stands, and is used once only.
    expect(await addPasskey(t.db, owner, SHOP, { name: "Owner's phone", answer })).toEqual({
      ok: true,
      name: "Owner's phone",
    });
    expect(await addPasskey(t.db, owner, SHOP, { name: "Again", answer })).toEqual({
      ok: false,
      error: "This passkey request has expired or was already used. Please try again.",
    });
    expect((await passkeysOf(t.db, owner.id)).map((p) => p.name)).toContain("Owner's phone");
  });

  it("refuses a challenge handed to another person, an expired one, and answers for another site, in words", async () => {
    const owner = await ownerPerson(t.db);
    const hand = await staffMember("hand1");
    const phone = new TestAuthenticator(SITE);
    const before = (await passkeysOf(t.db, owner.id)).length;
    const forOwner = await addOptions(t.db, owner, SHOP);
    const stolen = await addPasskey(t.db, hand, SHOP, {
      name: "Hers",
      answer: JSON.stringify(phone.register(forOwner)),
    });
    expect(stolen).toMatchObject({ ok: false, error: expect.stringMatching(/expired or was already used/) });

    const late = await addOptions(t.db, owner, SHOP);
    await t.db.query("update passkey_challenges set expires_at = now() - interval '1 second' where challenge = $1", [
      late.challenge,
    ]);
    const expired = await addPasskey(t.db, owner, SHOP, { name: "Late", answer: JSON.stringify(phone.register(late)) });
    expect(expired).toMatchObject({ ok: false, error: expect.stringMatching(/expired or was already used/) });

    const elsewhere = await addOptions(t.db, owner, SHOP);
    const wrongOrigin = phone.register(elsewhere, { origin: "https://hazel-shop.example" });
    expect(await addPasskey(t.db, owner, SHOP, { name: "Evil", answer: JSON.stringify(wrongOrigin) })).toEqual({
      ok: false,
      error: "This passkey answered for another website, so it was refused.",
    });
    const otherRp = await addOptions(t.db, owner, SHOP);
    const wrongRp = phone.register(otherRp, { rpId: "hazel-shop.example" });
    expect(await addPasskey(t.db, owner, SHOP, { name: "Evil", answer: JSON.stringify(wrongRp) })).toEqual({
      ok: false,
      error: "This passkey belongs to another website, so it was refused.",
    });
    expect(await passkeysOf(t.db, owner.id)).toHaveLength(before);
    expect(await addPasskey(t.db, owner, SHOP, { name: "Bad", answer: "{not json" })).toMatchObject({ ok: false });
  });

  it("signs in with a passkey once per challenge; a replayed answer, a counter gone back and another site are refused", async () => {
    const owner = await ownerPerson(t.db);
    const phone = await added(owner);
    const answer = await signInAnswer(phone);
    expect(await passkeyPerson(t.db, SHOP, answer)).toEqual({ ok: true, person: owner });
    expect(await passkeyPerson(t.db, SHOP, answer)).toEqual({
      ok: false,
      error: "This passkey request has expired or was already used. Please try again.",
    });
    // A fresh challenge, but the authenticator's counter where it was: a cloned key, or a replay.
    const stale = await signInAnswer(phone, { counter: phone.counter });
    expect(await passkeyPerson(t.db, SHOP, stale)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/counter did not move on/),
    });
    const wrongOrigin = await signInAnswer(phone, { origin: "http://localhost:3000" });
    expect(await passkeyPerson(t.db, SHOP, wrongOrigin)).toEqual({
      ok: false,
      error: "This passkey answered for another website, so it was refused.",
    });
    const wrongRp = await signInAnswer(phone, { rpId: "evil.example" });
    expect(await passkeyPerson(t.db, SHOP, wrongRp)).toEqual({
      ok: false,
      error: "This passkey belongs to another website, so it was refused.",
    });
    // Expired: the challenge's time passed before the answer came.
    const asked = await signInOptions(t.db, SHOP, nextAddress());
    if (!asked.ok) throw new Error(asked.error);
    await t.db.query("update passkey_challenges set expires_at = now() - interval '1 second' where challenge = $1", [
      asked.options.challenge,
    ]);
    const late = await passkeyPerson(t.db, SHOP, JSON.stringify(phone.answer(asked.options)));
    expect(late).toMatchObject({ ok: false, error: expect.stringMatching(/expired/) });
    // And after all that, the counter still moves on and she signs in.
    expect(await passkeyPerson(t.db, SHOP, await signInAnswer(phone))).toEqual({ ok: true, person: owner });
    const stored = (await passkeysOf(t.db, owner.id)).find(
      (p) => p.credentialId === phone.credentialId.toString("base64url"),
    );
    expect(stored?.counter).toBe(phone.counter);
  });

  it("refuses an unknown passkey, and one of a removed person", async () => {
    const stranger = new TestAuthenticator(SITE);
    expect(await passkeyPerson(t.db, SHOP, await signInAnswer(stranger))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not one of this shop's/),
    });
    const hand = await staffMember("hand2");
    const phone = await added(hand, "Work phone");
    await t.db.query("update people set removed_at = now() where id = $1", [hand.id]);
    expect(await passkeyPerson(t.db, SHOP, await signInAnswer(phone))).toMatchObject({ ok: false });
  });

  it("with the owner's rule on, refuses refunds, credit and people to a password-only session, in words", async () => {
    state.services = { db: t.db, env };
    const owner = await ownerPerson(t.db);
    const post = (path: string, cookie: string) =>
      new Request(`${SHOP}${path}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const byPassword = signIn(t.db, post("/admin/sign-in", ""), env);
    const passwordCookie = (await byPassword).split(";")[0]!;
    const passkeyCookie = (await signInWithPasskey(t.db, post("/admin/sign-in", ""), owner, env))!.split(";")[0]!;
    expect((await sessionOf(post("/admin", passwordCookie), state.services))?.byPasskey).toBe(false);
    expect((await sessionOf(post("/admin", passkeyCookie), state.services))?.byPasskey).toBe(true);

    const guarded = [
      "/admin/orders/HZL-ABCDEFGH/refund",
      "/admin/orders/HZL-ABCDEFGH/credit",
      "/admin/credit",
      "/admin/people",
    ];
    await setPasskeyRequired(t.db, false);
    for (const path of guarded) await expect(requireAdminActor(post(path, passwordCookie))).resolves.toBeTruthy();
    await setPasskeyRequired(t.db, true);
    for (const path of guarded) {
      const refused = await requireAdminActor(post(path, passwordCookie)).then(
        () => undefined,
        (thrown: { data?: unknown; init?: { status?: number } }) => thrown,
      );
      expect(refused?.init?.status, path).toBe(403);
      expect(refused?.data, path).toBe(PASSKEY_REFUSAL);
      await expect(requireAdminActor(post(path, passkeyCookie))).resolves.toMatchObject({ byPasskey: true });
    }
    // Other forms stay open to a password.
    await expect(requireAdminActor(post("/admin/orders/HZL-ABCDEFGH/stage", passwordCookie))).resolves.toBeTruthy();
    await setPasskeyRequired(t.db, false);
    // A staff member's session by passkey is bound to her own password, and marked as a passkey's.
    const hand = await staffMember("hand3");
    const handCookie = (await signInWithPasskey(t.db, post("/admin/sign-in", ""), hand, env))!.split(";")[0]!;
    expect((await sessionOf(post("/admin", handCookie), state.services))?.byPasskey).toBe(true);
  });

  it("limits sign-in challenges per address: 500 asked from one leave every other address its passkey sign-in", async () => {
    const flood = "203.0.113.66";
    const answers = [];
    for (let i = 0; i < 500; i++) answers.push(await signInOptions(t.db, SHOP, flood));
    expect(answers.filter((a) => a.ok)).toHaveLength(20);
    expect(answers.at(-1)).toEqual({
      ok: false,
      error: "Too many passkey sign-ins were asked for from your connection. Please try again in 5 minutes.",
    });
    // Its /64 is one host; the next address and the owner's own phone sign in as ever.
    expect((await signInOptions(t.db, SHOP, "2001:db8:66::1")).ok).toBe(true);
    expect((await signInOptions(t.db, SHOP, "203.0.113.67")).ok).toBe(true);
    const owner = await ownerPerson(t.db);
    const phone = await added(owner, "Flooded phone");
    expect(await passkeyPerson(t.db, SHOP, await signInAnswer(phone))).toEqual({ ok: true, person: owner });
  });

  async function staffMember(key: string): Promise<Person> {
    const id = await addStaff(t.db, {
      name: key,
      email: `${key}@example.com`,
      role: "shop_hand",
      passwordHash: "x",
      binding: `binding-${key}`,
    });
    return { id, role: "shop_hand", name: key, email: `${key}@example.com`, removed: false };
  }
});
