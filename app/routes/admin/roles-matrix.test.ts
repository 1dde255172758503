import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCESS, ROLES, type Role } from "~/admin/people/roles";
import { addStaff, ownerPerson } from "~/admin/people/store/index.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { createSession } from "~/admin/sign-in/store/index.server";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "~/server/checkout/place-order.server";
import { storeBespokeRequest } from "~/server/bespoke/store/index.server";
import { changeOrderState } from "~/server/orders/change-state.server";
import { placeQuote } from "~/server/orders/place-quote.server";
import { findOrder } from "~/server/orders/store/index.server";
import type { Services } from "~/server/services.server";
import { createTestServices } from "~/server/test-services.server";
import routes from "../../routes";
import { loader as orderLoader } from "./order";
import { action as stageAction } from "./order-stage";

// The route × role matrix, generated from app/routes.ts: every admin address's loader and action,
// for each role, answers 403 exactly when roles.ts says her role does not open it. A new admin
// route without a line in ACCESS fails here.

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";
const PASSWORD = "owner-password-for-tests";

interface AdminRoute {
  pattern: string;
  file: string;
}

/** Every route under "admin/" of the route config, with its address as written (after "admin/"). */
function adminRoutes(entries: readonly RouteConfigEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((e) => {
    const full = [parent, e.path ?? ""].filter(Boolean).join("/");
    const own = full === "admin" || full.startsWith("admin/") ? [{ pattern: full.slice(6), file: e.file }] : [];
    const isLayout = e.path === undefined && !e.index;
    return [...(isLayout ? [] : own), ...adminRoutes(e.children ?? [], full)];
  });
}

const ROUTES = adminRoutes(routes);

/** The bespoke request stored below (with a quote made from it). */
let bespoke = "BSP-22222222";

/** A value for each parameter: the order and the bespoke request stored below, or a well-formed one that names nothing. */
const fill = (pattern: string, reference: string) =>
  `/admin/${pattern}`
    .replace(":reference", pattern.startsWith("bespoke") ? bespoke : reference)
    .replace(":token", "a".repeat(64))
    .replace(":position", "1")
    .replace(":name", "hazel-2026-01-01T00-00-00.000Z.backup")
    .replace(":id", "1")
    .replace(/\/$/, "");

type Answer = { status: number; body: unknown };

async function run(fn: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: await result.text() };
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  if (result instanceof Error) return { status: 500, body: result.message };
  return { status: 200, body: result };
}

describe("who opens what in the back office", () => {
  let dispose: () => Promise<void>;
  const cookies = {} as Record<Role, () => Promise<string>>;
  let reference = "";

  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD, SITE_URL: SHOP } };
    dispose = t.dispose;
    const db = t.services.db;
    const owner = await ownerPerson(db);
    const binding = (await adminKeys(db, state.services.env)).session;
    const staff = async (role: "shop_hand" | "tailor") => {
      const b = `binding-${role}`;
      const id = await addStaff(db, { name: role, email: `${role}@example.com`, role, passwordHash: "x", binding: b });
      return { id, binding: b };
    };
    const hand = await staff("shop_hand");
    const tailor = await staff("tailor");
    // A fresh session for each request: an action (sign out everywhere) may end the one it came with.
    const cookie = (b: string, id: number) => async () => `hazel_admin=${await createSession(db, b, id)}`;
    cookies.owner = cookie(binding, owner.id);
    cookies.shop_hand = cookie(hand.binding, hand.id);
    cookies.tailor = cookie(tailor.binding, tailor.id);
    const placed = await placeOrder(state.services, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    reference = placed.order.reference;
    await changeOrderState(db, { reference, to: "paid", source: "verify" });
    // A bespoke request with a quote made from it: its page is one the tailor opens.
    const piece = { piece: "Emerald aso-oke gown", occasion: "Wedding", eventDate: "2027-01-16", express: false };
    const her = { name: "Ada Obi", email: "ada@example.com", phone: "0803 123 4567", clientAddress: "127.0.0.1" };
    const measurements = { unit: "cm" as const, values: { bust: 92, waist: 74, hips: 100 } };
    const stored = await storeBespokeRequest(
      db,
      { ...piece, ...her, measurements, keepMeasurements: true, photos: [] },
      SHOP,
    );
    bespoke = stored.reference;
    const gown = { description: "Emerald aso-oke gown", price: 85_000, eventDate: "2027-01-16", measurements: [] };
    const quote = await placeQuote(state.services, {
      customer: createCustomerForm(),
      lines: [],
      custom: [gown],
      delivery: "pickup",
      area: "",
      payPlan: "full",
      validDays: 7,
      fittingOn: "",
      finalFittingOn: "",
      notes: "",
      requestReference: bespoke,
    });
    if (!quote.ok) throw new Error("the quote was not placed");
  }, 120_000);
  afterAll(() => dispose());

  it("names every admin address of app/routes.ts in roles.ts, and nothing else", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.map((r) => r.pattern).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it("answers each role's page and form with 403 exactly where her role does not reach", async () => {
    const seen: string[] = [];
    for (const { pattern, file } of ROUTES) {
      const access = ACCESS[pattern]!;
      if (access === "public") continue;
      const mod = (await import(/* @vite-ignore */ path.resolve("app", file))) as {
        loader?: (a: unknown) => unknown;
        action?: (a: unknown) => unknown;
      };
      const url = `${SHOP}${fill(pattern, reference)}`;
      for (const role of ROLES) {
        const args = (request: Request) => ({
          request,
          params: paramsOf(pattern, reference),
          context: { clientAddress: "203.0.113.9" },
        });
        if (mod.loader) {
          const got = await run(() => mod.loader!(args(new Request(url))));
          expect(got.status, `${pattern} signed out`).toBe(302);
          const answer = await run(async () =>
            mod.loader!(args(new Request(url, { headers: { Cookie: await cookies[role]() } }))),
          );
          const refused = !access.view.includes(role);
          expect(answer.status === 403, `GET ${pattern} as ${role}: ${answer.status}`).toBe(refused);
          if (refused) expect(String(answer.body)).toMatch(/you cannot open this page/);
          seen.push(`GET ${pattern} ${role}`);
        }
        if (mod.action) {
          const request = async () =>
            new Request(url, {
              method: "POST",
              headers: {
                Cookie: await cookies[role](),
                Origin: SHOP,
                "Content-Type": "application/x-www-form-urlencoded",
              },
              body: "",
            });
          const answer = await run(async () => mod.action!(args(await request())));
          const refused = !access.act.includes(role);
          expect(answer.status === 403, `POST ${pattern} as ${role}: ${answer.status}`).toBe(refused);
          if (refused) expect(String(answer.body)).toMatch(/you cannot do this/);
          seen.push(`POST ${pattern} ${role}`);
        }
      }
    }
    expect(seen.length).toBeGreaterThan(150);
  }, 600_000);

  it("shows the tailor no naira amount on any page she can open", async () => {
    for (const { pattern, file } of ROUTES) {
      const access = ACCESS[pattern]!;
      if (access === "public" || !access.view.includes("tailor")) continue;
      const mod = (await import(/* @vite-ignore */ path.resolve("app", file))) as { loader?: (a: unknown) => unknown };
      if (!mod.loader) continue;
      const request = new Request(`${SHOP}${fill(pattern, reference)}`, {
        headers: { Cookie: await cookies.tailor() },
      });
      const answer = await run(() => mod.loader!({ request, params: paramsOf(pattern, reference), context: {} }));
      const text = JSON.stringify(answer.body ?? "");
      expect(answer.status, pattern).not.toBe(403);
      expect(text, pattern).not.toMatch(/₦|amount|price|total/i);
      if (pattern.startsWith("production")) expect(text, pattern).toContain(reference);
    }
  });
});

describe("money the owner alone moves", () => {
  let dispose: () => Promise<void>;
  const cookies = {} as Record<Role, () => Promise<string>>;

  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD, SITE_URL: SHOP } };
    dispose = t.dispose;
    const db = t.services.db;
    const owner = await ownerPerson(db);
    const id = await addStaff(db, {
      name: "Hand",
      email: "hand@example.com",
      role: "shop_hand",
      passwordHash: "x",
      binding: "binding-hand",
    });
    cookies.owner = async () =>
      `hazel_admin=${await createSession(db, (await adminKeys(db, state.services!.env)).session, owner.id)}`;
    cookies.shop_hand = async () => `hazel_admin=${await createSession(db, "binding-hand", id)}`;
  }, 120_000);
  afterAll(() => dispose());

  const place = async (paid: boolean) => {
    const placed = await placeOrder(state.services!, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    const ref = placed.order.reference;
    if (paid) {
      await state.services!.db.query("update payments set status = 'succeeded' where order_reference = $1", [ref]);
      await changeOrderState(state.services!.db, { reference: ref, to: "paid", source: "verify" });
    }
    return ref;
  };
  const post = (role: Role, ref: string, fields: Record<string, string>) =>
    run(async () =>
      stageAction({
        request: new Request(`${SHOP}/admin/orders/${ref}/stage`, {
          method: "POST",
          headers: {
            Cookie: await cookies[role](),
            Origin: SHOP,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams(fields).toString(),
        }),
        params: { reference: ref },
        context: { clientAddress: "203.0.113.9" },
      } as never),
    );
  const page = (role: Role, ref: string) =>
    run(async () =>
      orderLoader({
        request: new Request(`${SHOP}/admin/orders/${ref}`, { headers: { Cookie: await cookies[role]() } }),
        params: { reference: ref },
        context: {},
      } as never),
    );

  it("refuses a shop hand's cancel of an order that took money, and her Mark refunded, in words; the owner's go through", async () => {
    const paid = await place(true);
    const refund = await post("shop_hand", paid, { intent: "refund", confirm: "yes" });
    expect(refund.status).toBe(403);
    expect(String(refund.body)).toMatch(/As shop hand, you cannot mark an order refunded/);
    const cancel = await post("shop_hand", paid, { intent: "cancel", reason: "She asked", confirm: "yes" });
    expect(cancel.status).toBe(403);
    expect(String(cancel.body)).toMatch(/As shop hand, you cannot cancel an order that took money/);
    expect((await findOrder(state.services!.db, paid))?.status).toBe("paid");

    // An order that took nothing, she may still cancel.
    const unpaid = await place(false);
    expect((await post("shop_hand", unpaid, { intent: "cancel", reason: "A duplicate" })).status).toBe(303);
    expect((await findOrder(state.services!.db, unpaid))?.status).toBe("cancelled");

    expect((await post("owner", paid, { intent: "refund", confirm: "yes" })).status).toBe(303);
    expect((await findOrder(state.services!.db, paid))?.status).toBe("refunded");
  });

  it("offers those two only on the owner's order page", async () => {
    const paid = await place(true);
    expect((await page("shop_hand", paid)).body).toMatchObject({ mayCancelPaid: false, mayMarkRefunded: false });
    expect((await page("owner", paid)).body).toMatchObject({ mayCancelPaid: true, mayMarkRefunded: true });
  });
});

function paramsOf(pattern: string, reference: string): Record<string, string> {
  const url = fill(pattern, reference).split("/");
  const parts = `/admin/${pattern}`.split("/");
  return Object.fromEntries(parts.flatMap((p, i) => (p.startsWith(":") ? [[p.slice(1), url[i]!]] : [])));
}
