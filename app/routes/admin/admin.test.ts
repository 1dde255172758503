import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestServices } from "~/server/test-services.server";
import { storeMessage } from "~/server/messages/store.server";
import type { Services } from "~/server/services.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "~/server/checkout/place-order.server";
import { loader as layoutLoader } from "./layout";
import { action as messagesAction, loader as messagesLoader } from "./messages";
import { loader as orderLoader } from "./order";
import { action as stageAction } from "./order-stage";
import { loader as ordersCsv } from "./orders[.]csv";
import { action as signInAction, loader as signInLoader } from "./sign-in";
import { action as signOutAction } from "./sign-out";
import { action as signOutEverywhereAction, loader as signOutEverywhereLoader } from "./sign-out-everywhere";
import { loader as subscribersCsv } from "./subscribers[.]csv";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const PASSWORD = "owner-password-for-tests";
const SHOP = "http://shop.test";

type Args = { request: Request; params: Record<string, string>; context: { clientAddress: string } };
const args = (request: Request, clientAddress = "203.0.113.9") =>
  ({ request, params: {}, context: { clientAddress } }) as Args as never;

// Response.text() drops a byte-order mark; the CSV tests check that it is there.
const bomKept = new TextDecoder("utf-8", { ignoreBOM: true });

/** What a loader or action answered, whether it returned or threw a Response. */
async function run(fn: () => Promise<unknown>): Promise<{
  status: number;
  location: string | null;
  cookie: string | null;
  cookies: string[];
  body: unknown;
}> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      cookie: result.headers.getSetCookie()[0] ?? null,
      cookies: result.headers.getSetCookie(),
      body: bomKept.decode(await result.arrayBuffer()),
    };
  }
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, location: null, cookie: null, cookies: [], body: wrapped.data };
  return { status: 200, location: null, cookie: null, cookies: [], body: result };
}

const form = (path: string, fields: Record<string, string>, headers: Record<string, string | undefined> = {}) => {
  const sent = Object.entries({ Origin: SHOP, ...headers }).filter((e): e is [string, string] => e[1] !== undefined);
  return new Request(`${SHOP}${path}`, { method: "POST", headers: sent, body: new URLSearchParams(fields) });
};

async function signedInCookie(): Promise<string> {
  const answer = await run(() => signInAction(args(form("/admin/sign-in", { password: PASSWORD }))));
  return answer.cookie!.split(";")[0]!;
}

/** Whether an admin page lets the cookie's holder in (200) or sends her to sign in (302). */
const pageStatus = async (cookie: string) =>
  (await run(() => layoutLoader(args(new Request(`${SHOP}/admin`, { headers: { Cookie: cookie } }))))).status;

/** Runs with another ADMIN_PASSWORD in force, as after a restart with a new one. */
async function withPassword<T>(password: string, fn: () => Promise<T>): Promise<T> {
  const kept = state.services!;
  state.services = { ...kept, env: { ...kept.env, ADMIN_PASSWORD: password } };
  try {
    return await fn();
  } finally {
    state.services = kept;
  }
}

describe("the admin's door", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD } };
    dispose = t.dispose;
  });
  afterAll(() => dispose());

  it("sends a visitor without a session to the sign-in page, with where she was going", async () => {
    const answer = await run(() => layoutLoader(args(new Request(`${SHOP}/admin/messages?page=2`))));
    expect(answer).toMatchObject({ status: 302, location: "/admin/sign-in?next=%2Fadmin%2Fmessages%3Fpage%3D2" });
    const forged = await run(() =>
      messagesLoader(
        args(new Request(`${SHOP}/admin/messages`, { headers: { Cookie: `hazel_admin=${"a".repeat(43)}` } })),
      ),
    );
    expect(forged.status).toBe(302);
    expect(forged.location).toMatch(/^\/admin\/sign-in/);
  });

  it("refuses a wrong password and lets the right one in with a session cookie", async () => {
    const wrong = await run(() => signInAction(args(form("/admin/sign-in", { password: "guess-guess-guess" }))));
    expect(wrong).toMatchObject({
      status: 401,
      cookie: null,
      body: { error: "That password is not right. Please try again." },
    });

    const right = await run(() =>
      signInAction(args(form("/admin/sign-in?next=%2Fadmin%2Fmessages", { password: PASSWORD }))),
    );
    expect(right).toMatchObject({ status: 303, location: "/admin/messages" });
    expect(right.cookie).toMatch(/^hazel_admin=[\w-]{43}; Path=\/admin; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    // And the browser is remembered, for the sign-in page only, for 400 days.
    expect(right.cookies[1]).toMatch(
      /^hazel_admin_device=\d+\.[\w-]{22}\.[\w-]{43}; Path=\/admin\/sign-in; HttpOnly; SameSite=Lax; Max-Age=34560000$/,
    );
    const cookie = right.cookie!.split(";")[0]!;
    expect(
      (await run(() => layoutLoader(args(new Request(`${SHOP}/admin`, { headers: { Cookie: cookie } }))))).status,
    ).toBe(200);
    // Signed in already: the sign-in page sends her on.
    const again = await run(() =>
      signInLoader(args(new Request(`${SHOP}/admin/sign-in`, { headers: { Cookie: cookie } }))),
    );
    expect(again).toMatchObject({ status: 302, location: "/admin" });
  });

  it("refuses every sign-in from an address after 10 wrong passwords, the right one too", async () => {
    const from = "198.51.100.77";
    for (let i = 0; i < 10; i++) {
      expect(
        (await run(() => signInAction(args(form("/admin/sign-in", { password: `guess-${i}-guess` }), from)))).status,
      ).toBe(401);
    }
    const refused = await run(() => signInAction(args(form("/admin/sign-in", { password: PASSWORD }), from)));
    expect(refused).toMatchObject({ status: 429, cookie: null });
    expect(refused.body).toEqual({
      error: "Too many failed sign-ins from your connection. Please try again in 15 minutes.",
    });
    // Another address signs in as usual.
    expect(
      (await run(() => signInAction(args(form("/admin/sign-in", { password: PASSWORD }), "198.51.100.78")))).status,
    ).toBe(303);
  });

  it("counts an IPv6 host by its /64: after 12 wrong passwords from 2001:db8:1::2 … ::13, ::ffff is refused the right one", async () => {
    for (let i = 2; i <= 13; i++) {
      const answer = await run(() =>
        signInAction(args(form("/admin/sign-in", { password: `guess-${i}-guess` }), `2001:db8:1::${i}`)),
      );
      expect(answer.status).toBe(i <= 11 ? 401 : 429);
    }
    const refused = await run(() =>
      signInAction(args(form("/admin/sign-in", { password: PASSWORD }), "2001:db8:1::ffff")),
    );
    expect(refused).toMatchObject({ status: 429, cookie: null });
  });

  it("ends the owner's sessions when ADMIN_PASSWORD changes, and lets the new password in", async () => {
    const cookie = await signedInCookie();
    expect(await pageStatus(cookie)).toBe(200);
    await withPassword("a-new-owner-password", async () => {
      expect(await pageStatus(cookie)).toBe(302);
      const signedIn = await run(() =>
        signInAction(args(form("/admin/sign-in", { password: "a-new-owner-password" }), "198.51.100.90")),
      );
      expect(signedIn.status).toBe(303);
      expect(await pageStatus(signedIn.cookie!.split(";")[0]!)).toBe(200);
    });
  });

  it("while the shop-wide budget of failed sign-ins is spent, lets in only a browser she has signed in with", async () => {
    const known = await run(() => signInAction(args(form("/admin/sign-in", { password: PASSWORD }), "198.51.100.91")));
    const device = known.cookies[1]!.split(";")[0]!;
    await state.services!.db.query(
      `insert into rate_limits (key, window_start, hits, expires_at) values ('owner-sign-in:shop', now(), 100, now() + interval '1 hour')
       on conflict (key) do update set hits = 100, window_start = now(), expires_at = now() + interval '1 hour'`,
    );
    try {
      const stranger = await run(() =>
        signInAction(args(form("/admin/sign-in", { password: PASSWORD }), "198.51.100.92")),
      );
      expect(stranger).toMatchObject({ status: 429, cookie: null });
      expect(stranger.body).toEqual({
        error:
          "The admin is refusing sign-ins from new browsers after many wrong passwords. Please sign in from a browser you have used here before, or try again in 60 minutes.",
      });
      const forged = `hazel_admin_device=1.${"a".repeat(22)}.${"b".repeat(43)}`;
      expect(
        (
          await run(() =>
            signInAction(args(form("/admin/sign-in", { password: PASSWORD }, { Cookie: forged }), "198.51.100.93")),
          )
        ).status,
      ).toBe(429);
      const owner = await run(() =>
        signInAction(args(form("/admin/sign-in", { password: PASSWORD }, { Cookie: device }), "198.51.100.94")),
      );
      expect(owner.status).toBe(303);
      // A new password forgets the browsers remembered under the old one.
      await withPassword("a-new-owner-password", async () => {
        const after = await run(() =>
          signInAction(
            args(form("/admin/sign-in", { password: "a-new-owner-password" }, { Cookie: device }), "198.51.100.95"),
          ),
        );
        expect(after.status).toBe(429);
      });
    } finally {
      await state.services!.db.query("delete from rate_limits where key = 'owner-sign-in:shop'");
    }
  });

  it("refuses a sign-in or an action posted from another site", async () => {
    const cookie = await signedInCookie();
    const signIn = await run(() =>
      signInAction(args(form("/admin/sign-in", { password: PASSWORD }, { Origin: "https://evil.example" }))),
    );
    expect(signIn).toMatchObject({ status: 403, cookie: null });
    const relay = await run(() =>
      messagesAction(
        args(form("/admin/messages", { message: "1" }, { Origin: "https://evil.example", Cookie: cookie })),
      ),
    );
    expect(relay.status).toBe(403);
    const referer = await run(() =>
      messagesAction(
        args(
          form(
            "/admin/messages",
            { message: "1" },
            { Origin: undefined, Referer: "https://evil.example/x", Cookie: cookie },
          ),
        ),
      ),
    );
    expect(referer.status).toBe(403);
  });

  it("lets an action through only with a session", async () => {
    const id = await storeMessage(
      state.services!.db,
      { kind: "contact", from_name: "Ada", from_email: "ada@example.com", from_phone: undefined, message: "Hi" },
      "127.0.0.1",
    );
    const without = await run(() => messagesAction(args(form("/admin/messages", { message: String(id) }))));
    expect(without).toMatchObject({ status: 303, location: "/admin/sign-in" });
    const cookie = await signedInCookie();
    const done = await run(() =>
      messagesAction(args(form("/admin/messages", { message: String(id) }, { Cookie: cookie }))),
    );
    expect(done).toMatchObject({ status: 303, location: "/admin/messages?relayed" });
    const unknown = await run(() =>
      messagesAction(args(form("/admin/messages", { message: "99999" }, { Cookie: cookie }))),
    );
    expect(unknown.status).toBe(404);
  });

  it("serves the subscribers' CSV only with a session", async () => {
    await storeMessage(state.services!.db, { kind: "newsletter", from_email: "=cmd@example.com" }, "127.0.0.1");
    const without = await run(() => subscribersCsv(args(new Request(`${SHOP}/admin/subscribers.csv`))));
    expect(without.status).toBe(302);
    const cookie = await signedInCookie();
    const csv = await run(() =>
      subscribersCsv(args(new Request(`${SHOP}/admin/subscribers.csv`, { headers: { Cookie: cookie } }))),
    );
    expect(csv.status).toBe(200);
    const lines = String(csv.body).split("\r\n");
    expect(lines[0]).toBe("\uFEFFEmail,Name,First signed up (WAT),Through,News list");
    expect(lines[1]).toMatch(/^'=cmd@example\.com,,\d{4}-\d\d-\d\d \d\d:\d\d,Newsletter,Not confirmed yet$/);
  });

  it("signs out everywhere: every session ends, this browser's cookie is cleared", async () => {
    const phone = await signedInCookie();
    const desk = await signedInCookie();
    const out = await run(() =>
      signOutEverywhereAction(args(form("/admin/sign-out-everywhere", {}, { Cookie: desk }))),
    );
    expect(out).toMatchObject({ status: 303, location: "/admin/sign-in?signed-out-everywhere" });
    expect(out.cookie).toContain("Max-Age=0");
    expect(await pageStatus(phone)).toBe(302);
    expect(await pageStatus(desk)).toBe(302);
    const page = await run(() => signInLoader(args(new Request(`${SHOP}/admin/sign-in?signed-out-everywhere`))));
    expect(page.body).toMatchObject({ signedOut: "You are signed out on every device." });
  });

  it("asks before signing out everywhere: its page needs a session, and opening it ends none", async () => {
    const cookie = await signedInCookie();
    const asking = new Request(`${SHOP}/admin/sign-out-everywhere`, { headers: { Cookie: cookie } });
    expect((await run(() => signOutEverywhereLoader(args(asking)))).status).toBe(200);
    expect(await pageStatus(cookie)).toBe(200);
    const anonymous = await run(() => signOutEverywhereLoader(args(new Request(`${SHOP}/admin/sign-out-everywhere`))));
    expect(anonymous).toMatchObject({ status: 302, location: "/admin/sign-in?next=%2Fadmin%2Fsign-out-everywhere" });
  });

  it("signs out everywhere only for a live session, and only from the shop's own pages", async () => {
    const cookie = await signedInCookie();
    const anonymous = await run(() => signOutEverywhereAction(args(form("/admin/sign-out-everywhere", {}))));
    expect(anonymous).toMatchObject({ status: 303, location: "/admin/sign-in" });
    const crossSite = await run(() =>
      signOutEverywhereAction(
        args(form("/admin/sign-out-everywhere", {}, { Origin: "https://evil.example", Cookie: cookie })),
      ),
    );
    expect(crossSite.status).toBe(403);
    const get = await run(() =>
      signOutEverywhereAction(args(new Request(`${SHOP}/admin/sign-out-everywhere`, { headers: { Cookie: cookie } }))),
    );
    expect(get.status).toBe(405);
    expect(await pageStatus(cookie)).toBe(200);
  });

  it("ends the session on sign-out", async () => {
    const cookie = await signedInCookie();
    const out = await run(() => signOutAction(args(form("/admin/sign-out", {}, { Cookie: cookie }))));
    expect(out).toMatchObject({ status: 303, location: "/admin/sign-in?signed-out" });
    expect(out.cookie).toContain("Max-Age=0");
    expect(
      (await run(() => layoutLoader(args(new Request(`${SHOP}/admin`, { headers: { Cookie: cookie } }))))).status,
    ).toBe(302);
  });
});

describe("the admin's bodies and addresses", () => {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServices("pglite", { demo: true });
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD } };
    dispose = t.dispose;
  });
  afterAll(() => dispose());

  /** A POST with any body and type, from the shop's own page. */
  const post = (path: string, type: string, body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`${SHOP}${path}`, {
      method: "POST",
      headers: { Origin: SHOP, "Content-Type": type, ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  /** A body of `chunks` 16 kB chunks with no declared length; counts how many were pulled. */
  const stream = (chunks: number) => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (pulled++ >= chunks) return c.close();
        c.enqueue(new Uint8Array(16 * 1024).fill(97));
      },
    });
    return { body, pulled: () => pulled };
  };

  it("reads a sign-in as a form of at most 16 kB (room for a passkey's answer), and says what is wrong beside the password", async () => {
    const form = "application/x-www-form-urlencoded";
    const cases: [string, BodyInit, number, RegExp][] = [
      ["text/plain", "password=x", 415, /x-www-form-urlencoded/],
      ["multipart/form-data", "password=x", 415, /x-www-form-urlencoded/],
      [form, `password=${"x".repeat(17_000)}`, 413, /at most 16 kB/],
      [form, "password=owner%00password", 400, /"password" contains a character that cannot be used/],
    ];
    for (const [type, body, status, error] of cases) {
      const answer = await run(() => signInAction(args(post("/admin/sign-in", type, body))));
      expect(answer, type).toMatchObject({ status, cookie: null, body: { error: expect.stringMatching(error) } });
    }
    const flood = stream(3200); // 50 MB if read to the end
    const answer = await run(() => signInAction(args(post("/admin/sign-in", form, flood.body))));
    expect(answer.status).toBe(413);
    // The limit's one chunk, the one past it, and the one the stream asks ahead: never the 50 MB.
    expect(flood.pulled()).toBeLessThan(4);
  });

  it("reads a signed-in action's form within 32 kB", async () => {
    const cookie = await signedInCookie();
    const flood = stream(3200);
    const answer = await run(() =>
      messagesAction(
        args(post("/admin/messages", "application/x-www-form-urlencoded", flood.body, { Cookie: cookie })),
      ),
    );
    expect(answer.status).toBe(413);
    // A few chunks, never the 50 MB: the form's reader and the audit's copy (which reads ahead a chunk) stop early.
    expect(flood.pulled()).toBeLessThan(7);
    const plain = await run(() =>
      messagesAction(args(post("/admin/messages", "text/plain", "message=1", { Cookie: cookie }))),
    );
    expect(plain.status).toBe(415);
  });

  it("refuses a control character in an order's note with a 400 naming the field; line breaks stay", async () => {
    const placed = await placeOrder(state.services!, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    const { reference } = placed.order;
    const cookie = await signedInCookie();
    const act = (body: string) =>
      run(() =>
        stageAction({
          ...(args(
            post(`/admin/orders/${reference}/stage`, "application/x-www-form-urlencoded", body, { Cookie: cookie }),
          ) as object),
          params: { reference },
        } as never),
      );
    expect(await act("intent=note&note=Called%00her")).toMatchObject({
      status: 400,
      body: { form: "body", message: expect.stringMatching(/"note" contains a character that cannot be used/) },
    });
    expect(await act("intent=note&note=Called+her.%0D%0ASize+M+is+fine.")).toMatchObject({ status: 303 });
  });

  it("shows an order whatever its address's done= says", async () => {
    const placed = await placeOrder(state.services!, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    const { reference } = placed.order;
    const cookie = await signedInCookie();
    for (const done of ["__proto__", "constructor", "toString"]) {
      const request = new Request(`${SHOP}/admin/orders/${reference}?done=${done}`, { headers: { Cookie: cookie } });
      const answer = await run(() => orderLoader({ ...(args(request) as object), params: { reference } } as never));
      expect(answer.status, done).toBe(200);
      expect((answer.body as { done: unknown }).done, done).toBeNull();
    }
  });

  it("exports orders only between sane days: year 1 to 9999 is a 400", async () => {
    const cookie = await signedInCookie();
    const csv = (query: string) =>
      run(() => ordersCsv(args(new Request(`${SHOP}/admin/orders.csv?${query}`, { headers: { Cookie: cookie } }))));
    for (const query of [
      "from=0001-01-01&to=9999-12-31",
      "from=1999-12-31&to=2026-01-01",
      "from=2026-01-01&to=2101-01-01",
    ]) {
      expect((await csv(query)).status, query).toBe(400);
    }
    expect((await csv("from=2026-01-01&to=2026-12-31")).status).toBe(200);
  });
});
