import { answer } from "./test-answer";
import { beforeAll, expect, it, vi } from "vitest";
import { addStaff, ownerPerson, type Person } from "~/admin/people/store/index.server";
import { signIn, signInWithPasskey } from "~/admin/sign-in/admin-auth.server";
import { PASSKEY_TO_MANAGE } from "~/admin/sign-in/passkey-words";
import { signInOptions } from "~/admin/sign-in/passkeys.server";
import { createSession, passkeysOf } from "~/admin/sign-in/store/index.server";
import { TestAuthenticator } from "~/admin/sign-in/test-authenticator";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action as optionsAction } from "./passkey-options";
import { action as passkeysAction } from "./passkeys";
import { action as signInAction } from "./sign-in";

// Her passkeys change only from a passkey's session once she has one; each added is emailed to the
// owner; a change of ADMIN_PASSWORD suspends the owner's passkeys added since the change before.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "https://hazel.test";
const SITE = { origin: SHOP, rpId: "hazel.test" };

const args = (request: Request) => ({ request, params: {}, context: { clientAddress: "203.0.113.20" } }) as never;

const post = (path: string, cookie: string, fields: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const cookieOf = (setCookie: string | undefined) => setCookie!.split(";")[0]!;

describeOnBothDatabases("changing passkeys on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: "first-owner-password" } });
  /** The shop restarted with another ADMIN_PASSWORD. */
  const withPassword = (password: string): Services => ({
    ...services,
    env: { ...services.env, ADMIN_PASSWORD: password },
  });

  beforeAll(() => {
    state.services = services;
  });

  const passwordCookie = async () =>
    cookieOf(await signIn(services.db, post("/admin/sign-in", ""), state.services!.env));
  const passkeyCookie = async (person: Person) =>
    cookieOf(await signInWithPasskey(services.db, post("/admin/sign-in", ""), person, state.services!.env));

  /** The options the page asks for, as the island does. */
  const options = (cookie: string) => answer(() => optionsAction(args(post("/admin/passkeys/options", cookie))));

  /** A passkey made on a new phone from the options `asker` got, posted by `poster`. */
  async function add(asker: string, poster: string, name: string) {
    const phone = new TestAuthenticator(SITE);
    const asked = await options(asker);
    expect(asked.status).toBe(200);
    const made = phone.register((asked.data as { options: Parameters<TestAuthenticator["register"]>[0] }).options);
    const posted = await answer(() =>
      passkeysAction(args(post("/admin/passkeys", poster, { intent: "add", name, answer: JSON.stringify(made) }))),
    );
    return { phone, posted };
  }

  /** Signs in with the phone's passkey through the sign-in page, as the browser does. */
  async function signInWith(phone: TestAuthenticator) {
    const asked = await signInOptions(services.db, SHOP, "198.51.100.7");
    if (!asked.ok) throw new Error(asked.error);
    const body = { intent: "passkey", answer: JSON.stringify(phone.answer(asked.options)) };
    return answer(() => signInAction(args(post("/admin/sign-in", "", body))));
  }

  const idOf = async (person: Person, name: string) =>
    (await passkeysOf(services.db, person.id)).find((p) => p.name === name)!.id;

  const emailsAbout = async (name: string) =>
    (
      await services.db.query<{ template: string; params: { message: string } | string }>(
        "select template, params from outbox where alert_key like 'passkey-added:%' order by id",
      )
    )
      .map((r) => ({ template: r.template, params: typeof r.params === "string" ? JSON.parse(r.params) : r.params }))
      .filter((r) => (r.params as { message: string }).message.includes(`"${name}"`));

  it("adds her first passkey with a password; then only a passkey's session adds or removes one; the owner is emailed of each", async () => {
    state.services = services;
    const owner = await ownerPerson(services.db);
    const password = await passwordCookie();
    const first = await add(password, password, "Owner's phone");
    expect(first.posted.status).toBe(303);
    expect((await emailsAbout("Owner's phone")).map((e) => e.template)).toEqual(["messages"]);

    // A stolen password: it asks for no options, posts no passkey, removes none of hers.
    expect(await options(password)).toMatchObject({ status: 403, data: { error: PASSKEY_TO_MANAGE } });
    const byPasskey = await passkeyCookie(owner);
    const stolen = await add(byPasskey, password, "Thief's phone");
    expect(stolen.posted).toMatchObject({ status: 403, data: { error: PASSKEY_TO_MANAGE } });
    const hers = await idOf(owner, "Owner's phone");
    const removal = { intent: "remove", id: String(hers) };
    expect(await answer(() => passkeysAction(args(post("/admin/passkeys", password, removal))))).toMatchObject({
      status: 403,
    });
    expect((await passkeysOf(services.db, owner.id)).map((p) => p.name)).toEqual(["Owner's phone"]);
    expect(await emailsAbout("Thief's phone")).toEqual([]);

    // Her passkey's session adds another (emailed too) and removes it.
    const second = await add(byPasskey, byPasskey, "Owner's laptop");
    expect(second.posted.status).toBe(303);
    expect(await emailsAbout("Owner's laptop")).toHaveLength(1);
    const laptop = { intent: "remove", id: String(await idOf(owner, "Owner's laptop")) };
    expect((await answer(() => passkeysAction(args(post("/admin/passkeys", byPasskey, laptop))))).status).toBe(303);
    expect((await passkeysOf(services.db, owner.id)).map((p) => p.name)).toEqual(["Owner's phone"]);
  });

  it("emails the owner of a staff member's passkey too", async () => {
    state.services = services;
    const id = await addStaff(services.db, {
      name: "Hauwa",
      email: "hauwa@example.com",
      role: "shop_hand",
      passwordHash: "x",
      binding: "binding-hauwa",
    });
    const cookie = `hazel_admin=${await createSession(services.db, "binding-hauwa", id)}`;
    expect((await add(cookie, cookie, "Hauwa's phone")).posted.status).toBe(303);
    const [email] = await emailsAbout("Hauwa's phone");
    expect(email?.template).toBe("messages");
    expect((email?.params as { message: string }).message).toContain("Hauwa's sign-in");
  });

  it("a change of ADMIN_PASSWORD suspends her passkeys added since the change before, until she approves them", async () => {
    state.services = withPassword("second-owner-password");
    const owner = await ownerPerson(services.db);
    // The change is seen by the first sign-in under the new password, before the passkey checks.
    const phone = (await passkeysOf(services.db, owner.id)).find((p) => p.name === "Owner's phone")!;
    expect(phone.suspendedAt).toBeNull();
    let password = await passwordCookie();
    expect((await passkeysOf(services.db, owner.id))[0]?.suspendedAt).toBeInstanceOf(Date);

    // Suspended, she has no passkey that signs in: her new password approves it.
    const approve = { intent: "approve", id: String(phone.id) };
    expect((await answer(() => passkeysAction(args(post("/admin/passkeys", password, approve))))).status).toBe(303);
    expect((await passkeysOf(services.db, owner.id))[0]?.suspendedAt).toBeNull();

    // One more under the second password, added from her passkey's session.
    const later = await add(await passkeyCookie(owner), await passkeyCookie(owner), "Later phone");
    expect(later.posted.status).toBe(303);

    // The third password: the first sign-in after the restart is the later passkey's, and it is refused.
    state.services = withPassword("third-owner-password");
    const refused = await signInWith(later.phone);
    expect(refused.status).toBe(401);
    expect(refused.data).toMatchObject({ passkeyError: expect.stringMatching(/waits for your approval/) });
    const suspended = Object.fromEntries(
      (await passkeysOf(services.db, owner.id)).map((p) => [p.name, p.suspendedAt !== null]),
    );
    // Added before the change before: still hers.
    expect(suspended).toEqual({ "Owner's phone": false, "Later phone": true });

    // She still has a passkey that signs in, so approving needs it, not the password.
    password = await passwordCookie();
    const approveLater = { intent: "approve", id: String(await idOf(owner, "Later phone")) };
    expect(await answer(() => passkeysAction(args(post("/admin/passkeys", password, approveLater))))).toMatchObject({
      status: 403,
      data: { error: PASSKEY_TO_MANAGE },
    });
    const byPasskey = await passkeyCookie(owner);
    expect((await answer(() => passkeysAction(args(post("/admin/passkeys", byPasskey, approveLater))))).status).toBe(
      303,
    );
    expect((await signInWith(later.phone)).status).toBe(303);

    // The shop keeps a fingerprint of the password in force, never the password.
    const marks = await services.db.query<{ fingerprint: string }>("select fingerprint from admin_password_mark");
    expect(marks).toHaveLength(1);
    expect(marks[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(marks)).not.toContain("third-owner-password");
    state.services = services;
  });
});
