import { expect, it, vi } from "vitest";
import { auditView } from "~/admin/people/audit-view.server";
import { ownerPerson } from "~/admin/people/store/index.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { createSession } from "~/admin/sign-in/store/index.server";
import { addEntry, insertCode } from "~/server/credit/store.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action } from "./credit";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";

describeOnBothDatabases("a code's adjustment in who did what, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: "owner-password-for-tests" } });

  it("records a gift card's or a credit code's balance before and after, once it is done", async () => {
    state.services = services;
    const { db } = services;
    const owner = await ownerPerson(db);
    const cookie = `hazel_admin=${await createSession(db, (await adminKeys(db, services.env)).session, owner.id)}`;
    const post = (fields: Record<string, string>) =>
      action({
        request: new Request(`${SHOP}/admin/credit`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        params: {},
        context: { clientAddress: "203.0.113.9" },
      } as never);
    const gift = await insertCode(db, { code: "HZLGIFT-TEST-0001", email: "ada@example.com", kind: "gift" });
    await addEntry(db, {
      codeId: gift.id,
      amount: 2_000_000,
      kind: "issued",
      who: "test",
      why: "test",
      movementKey: "issued:test-gift",
    });

    const refused = await post({ code: String(gift.id), "adjust-amount-1": "", key: "a".repeat(16) });
    expect(refused).toMatchObject({ init: { status: 400 } });
    await post({
      code: String(gift.id),
      intent: "adjust",
      [`adjust-amount-${gift.id}`]: "-5000",
      [`adjust-reason-${gift.id}`]: "Part of it spent in the shop.",
      key: "b".repeat(16),
    }).catch((thrown: unknown) => thrown);
    await post({
      code: String(gift.id),
      intent: "expire",
      [`expire-reason-${gift.id}`]: "She asked to close it.",
      key: "c".repeat(16),
    }).catch((thrown: unknown) => thrown);

    const { lines: all } = await auditView(db, owner.id);
    const lines = all.filter((e) => e.action.includes(`code ${gift.id}`));
    expect(lines.map((l) => [l.action, l.before, l.after])).toEqual([
      [`Ended credit code ${gift.id}`, "code balance ₦15,000", "code balance ₦0"],
      [`Changed the balance of credit code ${gift.id}`, "code balance ₦20,000", "code balance ₦15,000"],
    ]);
  });
});
