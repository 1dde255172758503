import { expect, it } from "vitest";
import { openDb, type Db } from "~/server/db/db.server";
import type { TestDatabase } from "~/server/db/test-databases.server";
import { parseEnv } from "~/server/base/env.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { sessionPerson } from "../sign-in/admin-auth.server";
import { removeStaffMember } from "../sign-in/remove-person.server";
import { createSession } from "../sign-in/store/index.server";
import { acceptInvitation, invitationState } from "./accept.server";
import { invite } from "./invite.server";
import { changeRoleFromForm } from "./people-forms.server";
import { ownerPerson, openInvitations, personInPlace } from "./store/index.server";

const SHOP = "http://shop.test";
const env = parseEnv({ NODE_ENV: "test", ADMIN_PASSWORD: "owner-password-for-tests", SITE_URL: SHOP });
const fields = (f: Record<string, string>) => new URLSearchParams(f);
const withCookie = (token: string) => new Request(`${SHOP}/admin`, { headers: { Cookie: `hazel_admin=${token}` } });

/** A second connection to the test's database (PostgreSQL): another instance. PGlite has only its one. */
const openAgain = (t: Omit<TestDatabase, "dispose">): Promise<Db> =>
  t.url ? openDb({ url: t.url, dataDir: "" }) : Promise.resolve(t.db);

/** The link the invitation's email carries, read from the outbox as the relay would send it. */
async function mailedToken(db: Db, email: string): Promise<string> {
  const rows = await db.query<{ params: { to_email: string; order_url: string } }>(
    "select params from outbox where alert_key like 'staff-invitation:%' order by id desc",
  );
  const mail = rows.find((r) => r.params.to_email === email);
  return mail!.params.order_url.split("/").pop()!;
}

describeOnBothDatabases("the back office's people on %s", (suite) => {
  const t = suite.database();

  it("invites by email only with a name, an email and a staff role; refused input stores nothing", async () => {
    const owner = await ownerPerson(t.db);
    for (const bad of [
      { name: "", email: "ada@example.com", role: "shop_hand" },
      { name: "Ada", email: "not-an-email", role: "shop_hand" },
      { name: "Ada", email: "ada@example.com", role: "owner" },
    ]) {
      const answer = await invite(t.db, SHOP, owner, fields(bad));
      expect(answer.ok).toBe(false);
    }
    expect(await openInvitations(t.db)).toEqual([]);
    expect(
      await invite(t.db, SHOP, owner, fields({ name: "Ada", email: "ada@example.com", role: "shop_hand" })),
    ).toEqual({
      ok: true,
      email: "ada@example.com",
    });
    expect(await openInvitations(t.db)).toHaveLength(1);
  });

  it("accepts an invitation once, by a press with a password; a forged, used or expired one is refused in words", async () => {
    const owner = await ownerPerson(t.db);
    await invite(t.db, SHOP, owner, fields({ name: "Bisi", email: "bisi@example.com", role: "tailor" }));
    const token = await mailedToken(t.db, "bisi@example.com");
    expect((await invitationState(t.db, token)).kind).toBe("open");
    expect(await invitationState(t.db, "a".repeat(64))).toMatchObject({
      words: expect.stringMatching(/not one the shop sent/),
    });
    expect(await invitationState(t.db, "../../etc")).toMatchObject({ kind: "refused" });

    const short = await acceptInvitation(t.db, token, fields({ password: "short", confirm: "short" }));
    expect(short).toEqual({ ok: false, error: "Choose a password of at least 10 characters." });
    expect((await invitationState(t.db, token)).kind).toBe("open");

    const good = { password: "a-tailors-password", confirm: "a-tailors-password" };
    const [first, second] = await Promise.all([
      acceptInvitation(t.db, token, fields(good)),
      acceptInvitation(t.db, token, fields(good)),
    ]);
    expect([first, second].filter((a) => a.ok)).toHaveLength(1);
    expect(await invitationState(t.db, token)).toMatchObject({ words: expect.stringMatching(/used already/) });

    await invite(t.db, SHOP, owner, fields({ name: "Chi", email: "chi@example.com", role: "tailor" }));
    const late = await mailedToken(t.db, "chi@example.com");
    await t.db.query("update staff_invitations set expires_at = now() - interval '1 minute' where used_at is null");
    expect(await acceptInvitation(t.db, late, fields(good))).toEqual({
      ok: false,
      error: expect.stringMatching(/expired/),
    });
  });

  it("applies a new role on her next request, and removing her ends her sessions on every instance at once", async () => {
    const owner = await ownerPerson(t.db);
    await invite(t.db, SHOP, owner, fields({ name: "Dupe", email: "dupe@example.com", role: "shop_hand" }));
    const accepted = await acceptInvitation(
      t.db,
      await mailedToken(t.db, "dupe@example.com"),
      fields({ password: "dupes-password-1", confirm: "dupes-password-1" }),
    );
    if (!accepted.ok) throw new Error(accepted.error);
    const { id, binding } = accepted.person;
    const phone = await createSession(t.db, binding, id);
    const other = await openAgain(t);
    try {
      const desk = await createSession(other, binding, id);
      expect((await sessionPerson(withCookie(phone), { db: other, env }))?.role).toBe("shop_hand");

      expect(await changeRoleFromForm(t.db, id, fields({ role: "tailor" }))).toMatchObject({ ok: true });
      expect((await sessionPerson(withCookie(desk), { db: other, env }))?.role).toBe("tailor");
      expect(await changeRoleFromForm(t.db, id, fields({ role: "owner" }))).toMatchObject({ ok: false });
      expect(await changeRoleFromForm(t.db, owner.id, fields({ role: "tailor" }))).toMatchObject({ ok: false });

      expect(await removeStaffMember(t.db, id)).toBe(true);
      expect(await sessionPerson(withCookie(phone), { db: other, env })).toBeUndefined();
      expect(await sessionPerson(withCookie(desk), { db: t.db, env })).toBeUndefined();
      expect(await personInPlace(other, id)).toBeUndefined();
      // The owner is never removed.
      expect(await removeStaffMember(t.db, owner.id)).toBe(false);
      expect(await personInPlace(t.db, owner.id)).toBeDefined();
    } finally {
      if (other !== t.db) await other.close();
    }
  });
});
