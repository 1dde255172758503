import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { addStaff } from "~/admin/people/store/index.server";
import { hashStaffPassword, newBinding } from "~/admin/people/staff-password.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { parseEnv } from "~/server/base/env.server";
import { HASHES_AT_ONCE, HASHES_WAITING, passwordHash } from "~/server/base/slow-hash.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action } from "./sign-in";

// The admin's sign-in form through its route: every limit is counted before a password is hashed,
// an unknown email costs what a known one does, and no more than two hashes run at once.

const state = vi.hoisted(() => ({
  services: undefined as Pick<Services, "db" | "env"> | undefined,
  /** Every scrypt started, and those running now (node:crypto is wrapped below). */
  hashes: { started: 0, running: 0, most: 0 },
  /** A finished hash is handed back once this resolves: a test holds the places taken. */
  held: Promise.resolve(),
}));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    const { hashes } = state;
    hashes.started += 1;
    hashes.running += 1;
    hashes.most = Math.max(hashes.most, hashes.running);
    // A cheap cost (the shop's, 2^15 and 32 MB, is slow-hash's own): still a key of its password
    // and salt, so only the right password signs in.
    const [password, salt, length] = args;
    crypto.scrypt(password as string, salt as Buffer, length as number, { N: 1024 }, (error, key) => {
      void state.held.then(() => {
        hashes.running -= 1;
        done(error, key);
      });
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const SHOP = "https://hazel.test";
const env = parseEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "owner-password-for-tests", SITE_URL: SHOP });
const STAFF = { email: "hand.sign-in@example.com", password: "a long staff password" };

let n = 0;
const freshAddress = () => `198.51.100.${++n}`;
const signIn = async (fields: Record<string, string>, clientAddress: string) => {
  const request = new Request(`${SHOP}/admin/sign-in`, {
    method: "POST",
    headers: { Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const answer = (await action({ request, context: { clientAddress }, params: {} } as Parameters<
    typeof action
  >[0]).catch((thrown: unknown) => thrown)) as Response | { data: { error?: string }; init: { status?: number } };
  if (answer instanceof Response) return { status: answer.status, error: undefined };
  return { status: answer.init?.status ?? 200, error: answer.data.error };
};

describeOnBothDatabases("the admin's sign-in form on %s", (suite) => {
  const t = suite.database();
  beforeAll(async () => {
    state.services = { db: t.db, env };
    await addStaff(t.db, {
      name: "Hand",
      email: STAFF.email,
      role: "shop_hand",
      passwordHash: await hashStaffPassword(STAFF.password),
      binding: newBinding(),
    });
    // The shop password's keys are derived once per process: done here, they count no hash below.
    await adminKeys(t.db, env);
  });
  beforeEach(() => {
    state.hashes = { started: 0, running: 0, most: 0 };
  });

  it("counts every limit before a password is hashed: a refused address costs no hash", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await signIn({ email: STAFF.email, password: `wrong ${i}` }, address)).status).toBe(401);
    expect(state.hashes.started).toBe(10);
    state.hashes.started = 0;
    for (let i = 0; i < 5; i++) {
      const refused = await signIn({ email: STAFF.email, password: STAFF.password }, address);
      expect(refused).toMatchObject({ status: 429, error: expect.stringMatching(/^Too many failed sign-ins/) });
    }
    expect(state.hashes.started).toBe(0);
  });

  it("hashes for an unknown email as for a staff member's, and answers both in the same words", async () => {
    const known = await signIn({ email: STAFF.email, password: "not hers" }, freshAddress());
    expect(state.hashes.started).toBe(1);
    const unknown = await signIn({ email: "nobody.here@example.com", password: "not hers" }, freshAddress());
    expect(state.hashes.started).toBe(2);
    expect(unknown).toEqual(known);
    expect(unknown).toEqual({
      status: 401,
      error: "That email and password do not match a person of this shop. Please try again.",
    });
  });

  it("runs at most two hashes at once; the rest wait their turn or are refused in words", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn({ email: STAFF.email, password: "guess" }, freshAddress())),
    );
    expect(state.hashes.most).toBeLessThanOrEqual(2);
    for (const answer of answers) expect([401, 503]).toContain(answer.status);
    expect(state.hashes.started).toBe(answers.filter((a) => a.status === 401).length);
    // Two running (held) and eight waiting: the next sign-in is refused in words, and costs no hash.
    let release = () => {};
    state.held = new Promise((resolve) => (release = resolve));
    const busy = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, () =>
      passwordHash("filler", Buffer.alloc(16), { queue: "always" }),
    );
    const started = state.hashes.started;
    try {
      expect(await signIn({ email: STAFF.email, password: STAFF.password }, freshAddress())).toEqual({
        status: 503,
        error: "The admin is checking many sign-ins just now. Please try again in a few seconds.",
      });
    } finally {
      release();
    }
    await Promise.all(busy);
    expect(state.hashes.started - started).toBe(HASHES_AT_ONCE + HASHES_WAITING);
    // Right, she still gets in.
    expect((await signIn({ email: STAFF.email, password: STAFF.password }, freshAddress())).status).toBe(303);
  });
});
