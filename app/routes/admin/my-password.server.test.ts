import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { OWNER_PASSWORD_WORDS, PASSKEY_TO_CHANGE_PASSWORD } from "~/admin/sign-in/change-password.server";
import { hashStaffPassword, isStaffPassword, newBinding } from "~/admin/people/staff-password.server";
import { addStaff, ownerPerson, staffByEmail } from "~/admin/people/store/index.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { createSession, insertPasskey, passkeysOf } from "~/admin/sign-in/store/index.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action, loader } from "./my-password";
import { answer } from "./test-answer";

// A staff member changes her own password: the current one first, counted as a sign-in before any
// hash; then her other sessions end, this one stays, and her passkeys added since her last change
// are suspended; with a passkey, only a passkey's session changes it; the owner's is ADMIN_PASSWORD.

const state = vi.hoisted(() => ({
  services: undefined as Services | undefined,
  /** Every scrypt started (node:crypto is wrapped below). */
  hashes: 0,
}));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  const scrypt = (...args: unknown[]) => {
    state.hashes += 1;
    (crypto.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const SHOP = "https://hazel.test";
const OLD = "her first password";
const NEW = "her second password";

let n = 0;
const args = (request: Request, clientAddress = `198.51.100.${++n}`) =>
  ({ request, params: {}, context: { clientAddress } }) as never;
const post = (cookie: string, fields: Record<string, string>) =>
  new Request(`${SHOP}/admin/my-password`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const open = (cookie: string) => new Request(`${SHOP}/admin/my-password`, { headers: { Cookie: cookie } });
const change = (cookie: string, fields: Record<string, string>, address?: string) =>
  answer(() => action(args(post(cookie, fields), address)));

describeOnBothDatabases("changing her own password on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: "owner-password-for-tests" } });
  beforeAll(async () => {
    state.services = services;
    await adminKeys(services.db, services.env);
  });
  beforeEach(() => {
    state.hashes = 0;
  });

  let people = 0;
  /** A staff member with her password, and a session of hers (`byPasskey` or not). */
  async function staffMember() {
    const email = `hand${++people}@example.com`;
    const binding = newBinding();
    const id = await addStaff(services.db, {
      name: `Hand ${people}`,
      email,
      role: "shop_hand",
      passwordHash: await hashStaffPassword(OLD),
      binding,
    });
    const session = async (byPasskey = false) =>
      `hazel_admin=${await createSession(services.db, binding, id, byPasskey)}`;
    return { id, email, session };
  }
  const signedIn = async (cookie: string) => (await answer(() => loader(args(open(cookie))))).status === 200;
  const passkey = (personId: number, name: string) =>
    insertPasskey(services.db, {
      personId,
      credentialId: `credential-${name}-${personId}`,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: [],
      name,
    });

  it("changes it with the current one and the new one twice: her other sessions end, this one stays", async () => {
    const her = await staffMember();
    const here = await her.session();
    const phone = await her.session();
    state.hashes = 0;
    const refusals: [Record<string, string>, string][] = [
      [{ current: OLD, password: NEW, confirm: "her second passwort" }, "The two passwords are not the same."],
      [{ current: OLD, password: "short", confirm: "short" }, "Choose a password of at least 10 characters."],
      [{ current: OLD, password: OLD, confirm: OLD }, "Choose a password other than your current one."],
      [{ password: NEW, confirm: NEW }, "Type your current password."],
      [{ current: "not her password", password: NEW, confirm: NEW }, "Your current password is not right."],
    ];
    for (const [fields, error] of refusals)
      expect(await change(here, fields), error).toMatchObject({ status: 400, data: { error } });
    // Only the wrong current password was hashed: the form's own mistakes cost nothing.
    expect(state.hashes).toBe(1);
    expect(await signedIn(phone)).toBe(true);

    expect(await change(here, { current: OLD, password: NEW, confirm: NEW })).toMatchObject({ status: 303 });
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    const stored = (await staffByEmail(services.db, her.email))!;
    expect(await isStaffPassword(NEW, stored.passwordHash)).toBe(true);
    expect(await isStaffPassword(OLD, stored.passwordHash)).toBe(false);
  }, 60_000);

  it("counts the sign-in's limits before any hash: past 10 wrong from one address, refused unhashed", async () => {
    const her = await staffMember();
    const here = await her.session();
    const address = "203.0.113.77";
    for (let i = 0; i < 10; i++)
      expect((await change(here, { current: `guess ${i}`, password: NEW, confirm: NEW }, address)).status).toBe(400);
    state.hashes = 0;
    const refused = await change(here, { current: OLD, password: NEW, confirm: NEW }, address);
    expect(refused).toMatchObject({ status: 429, data: { error: expect.stringMatching(/^Too many wrong passwords/) } });
    expect(state.hashes).toBe(0);
  }, 120_000);

  it("with a passkey, only a passkey's session changes it; passkeys added since her last change are suspended", async () => {
    const her = await staffMember();
    await passkey(her.id, "older");
    // Added before she last set her password: it stays.
    await services.db.query("update passkeys set created_at = now() - interval '1 day' where person_id = $1", [her.id]);
    await services.db.query("update people set created_at = now() - interval '1 hour' where id = $1", [her.id]);
    await passkey(her.id, "newer");
    const byPassword = await her.session();
    const refused = await change(byPassword, { current: OLD, password: NEW, confirm: NEW });
    expect(refused).toMatchObject({ status: 403, data: { error: PASSKEY_TO_CHANGE_PASSWORD } });
    expect((await answer(() => loader(args(open(byPassword))))).data).toMatchObject({
      refused: PASSKEY_TO_CHANGE_PASSWORD,
    });

    const byPasskey = await her.session(true);
    expect(await change(byPasskey, { current: OLD, password: NEW, confirm: NEW })).toMatchObject({ status: 303 });
    const keys = await passkeysOf(services.db, her.id);
    expect(keys.map((k) => [k.name, k.suspendedAt !== null])).toEqual([
      ["older", false],
      ["newer", true],
    ]);
    // A second change suspends only what was added since the first.
    await passkey(her.id, "newest");
    await services.db.query("update passkeys set suspended_at = null where person_id = $1", [her.id]);
    expect(await change(byPasskey, { current: NEW, password: OLD, confirm: OLD })).toMatchObject({ status: 303 });
    const again = await passkeysOf(services.db, her.id);
    expect(Object.fromEntries(again.map((k) => [k.name, k.suspendedAt !== null]))).toEqual({
      older: false,
      newer: false,
      newest: true,
    });
  }, 60_000);

  it("tells the owner hers is ADMIN_PASSWORD, and the role table refuses her form before any hash", async () => {
    const owner = await ownerPerson(services.db);
    const keys = await adminKeys(services.db, services.env);
    const cookie = `hazel_admin=${await createSession(services.db, keys.session, owner.id)}`;
    expect((await answer(() => loader(args(open(cookie))))).data).toMatchObject({ refused: OWNER_PASSWORD_WORDS });
    const refused = await change(cookie, { current: "owner-password-for-tests", password: NEW, confirm: NEW });
    expect(refused.status).toBe(403);
    expect(state.hashes).toBe(0);
  });
});
