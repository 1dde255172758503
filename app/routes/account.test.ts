import { beforeAll, expect, it, vi } from "vitest";
import { storeBespokeRequest } from "~/server/bespoke/store/index.server";
import { addEntry, insertCode } from "~/server/credit/store.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action, loader } from "./account";
import { loader as continueLoader } from "./account.continue";

// Her page through its routes: only her own data, by her session on her device; her measurements
// corrected by her alone; her codes by their last four characters.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const AGENT = { "User-Agent": "Her phone" };
let n = 0;
const post = (form: Record<string, string>, cookie = "") => ({
  params: {},
  context: { clientAddress: `203.0.113.${++n % 250}` },
  request: new Request("http://shop.test/account", {
    method: "POST",
    headers: { ...AGENT, "Content-Type": "application/x-www-form-urlencoded", ...(cookie && { Cookie: cookie }) },
    body: new URLSearchParams(form).toString(),
  }),
});
const get = (path: string, cookie = "") => ({
  params: {},
  context: {},
  request: new Request(`http://shop.test${path}`, { headers: { ...AGENT, ...(cookie && { Cookie: cookie }) } }),
});
type Answer = { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } | null };
const settle = async (run: () => Promise<unknown>) => {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
};

const kept = (email: string, phone: string) => ({
  piece: "A green silk gown",
  occasion: "Wedding",
  eventDate: "2027-03-14",
  express: false,
  name: "Ada Obi",
  email,
  phone,
  measurements: { unit: "cm" as const, values: { bust: 92, waist: 74, hips: 100 } },
  keepMeasurements: true,
  photos: [],
  clientAddress: "127.0.0.1",
});

describeOnBothDatabases("her page's routes on %s", (suite) => {
  const services = suite.services({ demo: true });
  beforeAll(() => {
    state.services = services;
  });

  /** Signs her in through the forms; returns her cookie. */
  async function signIn(email: string): Promise<string> {
    await action(post({ intent: "send", email }) as Parameters<typeof action>[0]);
    const [row] = await services.db.query<{ params: { reference: string } | string }>(
      "select params from outbox where params->>'to_email' = $1 order by id desc limit 1",
      [email],
    );
    const params = typeof row!.params === "string" ? (JSON.parse(row!.params) as { reference: string }) : row!.params;
    const answer = (await action(
      post({ intent: "code", email, code: params.reference }) as Parameters<typeof action>[0],
    )) as Response;
    expect(answer.status).toBe(303);
    return answer.headers.get("Set-Cookie")!.split(";")[0]!;
  }
  const page = async (cookie: string) =>
    ((await loader(get("/account", cookie) as Parameters<typeof loader>[0])) as unknown as Answer).data;

  it("shows her things once signed in, and nothing to a request without her cookie", async () => {
    const email = "ada-things@example.com";
    await storeBespokeRequest(services.db, kept(email, "+234 803 000 0001"), "http://shop.test");
    const code = await insertCode(services.db, { code: "HZC-ABCD-9X7Q", email, kind: "gift" });
    await addEntry(services.db, {
      codeId: code.id,
      amount: 20_000,
      kind: "issued",
      who: "test",
      why: "gift",
      movementKey: "test-gift-issue",
    });
    const cookie = await signIn(email);
    const mine = JSON.stringify(await page(cookie));
    expect(mine).toContain("A green silk gown");
    expect(mine).toContain('"last4":"9X7Q"');
    expect(mine).not.toContain("HZC-ABCD");
    expect(mine).toContain('"balance":{"amount":20000,"currency":"NGN"}');
    const nobody = JSON.stringify(await page(""));
    expect(nobody).not.toContain("green silk");
    expect(nobody).not.toContain("9X7Q");
  });

  it("lets her correct her own measurements, and refuses a set kept under another email", async () => {
    const email = "ada-measures@example.com";
    await storeBespokeRequest(services.db, kept(email, "+234 803 000 0002"), "http://shop.test");
    await storeBespokeRequest(services.db, kept("someone-else@example.com", "+234 803 000 0003"), "http://shop.test");
    const [others] = await services.db.query<{ id: string }>("select id from kept_measurements where email = $1", [
      "someone-else@example.com",
    ]);
    const cookie = await signIn(email);
    const things = (await page(cookie)).things as { kept: { id: number }[] };
    const id = String(things.kept[0]!.id);
    const fix = {
      intent: "correct-measurements",
      kept: id,
      fix_unit: "cm",
      fix_bust: "95",
      fix_waist: "74",
      fix_hips: "101",
    };

    const refused = (await action(
      post({ ...fix, fix_bust: "9000" }, cookie) as Parameters<typeof action>[0],
    )) as Answer;
    expect(refused.init?.status).toBe(400);
    const saved = (await action(post(fix, cookie) as Parameters<typeof action>[0])) as Answer;
    expect(saved.data.fix).toMatchObject({ saved: true });
    const after = JSON.stringify(await page(cookie));
    expect(after).toContain('"bust":95');
    expect(after).toContain("herself, on her page");

    const theirs = (await action(post({ ...fix, kept: others!.id }, cookie) as Parameters<typeof action>[0])) as Answer;
    expect(theirs.init?.status).toBe(404);
    const untouched = await services.db.query<{ m: string }>(
      "select measurements::text as m from kept_measurements where id = $1",
      [others!.id],
    );
    expect(untouched[0]!.m).toContain('"bust": 92');
    const anonymous = (await action(post(fix) as Parameters<typeof action>[0])) as Answer;
    expect(anonymous.init?.status).toBe(401);
  });

  it("offers her measurements on a new request by a fresh link", async () => {
    const email = "ada-reuse@example.com";
    await storeBespokeRequest(services.db, kept(email, "+234 803 000 0004"), "http://shop.test");
    const cookie = await signIn(email);
    const id = String(((await page(cookie)).things as { kept: { id: number }[] }).kept[0]!.id);
    const answer = (await action(
      post({ intent: "use-measurements", kept: id }, cookie) as Parameters<typeof action>[0],
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(/^\/bespoke\?measurements=[0-9a-f]{32}$/);
  });

  it("the link's page, opened, sets no cookie and uses nothing", async () => {
    const email = "ada-link@example.com";
    await action(post({ intent: "send", email }) as Parameters<typeof action>[0]);
    const [row] = await services.db.query<{ url: string }>(
      "select params->>'order_url' as url from outbox where params->>'to_email' = $1",
      [email],
    );
    const path = new URL(row!.url).pathname + new URL(row!.url).search;
    for (let i = 0; i < 2; i++) {
      const opened = (await settle(() => continueLoader(get(path) as Parameters<typeof continueLoader>[0]))) as Answer;
      expect(opened.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Headers(opened.init?.headers).get("Set-Cookie")).toBeNull();
    }
    const [used] = await services.db.query<{ used: boolean }>(
      "select used_at is not null as used from shopper_sign_ins where email = $1",
      [email],
    );
    expect(used!.used).toBe(false);
  });
});
