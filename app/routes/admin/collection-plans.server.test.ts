// The collections' plans page: only the owner opens it and sets a plan through it (the role table's
// check on the server); a shop hand's or tailor's post is refused and stores nothing.
import { expect, it, vi } from "vitest";
import { addStaff, ownerPerson } from "~/admin/people/store/index.server";
import { adminKeys } from "~/admin/sign-in/admin-auth.server";
import { createSession } from "~/admin/sign-in/store/index.server";
import { collectionPlans } from "~/server/pay-plans/product-plans.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { action, loader } from "./collection-plans";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";
const PAGE = `${SHOP}/admin/products/plans`;
const TERMS = {
  collection: "naledi",
  "plan-offer": "yes",
  "plan-first": "40",
  "plan-parts": "3",
  "plan-anchor": "ready-by",
};

async function run(fn: () => unknown): Promise<{ status: number; body: unknown; location: string | null }> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, body: await result.text(), location: result.headers.get("Location") };
  const wrapped = result as { type?: string; init?: { status?: number }; data?: unknown } | null;
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, body: wrapped.data, location: null };
  return { status: 200, body: result, location: null };
}

const args = (request: Request) => ({ request, params: {}, context: { clientAddress: "203.0.113.9" } }) as never;
const get = (cookie: string, query = "") =>
  run(() => loader(args(new Request(`${PAGE}${query}`, { headers: { Cookie: cookie } }))));
const post = (cookie: string, fields: Record<string, string>) =>
  run(() =>
    action(
      args(
        new Request(PAGE, {
          method: "POST",
          headers: { Cookie: cookie, Origin: SHOP, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
    ),
  );

describeOnBothDatabases("the collections' plans page, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP, ADMIN_PASSWORD: "owner-password-for-tests" } });
  const session = async (binding: string, id: number) => `hazel_admin=${await createSession(services.db, binding, id)}`;
  const owner = async () =>
    session((await adminKeys(services.db, services.env)).session, (await ownerPerson(services.db)).id);
  const staff = async (role: "shop_hand" | "tailor") => {
    const binding = `binding-${role}-${Math.random()}`;
    const email = `${role}-${Math.random()}@example.com`;
    return session(binding, await addStaff(services.db, { name: role, email, role, passwordHash: "x", binding }));
  };

  it("refuses a shop hand and a tailor, on the server, and stores nothing", async () => {
    state.services = services;
    for (const role of ["shop_hand", "tailor"] as const) {
      const cookie = await staff(role);
      expect((await get(cookie)).status).toBe(403);
      const posted = await post(cookie, TERMS);
      expect(posted.status).toBe(403);
      expect(String(posted.body)).toMatch(/you cannot do this/);
    }
    expect((await collectionPlans(services.db)).size).toBe(0);
  });

  it("lets the owner set, change and take off a collection's plan", async () => {
    state.services = services;
    const cookie = await owner();
    expect(await post(cookie, { ...TERMS, "plan-anchor": "event" })).toMatchObject({
      status: 400,
      body: { kind: "plan", planErrors: { "plan-anchor": "A collection's plan runs up to the ready-by day." } },
    });
    expect(await post(cookie, { ...TERMS, collection: "nowhere" })).toMatchObject({ status: 400 });
    expect((await collectionPlans(services.db)).size).toBe(0);

    expect(await post(cookie, TERMS)).toMatchObject({
      status: 303,
      location: "/admin/products/plans?done=collection-plan-saved",
    });
    await post(cookie, { ...TERMS, "plan-parts": "4", "plan-fee": "5,000" });
    expect((await collectionPlans(services.db)).get("naledi")).toMatchObject({ firstPercent: 40, parts: 4 });
    const page = (await get(cookie, "?collection=naledi")).body as {
      collections: { slug: string; plan: string | null }[];
      chosen: { slug: string; values: Record<string, string> };
    };
    expect(page.collections.find((c) => c.slug === "naledi")?.plan).toBe(
      "40% first, 4 parts, ₦5,000 fee, store credit if cancelled",
    );
    expect(page.collections.find((c) => c.slug === "genesis")?.plan).toBeNull();
    expect(page.chosen).toMatchObject({ slug: "naledi", values: { "plan-offer": "yes", "plan-parts": "4" } });

    expect(await post(cookie, { collection: "naledi" })).toMatchObject({
      status: 303,
      location: "/admin/products/plans?done=collection-plan-off",
    });
    expect((await collectionPlans(services.db)).size).toBe(0);
  });
});
