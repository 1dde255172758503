import { beforeAll, expect, it, vi } from "vitest";
import { auditView } from "~/admin/people/audit-view.server";
import { addStaff, ownerPerson } from "~/admin/people/store/index.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { createSession, setPasskeyRequired } from "~/admin/sign-in/store/index.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { insertGroup } from "~/server/aso-ebi/store.server";
import { addDays, lagosToday } from "~/lib/lagos-clock";
import { recordAction } from "~/admin/sign-in/record-action.server";
import { placeOrder } from "~/server/checkout/place-order.server";
import { changeOrderState } from "~/server/orders/change-state.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { loader as peopleLoader } from "./people";
import { action as personAction } from "./person";
import { action as refundAction } from "./order-refund";
import { action as stageAction } from "./order-stage";

// Who did what keeps what was refused too, in words, and a form's intent however its body came.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";

async function status(fn: () => unknown): Promise<number> {
  try {
    const result = await fn();
    if (result instanceof Response) return result.status;
    const wrapped = result as { type?: string; init?: { status?: number } } | null;
    return wrapped?.type === "DataWithResponseInit" ? (wrapped.init?.status ?? 200) : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const wrapped = thrown as { type?: string; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit") return wrapped.init?.status ?? 200;
    throw thrown;
  }
}

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: { clientAddress: "203.0.113.9" } }) as never;

const form = (path: string, cookie: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
    // A stream is sent chunked, without a Content-Length.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);

/** A body sent as a stream, a few bytes at a time: chunked, as a proxy may pass it on. */
const chunked = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
      controller.close();
    },
  });
};

describeOnBothDatabases("refusals and intents in who did what, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: "owner-password-for-tests" } });
  let owner = "";
  let hand = "";
  let handId = 0;
  let tailorId = 0;
  let reference = "";

  beforeAll(async () => {
    state.services = services;
    const { db } = services;
    const me = await ownerPerson(db);
    owner = `hazel_admin=${await createSession(db, (await adminKeys(db, services.env)).session, me.id)}`;
    handId = await addStaff(db, {
      name: "Hauwa",
      email: "hauwa@example.com",
      role: "shop_hand",
      passwordHash: "x",
      binding: "binding-hand",
    });
    hand = `hazel_admin=${await createSession(db, "binding-hand", handId)}`;
    tailorId = await addStaff(db, {
      name: "Tobi",
      email: "tobi@example.com",
      role: "tailor",
      passwordHash: "x",
      binding: "binding-tailor",
    });
    const placed = await placeOrder(services, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    reference = placed.order.reference;
    await db.query("update payments set status = 'succeeded' where order_reference = $1", [reference]);
    await changeOrderState(db, { reference, to: "paid", source: "verify" });
  }, 120_000);

  const linesOf = async (personId: number) => (await auditView(services.db, personId)).lines;

  it("writes each refused attempt of a person: the page or form, and why, in words", async () => {
    state.services = services;
    const params = { reference };
    expect(
      await status(() =>
        refundAction(args(form(`/admin/orders/${reference}/refund`, hand, "intent=paystack-refund"), params)),
      ),
    ).toBe(403);
    expect(
      await status(() =>
        stageAction(args(form(`/admin/orders/${reference}/stage`, hand, "intent=refund&confirm=yes"), params)),
      ),
    ).toBe(403);
    expect(
      await status(() => peopleLoader(args(new Request(`${SHOP}/admin/people`, { headers: { Cookie: hand } })))),
    ).toBe(403);

    const lines = await linesOf(handId);
    expect(lines.map((l) => [l.action, l.subject])).toEqual([
      ["Tried to open People (refused: as shop hand, she cannot open this page)", ""],
      [
        "Tried: Marked the order refunded (money returned outside the shop) (refused: as shop hand, she cannot mark an order refunded)",
        reference,
      ],
      ["Tried: Refunded through Paystack (refused: as shop hand, she cannot do this)", reference],
    ]);
  });

  it("writes a form the passkey rule refused", async () => {
    state.services = services;
    const me = await ownerPerson(services.db);
    await setPasskeyRequired(services.db, true);
    try {
      const path = `/admin/people/${tailorId}`;
      expect(
        await status(() => personAction(args(form(path, owner, "intent=role&role=tailor"), { id: String(tailorId) }))),
      ).toBe(403);
    } finally {
      await setPasskeyRequired(services.db, false);
    }
    expect((await linesOf(me.id))[0]?.action).toBe(
      "Tried: Made a person a tailor (refused: she signed in with a password alone, and a passkey is required for this)",
    );
  });

  it("keeps the form's intent when its body comes chunked, or its type in capitals", async () => {
    state.services = services;
    const path = `/admin/people/${tailorId}`;
    const params = { id: String(tailorId) };
    const body = "intent=role&role=tailor";
    expect(await status(() => personAction(args(form(path, owner, chunked(body)), params)))).toBe(303);
    expect(
      await status(() =>
        personAction(
          args(form(path, owner, body, { "Content-Type": "APPLICATION/X-WWW-FORM-URLENCODED; charset=UTF-8" }), params),
        ),
      ),
    ).toBe(303);
    const mine = (await linesOf((await ownerPerson(services.db)).id)).filter(
      (l) => l.action === "Made a person a tailor",
    );
    expect(mine).toHaveLength(2);
  });

  it("names an aso-ebi group by its name: what the owner decided for it", async () => {
    const { db } = services;
    const group = await insertGroup(db, {
      name: "Amaka's bridesmaids",
      eventName: "Amaka and Tobi's wedding",
      eventOn: addDays(lagosToday(), 120),
      joinBy: addDays(lagosToday(), 30),
      minimum: null,
      atelierNote: "",
      payPlan: "full",
      firstName: "Chioma",
      lastName: "Eze",
      email: "chioma@example.com",
      phone: "+234 803 000 1111",
      productId: 42,
      pageKey: "p".repeat(22),
      coordinatorKeyHash: "c".repeat(64),
    });
    const me = await ownerPerson(db);
    await recordAction(db, form(`/admin/aso-ebi/${group.id}`, owner, "intent=outcome&outcome=go-ahead"), me);
    const [latest] = await linesOf(me.id);
    expect(latest).toMatchObject({ action: "Went ahead with Amaka's bridesmaids", subject: "" });
  });
});
