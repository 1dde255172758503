import { randomBytes } from "node:crypto";
import { matchRoutes, type RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { orderFormAddress, type OrderForm } from "~/admin/orders/order-forms";
import { placeOrder } from "~/server/checkout/place-order.server";
import { entriesOfOrder } from "~/server/credit/store.server";
import { confirmPayment } from "~/server/orders/confirm-payment.server";
import { findOrder, orderEvents } from "~/server/orders/store/index.server";
import { refundsOf } from "~/server/refunds/store.server";
import type { Services } from "~/server/services.server";
import { createTestServices } from "~/server/test-services.server";
import routes from "~/routes";
import * as page from "./order";
import * as credit from "./order-credit";
import * as move from "./order-move";
import * as refund from "./order-refund";
import { action as signIn } from "./sign-in";
import * as stage from "./order-stage";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const PASSWORD = "owner-password-for-tests";
const SHOP = "http://shop.test";
const MODULES = { credit, move, refund, stage } satisfies Record<OrderForm, unknown>;

/** What an action answered: its status, where it sends her, what it gives the page. */
async function answer(fn: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("Location"),
      cookie: result.headers.get("Set-Cookie"),
    };
  const wrapped = result as { init?: { status?: number }; data?: unknown };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string>) =>
  new Request(`${SHOP}${path}`, {
    method: "POST",
    headers: { Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** Posts `fields` to one form family's address, as the owner's browser would. */
const send = (to: OrderForm, reference: string, fields: Record<string, string>, headers: Record<string, string>) =>
  answer(() =>
    MODULES[to].action({
      request: post(orderFormAddress(reference, to), fields, headers),
      params: { reference },
      context: {},
    } as never),
  );

const key = () => randomBytes(16).toString("hex");
/** Each family's form as the page sends it. */
const FORMS = {
  credit: () => ({
    amount: "1000",
    fee: "0",
    reason: "Too small",
    override: "Our fault",
    contactedAt: "2026-01-01T10:00",
    key: key(),
  }),
  move: () => ({ moveTo: "HZL-ABCDEFGHJKMN", moveReason: "She asked", key: key() }),
  refund: () => ({ intent: "paystack-refund", amount: "1000", reason: "Late", key: key() }),
  stage: () => ({ intent: "note", note: "Called her." }),
} satisfies Record<OrderForm, () => Record<string, string>>;

describe("the owner's order page's forms, each at its own address", () => {
  let dispose: () => Promise<void>;
  let cookie = "";
  let reference = "";
  beforeAll(async () => {
    const t = await createTestServices("pglite", { demo: true });
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD } };
    dispose = t.dispose;
    const signedIn = await answer(() =>
      signIn({ request: post("/admin/sign-in", { password: PASSWORD }, {}), params: {}, context: {} } as never),
    );
    cookie = signedIn.cookie!.split(";")[0]!;
    const placed = await placeOrder(state.services, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    reference = placed.order.reference;
    expect((await confirmPayment(state.services, reference)).kind).toBe("done");
  });
  afterAll(() => dispose());

  const db = () => state.services!.db;
  /** The owner's notes in the order's history: events that leave its state as it is. */
  const notes = async () =>
    (await orderEvents(db(), reference)).filter((e) => e.from === e.to && e.source === "owner").length;

  it("sends each form's address to its own module, inside the admin's layout", () => {
    const toObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
      entries.map((e): RouteObject =>
        e.index
          ? { index: true, path: e.path, handle: e.file }
          : { path: e.path, handle: e.file, children: toObjects(e.children ?? []) },
      );
    for (const form of Object.keys(MODULES) as OrderForm[]) {
      const matched = matchRoutes(toObjects(routes), orderFormAddress("HZL-ABCDEFGHJKMN", form))!;
      expect(matched.map((m) => m.route.handle as string).slice(-2), form).toEqual([
        "routes/admin/layout.tsx",
        `routes/admin/order-${form}.tsx`,
      ]);
    }
  });

  it("shows the order page at each address: its loader, title and screen", () => {
    for (const module of Object.values(MODULES)) {
      expect(module.loader).toBe(page.loader);
      expect(module.meta).toBe(page.meta);
      expect(module.default).toBe(page.default);
    }
    expect("action" in page).toBe(false);
  });

  it("refuses another site's post and sends a visitor without a session to sign in, at every address", async () => {
    for (const form of Object.keys(MODULES) as OrderForm[]) {
      expect(
        await send(form, reference, FORMS[form](), { Origin: "https://evil.example", Cookie: cookie }),
        form,
      ).toMatchObject({ status: 403 });
      expect(await send(form, reference, FORMS[form](), {}), form).toMatchObject({
        status: 303,
        location: "/admin/sign-in",
      });
    }
    expect(await notes()).toBe(0);
  });

  it("does nothing with another family's form: each refusal is its own form's", async () => {
    const refusedAt = { credit: "credit", move: "move", refund: "refund", stage: "stage" } as const;
    for (const to of Object.keys(MODULES) as OrderForm[]) {
      for (const from of Object.keys(FORMS) as OrderForm[]) {
        if (from === to) continue;
        const sent = await send(to, reference, FORMS[from](), { Cookie: cookie });
        expect(sent, `${from}'s form at ${to}`).toMatchObject({ status: 400, body: { form: refusedAt[to] } });
      }
    }
    expect(await notes()).toBe(0);
    expect(await entriesOfOrder(db(), reference)).toEqual([]);
    expect(await refundsOf(db(), reference)).toEqual([]);
    expect((await findOrder(db(), reference))?.status).toBe("paid");
  });

  it("says at the top, beside no form, a stage form it cannot read, and a body no form sends", async () => {
    expect(await send("stage", reference, FORMS.credit(), { Cookie: cookie })).toMatchObject({
      body: { form: "stage", intent: undefined, message: "That form could not be read: reload the page." },
    });
    expect(await send("credit", reference, { reason: "Called\u0000her" }, { Cookie: cookie })).toMatchObject({
      status: 400,
      body: { form: "body", message: expect.stringMatching(/"reason" contains a character that cannot be used/) },
    });
  });

  it("does its own form: a note, a refund (refused in demo mode), a move (refused: not cancelled), credit", async () => {
    expect(await send("stage", reference, FORMS.stage(), { Cookie: cookie })).toEqual({
      status: 303,
      location: `/admin/orders/${reference}?done=note`,
      cookie: null,
    });
    expect(await notes()).toBe(1);
    expect(await send("refund", reference, FORMS.refund(), { Cookie: cookie })).toMatchObject({
      status: 400,
      body: { form: "refund", intent: "paystack-refund", message: expect.stringContaining("demo mode") },
    });
    expect(
      await send("refund", reference, { intent: "paystack-refund-retry", refund: "x" }, { Cookie: cookie }),
    ).toMatchObject({ body: { form: "refund", intent: "paystack-refund-retry" } });
    expect(await send("move", reference, FORMS.move(), { Cookie: cookie })).toMatchObject({
      status: 400,
      body: { form: "move", move: { errors: { to: "Only a cancelled order's payment can be moved." } } },
    });
    // Credit: first what it would do, nothing issued; then confirmed, with the same fields.
    const asked = FORMS.credit();
    expect(await send("credit", reference, asked, { Cookie: cookie })).toMatchObject({
      status: 200,
      body: {
        form: "credit",
        credit: {
          errors: {},
          confirm: { key: asked.key, sentence: "She gets ₦1,000 of credit; the order then owes ₦1,000" },
        },
      },
    });
    expect(await entriesOfOrder(db(), reference)).toEqual([]);
    expect(await send("credit", reference, { ...asked, step: "confirm" }, { Cookie: cookie })).toMatchObject({
      status: 303,
      location: `/admin/orders/${reference}?done=credit-issued`,
    });
    expect((await entriesOfOrder(db(), reference)).map((e) => e.kind)).toContain("issued");
  });
});
