import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seedRecords } from "~/features/catalogue";
import { seedCatalogue, productHistory } from "~/server/catalogue/store/index.server";
import { createTestServices } from "~/server/test-services.server";
import type { Services } from "~/server/services.server";
import { action as productAction, loader as productLoader } from "./product";
import { action as newAction, loader as newLoader } from "./product-new";
import { loader as listLoader } from "./products";
import { action as signInAction } from "./sign-in";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const PASSWORD = "owner-password-for-tests";
const SHOP = "http://shop.test";

type Args = { request: Request; params: Record<string, string>; context: { clientAddress: string } };
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: { clientAddress: "203.0.113.20" } }) as Args as never;

/** What a loader or action answered, whether it returned or threw. */
async function run(fn: () => Promise<unknown>): Promise<{ status: number; location: string | null; body: unknown }> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), body: null };
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
  return { status: 200, location: null, body: result };
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SHOP}${path}`, {
    method: "POST",
    headers: { Origin: SHOP, ...headers },
    body: new URLSearchParams(fields),
  });

describe("the product pages' door", () => {
  let dispose: () => Promise<void>;
  let cookie: string;
  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: PASSWORD } };
    dispose = t.dispose;
    await seedCatalogue(t.services.db, seedRecords);
    const signedIn = await signInAction(args(post("/admin/sign-in", { password: PASSWORD })));
    cookie = (signedIn as Response).headers.getSetCookie()[0]!.split(";")[0]!;
  });
  afterAll(() => dispose());

  const get = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
    new Request(`${SHOP}${path}`, { headers });

  it("sends a visitor without a session to sign in, and refuses her forms", async () => {
    for (const [loader, path, params] of [
      [listLoader, "/admin/products", {}],
      [newLoader, "/admin/products/new", {}],
      [productLoader, "/admin/products/12", { id: "12" }],
    ] as const) {
      const answer = await run(() => loader(args(get(path, {}), params)));
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toMatch(/^\/admin\/sign-in\?next=/);
    }
    const unsigned = await run(() =>
      productAction(args(post("/admin/products/12", { intent: "unpublish" }), { id: "12" })),
    );
    expect(unsigned).toMatchObject({ status: 303, location: "/admin/sign-in" });
    const crossSite = post(
      "/admin/products/12",
      { intent: "unpublish" },
      { Cookie: cookie, Origin: "https://evil.example" },
    );
    expect((await run(() => productAction(args(crossSite, { id: "12" })))).status).toBe(403);
  });

  it("answers 404 for a product that is not there, whatever the address says", async () => {
    for (const id of ["999", "12abc", "0", "-1"]) {
      expect((await run(() => productLoader(args(get(`/admin/products/${id}`), { id })))).status, id).toBe(404);
    }
  });

  it("creates a product from the form, in the history under the session's short id", async () => {
    const fields = { name: "Vega Dress", collection: "naledi", price: "35000", sizes: "M", madeToOrder: "yes" };
    const refused = await run(() =>
      newAction(args(post("/admin/products/new", { ...fields, price: "free" }, { Cookie: cookie }))),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ kind: "invalid", values: { name: "Vega Dress", price: "free" } });
    const created = await run(() => newAction(args(post("/admin/products/new", fields, { Cookie: cookie }))));
    expect(created).toMatchObject({ status: 303, location: "/admin/products/70?done=created" });
    const token = decodeURIComponent(cookie.split("=")[1]!);
    const short = createHash("sha256").update(token).digest("hex").slice(0, 8);
    const [event] = await productHistory(state.services!.db, 70);
    expect(event?.actor).toBe(`admin ${short}`);
  });

  it("refuses to delete a published product and an unknown intent, with a message", async () => {
    const deleting = await run(() =>
      productAction(args(post("/admin/products/12", { intent: "delete" }, { Cookie: cookie }), { id: "12" })),
    );
    expect(deleting).toMatchObject({
      status: 409,
      body: { kind: "refused", message: "Only a draft can be deleted: unpublish it first." },
    });
    const unknown = await run(() =>
      productAction(args(post("/admin/products/12", { intent: "explode" }, { Cookie: cookie }), { id: "12" })),
    );
    expect(unknown.status).toBe(400);
  });

  it("sets a product's plan in its own form: wrong terms refused with a message each, the page filled with it", async () => {
    const plan = (fields: Record<string, string>) =>
      run(() =>
        productAction(
          args(post("/admin/products/25", { intent: "plan", ...fields }, { Cookie: cookie }), { id: "25" }),
        ),
      );
    const terms = { "plan-offer": "yes", "plan-first": "40", "plan-parts": "3", "plan-anchor": "ready-by" };
    const wrong = await plan({ ...terms, "plan-first": "90", "plan-anchor": "event" });
    expect(wrong).toMatchObject({
      status: 400,
      body: { kind: "plan", planValues: { "plan-first": "90" }, planErrors: { "plan-first": expect.any(String) } },
    });
    expect(await plan({ ...terms, "plan-anchor": "event" })).toMatchObject({
      status: 400,
      body: { planErrors: { "plan-anchor": "A product's plan runs up to the ready-by day." } },
    });
    const saved = await plan({ ...terms, "plan-fee": "5,000" });
    expect(saved).toMatchObject({ status: 303, location: "/admin/products/25?done=plan-saved#pay-small-small" });
    const page = (await run(() => productLoader(args(get("/admin/products/25"), { id: "25" })))).body as {
      plan: Record<string, string>;
    };
    expect(page.plan).toMatchObject({ "plan-offer": "yes", "plan-first": "40", "plan-parts": "3", "plan-fee": "5000" });
    // The product's own fields and history are untouched by the plan's form.
    expect((await productHistory(state.services!.db, 25)).length).toBe(0);
    expect(await plan({})).toMatchObject({ status: 303, location: "/admin/products/25?done=plan-off#pay-small-small" });
    const off = (await run(() => productLoader(args(get("/admin/products/25"), { id: "25" })))).body as {
      plan: Record<string, string>;
    };
    expect(off.plan).toEqual({});
  });

  it("moves a product from the list and returns to the same list, at its row", async () => {
    const back = "/admin/products?collection=genesis&q=blouse";
    const moved = await run(() =>
      productAction(args(post("/admin/products/12", { intent: "move-down", back }, { Cookie: cookie }), { id: "12" })),
    );
    expect(moved).toMatchObject({
      status: 303,
      location: `/admin/products?q=blouse&collection=genesis&done=moved#product-12`,
    });
    const elsewhere = await run(() =>
      productAction(
        args(post("/admin/products/12", { intent: "move-up", back: "https://evil.example/" }, { Cookie: cookie }), {
          id: "12",
        }),
      ),
    );
    expect(elsewhere.location).toBe("/admin/products/12?done=moved");
  });
});
