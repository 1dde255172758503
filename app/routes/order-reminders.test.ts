import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "~/server/checkout/place-order.server";
import { queueReminders } from "~/server/orders/reminders.server";
import { remindersKeyOf, remindersStopped } from "~/server/orders/store/index.server";
import { createTestServices } from "~/server/test-services.server";
import type { Services } from "~/server/services.server";
import { action, loader } from "./order-reminders";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const url = (reference: string, key: string) => `http://shop.test/order/${reference}/reminders?key=${key}`;
const get = (reference: string, key: string) =>
  loader({ request: new Request(url(reference, key)), params: { reference }, context: {} } as Parameters<
    typeof loader
  >[0]);
const post = (reference: string, key: string) =>
  action({
    request: new Request(url(reference, key), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ key }).toString(),
    }),
    params: { reference },
    context: {},
  } as Parameters<typeof action>[0]);
const status = async (p: Promise<unknown>) => {
  try {
    const r = (await p) as { init?: { status?: number } | null };
    return r.init?.status ?? 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
};

describe("the order's 'no more reminders' page", () => {
  let dispose: () => Promise<void>;
  let reference: string;
  beforeAll(async () => {
    const t = await createTestServices("pglite");
    state.services = t.services;
    dispose = t.dispose;
    const placed = await placeOrder(
      t.services,
      { customer: createCustomerForm(), lines: [{ productId: 42, size: "M", quantity: 1 }] },
      { clientAddress: "198.51.100.7" },
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    reference = placed.order.reference;
  });
  afterAll(() => dispose());

  it("opens only with the order's own random key, and the link alone (a GET) stops nothing", async () => {
    const key = (await remindersKeyOf(state.services!.db, reference))!;
    expect(await status(get(reference, "f".repeat(32)))).toBe(404);
    expect(await status(get(reference, "guess"))).toBe(404);
    expect(await status(get(reference, key))).toBe(200);
    expect(await remindersStopped(state.services!.db, reference)).toBe(false);
  });

  it("its button stops the reminders: no reminder is queued an hour after placing", async () => {
    const { db } = state.services!;
    const key = (await remindersKeyOf(db, reference))!;
    expect(await status(post(reference, "0".repeat(32)))).toBe(404);
    expect(await remindersStopped(db, reference)).toBe(false);
    expect(await status(post(reference, key))).toBe(200);
    expect(await remindersStopped(db, reference)).toBe(true);
    await db.query("update orders set created_at = now() - interval '61 minutes' where reference = $1", [reference]);
    const settings = { balanceHours: [72, 24], unpaidAfterSeconds: 3600, siteUrl: "https://shop.test" };
    expect(await queueReminders(db, settings)).toBe(0);
    expect(await db.query("select 1 from outbox where order_reference = $1", [reference])).toEqual([]);
  });
});
