import { beforeAll, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { withActingHolder } from "~/server/base/acting-person.server";
import { placeOrder } from "~/server/checkout/place-order.server";
import { changeOrderState } from "~/server/orders/change-state.server";
import { orderEvents } from "~/server/orders/store/index.server";
import type { Services } from "~/server/services.server";
import { describeOnBothDatabases } from "~/server/test-data-suite.server";
import { addStaff } from "../people/store/index.server";
import { requireAdminActor } from "../sign-in/admin-auth.server";
import { createSession } from "../sign-in/store/index.server";

const state = vi.hoisted(() => ({ services: undefined as Services | undefined }));
vi.mock("~/server/services.server", () => ({ getServices: async () => state.services }));

const SHOP = "http://shop.test";

describeOnBothDatabases("who moved an order, on %s", (suite) => {
  const services = suite.services({ env: { SITE_URL: SHOP } });
  let reference: string;
  let hand: number;
  beforeAll(async () => {
    state.services = services;
    const placed = await placeOrder(services, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    reference = placed.order.reference;
    await changeOrderState(services.db, { reference, to: "paid", source: "verify" });
    hand = await addStaff(services.db, {
      name: "Ada",
      email: "ada@example.com",
      role: "shop_hand",
      passwordHash: "x",
      binding: "binding-ada",
    });
  });

  const post = async (path: string) =>
    new Request(`${SHOP}${path}`, {
      method: "POST",
      headers: {
        Cookie: `hazel_admin=${await createSession(services.db, "binding-ada", hand)}`,
        Origin: SHOP,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "",
    });

  it("names the person whose form moved it, and nobody for the shop's own flows", async () => {
    // A back-office request, as the host runs it: the role check says who acts, the move writes her.
    await withActingHolder(async () => {
      await requireAdminActor(await post(`/admin/orders/${reference}/stage`));
      await changeOrderState(services.db, { reference, to: "in_production", source: "owner" });
    });
    // Outside a back-office request (a job, Paystack): nobody.
    await changeOrderState(services.db, { reference, to: "ready", source: "owner" });
    // A request whose role check has not passed names nobody either.
    await withActingHolder(() => changeOrderState(services.db, { reference, to: "collected", source: "owner" }));

    const events = await orderEvents(services.db, reference);
    const by = Object.fromEntries(events.map((e) => [e.to, e.personId]));
    expect(by).toEqual({ paid: null, in_production: hand, ready: null, collected: null });
  });
});
