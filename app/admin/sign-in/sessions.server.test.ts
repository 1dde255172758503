import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openDb, type Db } from "~/server/db/db.server";
import type { TestDatabase } from "~/server/db/test-databases.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { isAdminPassword, safeNext, sessionCookie, sessionToken } from "./admin-auth.server";
import { ownerPerson } from "../people/store/index.server";
import { passwordKeys } from "./password-keys.server";
import { createSession, endEverySession, endSession, isSessionValid, passwordSalt } from "./store/index.server";

const BINDING = "a".repeat(64);
const ownerId = async (db: Db) => (await ownerPerson(db)).id;

describeOnBothDatabases("owner sessions on %s", (suite) => {
  const t = suite.database();

  it("keeps only a hash of the token, and knows a live session", async () => {
    const token = await createSession(t.db, BINDING, await ownerId(t.db));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isSessionValid(t.db, token, BINDING)).toBe(true);
    expect(await isSessionValid(t.db, `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`, BINDING)).toBe(false);
    const stored = await t.db.query<{ token_hash: string }>("select token_hash from admin_sessions");
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it("ends a session on sign-out", async () => {
    const token = await createSession(t.db, BINDING, await ownerId(t.db));
    await endSession(t.db, token);
    expect(await isSessionValid(t.db, token, BINDING)).toBe(false);
  });

  it("ends a session after 12 idle hours, and keeps a used one alive", async () => {
    const idle = await createSession(t.db, BINDING, await ownerId(t.db));
    const used = await createSession(t.db, BINDING, await ownerId(t.db));
    await t.db.query("update admin_sessions set last_seen_at = now() - interval '12 hours 1 minute'");
    expect(await isSessionValid(t.db, idle, BINDING)).toBe(false);
    await t.db.query("update admin_sessions set last_seen_at = now() - interval '11 hours 59 minutes'");
    expect(await isSessionValid(t.db, used, BINDING)).toBe(true);
    // Using it moved its clock on: another 11 hours later it is still alive.
    await t.db.query("update admin_sessions set last_seen_at = last_seen_at - interval '11 hours'");
    expect(await isSessionValid(t.db, used, BINDING)).toBe(true);
  });

  it("ends a session 7 days after it began, however often it is used", async () => {
    const token = await createSession(t.db, BINDING, await ownerId(t.db));
    // Used every hour for 6 days and 23 hours: still alive.
    await t.db.query("update admin_sessions set created_at = now() - interval '6 days 23 hours'");
    expect(await isSessionValid(t.db, token, BINDING)).toBe(true);
    await t.db.query("update admin_sessions set created_at = now() - interval '7 days 1 minute'");
    expect(await isSessionValid(t.db, token, BINDING)).toBe(false);
    // A new sign-in clears it away.
    await createSession(t.db, BINDING, await ownerId(t.db));
    const [left] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from admin_sessions where created_at < now() - interval '7 days'",
    );
    expect(left?.n).toBe(0);
  });

  it("ends every session when the password changes: a session is bound to the password it began under", async () => {
    const salt = await passwordSalt(t.db);
    const before = await passwordKeys("the-first-owner-password", salt);
    const after = await passwordKeys("a-new-owner-password", salt);
    const token = await createSession(t.db, before.session, await ownerId(t.db));
    expect(await isSessionValid(t.db, token, before.session)).toBe(true);
    expect(await isSessionValid(t.db, token, after.session)).toBe(false);
    // Every instance derives the same binding from the same password: back to the first, it is alive.
    expect(await isSessionValid(t.db, token, (await passwordKeys("the-first-owner-password", salt)).session)).toBe(
      true,
    );
  });

  it("salts the password with a random salt the installation made at its first start, the same on every later start", async () => {
    const salt = await passwordSalt(t.db);
    expect(salt).toHaveLength(32);
    const [row] = await t.db.query<{ n: number }>("select count(*)::int as n from install_secrets");
    expect(row?.n).toBe(1);
    // Another instance on the same database (a restart, a second server) reads the same salt.
    const again = await openAgain(t);
    try {
      expect((await passwordSalt(again)).equals(salt)).toBe(true);
    } finally {
      if (again !== t.db) await again.close();
    }
    // Another installation (a database without one, another process): another salt, other keys.
    await t.db.query("delete from install_secrets");
    const otherSalt = await passwordSalt({ ...t.db });
    expect(otherSalt.equals(salt)).toBe(false);
    const mine = await passwordKeys("the-same-owner-password", salt);
    const theirs = await passwordKeys("the-same-owner-password", otherSalt);
    expect(theirs.session).not.toBe(mine.session);
    expect(theirs.device.equals(mine.device)).toBe(false);
  });

  it("signs out everywhere: every session ends", async () => {
    const phone = await createSession(t.db, BINDING, await ownerId(t.db));
    const desk = await createSession(t.db, BINDING, await ownerId(t.db));
    expect(await endEverySession(t.db)).toBeGreaterThanOrEqual(2);
    expect(await isSessionValid(t.db, phone, BINDING)).toBe(false);
    expect(await isSessionValid(t.db, desk, BINDING)).toBe(false);
  });
});

/** A second connection to the test's database (PostgreSQL); PGlite in memory has only its one. */
async function openAgain(t: Omit<TestDatabase, "dispose">): Promise<Db> {
  return t.url ? openDb({ url: t.url, dataDir: "" }) : t.db;
}

describe("the password's keys", () => {
  const salt = Buffer.alloc(32, 7);
  it("are the same for the same password and salt on every instance, and keep no fast hash of it", async () => {
    const keys = await passwordKeys("owner-password-for-tests", salt);
    expect(keys.session).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.session).not.toBe(createHash("sha256").update("owner-password-for-tests").digest("hex"));
    expect((await passwordKeys("another-password-here", salt)).session).not.toBe(keys.session);
    expect((await passwordKeys("owner-password-for-tests", salt)).session).toBe(keys.session);
    expect(keys.device.equals(Buffer.from(keys.session, "hex"))).toBe(false);
  });
});

describe("the session cookie", () => {
  const plain = new Request("http://shop.test/admin");
  const token = "a".repeat(43);

  it("is HttpOnly, SameSite=Lax, limited to /admin, and Secure over https", () => {
    expect(sessionCookie(token, plain, "http://shop.test")).toBe(
      `hazel_admin=${token}; Path=/admin; HttpOnly; SameSite=Lax; Max-Age=604800`,
    );
    expect(sessionCookie(token, plain, "https://hazel.example")).toContain("; Secure");
    expect(sessionCookie(token, new Request("https://hazel.example/admin"), "http://localhost:3000")).toContain(
      "; Secure",
    );
    expect(sessionCookie(null, plain, "http://shop.test")).toBe(
      "hazel_admin=; Path=/admin; HttpOnly; SameSite=Lax; Max-Age=0",
    );
  });

  it("is read only when it has a token's shape", () => {
    const withCookie = (cookie: string) => new Request("http://shop.test/admin", { headers: { Cookie: cookie } });
    expect(sessionToken(withCookie(`hazel_cart=x; hazel_admin=${token}`))).toBe(token);
    expect(sessionToken(withCookie("hazel_admin=%E0%A4%A"))).toBeUndefined();
    expect(sessionToken(withCookie(`hazel_admin=${token}x`))).toBeUndefined();
    expect(sessionToken(plain)).toBeUndefined();
  });
});

describe("signing in", () => {
  it("takes the password only exactly", () => {
    expect(isAdminPassword("owner-password-for-tests", "owner-password-for-tests")).toBe(true);
    expect(isAdminPassword("owner-password-for-test", "owner-password-for-tests")).toBe(false);
    expect(isAdminPassword("", "owner-password-for-tests")).toBe(false);
  });

  it("returns only to an admin address", () => {
    expect(safeNext("/admin/orders/HZL-AAAAAAAAAAAA")).toBe("/admin/orders/HZL-AAAAAAAAAAAA");
    expect(safeNext("/admin?stage=paid&page=2")).toBe("/admin?stage=paid&page=2");
    expect(safeNext("https://evil.example/admin")).toBe("/admin");
    expect(safeNext("//evil.example/admin")).toBe("/admin");
    expect(safeNext("/administrator")).toBe("/admin");
    expect(safeNext("/admin//evil.example")).toBe("/admin");
    expect(safeNext(null)).toBe("/admin");
  });
});
