import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it, vi } from "vitest";
import { acceptInvitation, invitationState } from "~/admin/people/accept.server";
import { invite } from "~/admin/people/invite.server";
import { PeopleScreen } from "~/admin/people/people-screen";
import { openInvitations, ownerPerson } from "~/admin/people/store/index.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { removeStaffMember } from "~/admin/sign-in/remove-person.server";
import { createSession } from "~/admin/sign-in/store/index.server";
import type { Db } from "~/server/db/db.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action as peopleAction, loader as peopleLoader } from "./people";
import { action as signInAction } from "./sign-in";

// Staff who leave, leave: removing a person withdraws the invitations still open for her email and
// voids her browser's "known device" cookie; the owner withdraws an invitation with a plain form.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";
const PASSWORD = "owner-password-for-tests";
const fields = (f: Record<string, string>) => new URLSearchParams(f);
const STAFF_PASSWORD = { password: "a-staff-password", confirm: "a-staff-password" };

type Answer = { status: number; body: unknown; cookies: string[]; location: string | null };

async function run(fn: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return {
      status: result.status,
      body: await result.text(),
      cookies: result.headers.getSetCookie(),
      location: result.headers.get("Location"),
    };
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, cookies: [], location: null };
  return { status: 200, body: result, cookies: [], location: null };
}

const post = (path: string, body: Record<string, string>, cookie = "", address = "203.0.113.9") => ({
  request: new Request(`${SHOP}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body).toString(),
  }),
  params: {},
  context: { clientAddress: address },
});

/** The newest invitation link mailed to `email`, read from the outbox as the relay would send it. */
async function mailedToken(db: Db, email: string): Promise<string> {
  const rows = await db.query<{ params: { to_email: string; order_url: string } }>(
    "select params from outbox where alert_key like 'staff-invitation:%' order by id desc",
  );
  return rows
    .find((r) => r.params.to_email === email)!
    .params.order_url.split("/")
    .pop()!;
}

describeOnBothDatabases("staff who leave, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: PASSWORD } });
  const ownerCookie = async () =>
    `hazel_admin=${await createSession(services.db, (await adminKeys(services.db, services.env)).session, (await ownerPerson(services.db)).id)}`;

  /** Invites her and has her accept: her id, and the link of the invitation she used. */
  async function hire(email: string) {
    await invite(services.db, SHOP, await ownerPerson(services.db), fields({ name: "Eve", email, role: "shop_hand" }));
    const token = await mailedToken(services.db, email);
    const accepted = await acceptInvitation(services.db, token, fields(STAFF_PASSWORD));
    if (!accepted.ok) throw new Error(accepted.error);
    return accepted.person.id;
  }

  it("withdraws the invitations still open for her email when she is removed: a second one does not let her back", async () => {
    state.services = services;
    const owner = await ownerPerson(services.db);
    // Two invitations to her, the second sent before she accepted the first.
    await invite(services.db, SHOP, owner, fields({ name: "Eve", email: "eve@example.com", role: "shop_hand" }));
    const first = await mailedToken(services.db, "eve@example.com");
    await invite(services.db, SHOP, owner, fields({ name: "Eve", email: "eve@example.com", role: "tailor" }));
    const second = await mailedToken(services.db, "eve@example.com");
    const accepted = await acceptInvitation(services.db, first, fields(STAFF_PASSWORD));
    if (!accepted.ok) throw new Error(accepted.error);

    expect(await removeStaffMember(services.db, accepted.person.id)).toBe(true);
    expect(await invitationState(services.db, second)).toEqual({
      kind: "refused",
      words: expect.stringMatching(/withdrawn/),
    });
    expect(await acceptInvitation(services.db, second, fields(STAFF_PASSWORD))).toEqual({
      ok: false,
      error: expect.stringMatching(/withdrawn/),
    });
    const inPlace = await services.db.query(
      "select 1 from people where email = 'eve@example.com' and removed_at is null",
    );
    expect(inPlace).toHaveLength(0);
    expect((await openInvitations(services.db)).filter((i) => i.email === "eve@example.com")).toEqual([]);
  });

  it("lets the owner withdraw an invitation from the people page with a plain form: its link then works no more", async () => {
    state.services = services;
    const cookie = await ownerCookie();
    await invite(
      services.db,
      SHOP,
      await ownerPerson(services.db),
      fields({ name: "Fola", email: "fola@example.com", role: "tailor" }),
    );
    const token = await mailedToken(services.db, "fola@example.com");
    const page = async () =>
      (await run(() =>
        peopleLoader({
          request: new Request(`${SHOP}/admin/people`, { headers: { Cookie: cookie } }),
          params: {},
          context: {},
        } as never),
      )) as Answer & { body: { invitations: { id: number; email: string }[] } };
    const waiting = (await page()).body.invitations.find((i) => i.email === "fola@example.com");
    expect(waiting?.id).toEqual(expect.any(Number));

    // The screen offers it as a form that posts without a script.
    const html = renderToStaticMarkup(createElement(PeopleScreen, { ...(await page()).body } as never));
    expect(html).toMatch(/<form method="post"[^>]*>.*name="intent" value="withdraw".*Withdraw.*<\/form>/s);

    const done = await run(() =>
      peopleAction(post("/admin/people", { intent: "withdraw", invitation: String(waiting!.id) }, cookie) as never),
    );
    expect(done).toMatchObject({ status: 303, location: "/admin/people?done=withdrawn" });
    expect((await page()).body.invitations.find((i) => i.email === "fola@example.com")).toBeUndefined();
    expect(await invitationState(services.db, token)).toMatchObject({ words: expect.stringMatching(/withdrawn/) });
    expect(await acceptInvitation(services.db, token, fields(STAFF_PASSWORD))).toMatchObject({ ok: false });
  });

  it("refuses a removed person's known-device cookie on the server, the owner's still good", async () => {
    state.services = services;
    const id = await hire("gina@example.com");
    const signIn = (body: Record<string, string>, cookie: string, address: string) =>
      run(() => signInAction(post("/admin/sign-in", body, cookie, address) as never));
    const hers = await signIn({ email: "gina@example.com", password: STAFF_PASSWORD.password }, "", "198.51.100.31");
    expect(hers.status).toBe(303);
    const herDevice = hers.cookies.find((c) => c.startsWith("hazel_admin_device="))!.split(";")[0]!;
    const owners = await signIn({ password: PASSWORD }, "", "198.51.100.32");
    const ownerDevice = owners.cookies.find((c) => c.startsWith("hazel_admin_device="))!.split(";")[0]!;

    expect(await removeStaffMember(services.db, id)).toBe(true);
    // The shop-wide budget of failed sign-ins is spent: only a known browser still gets in.
    await services.db.query(
      `insert into rate_limits (key, window_start, hits, expires_at) values ('owner-sign-in:shop', now(), 100, now() + interval '1 hour')
       on conflict (key) do update set hits = 100, window_start = now(), expires_at = now() + interval '1 hour'`,
    );
    try {
      expect((await signIn({ password: PASSWORD }, herDevice, "198.51.100.33")).status).toBe(429);
      expect((await signIn({ password: PASSWORD }, ownerDevice, "198.51.100.34")).status).toBe(303);
    } finally {
      await services.db.query("delete from rate_limits where key = 'owner-sign-in:shop'");
    }
  });
});
