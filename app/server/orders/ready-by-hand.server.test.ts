// The owner's ready day set by hand: the order's week in the queue, its delivery and its balance follow.
import { beforeEach, expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { balanceDueDay } from "~/features/payments";
import { placeOrder } from "../checkout/place-order.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { setReadyByHand } from "./ready-by-hand.server";
import { bookedWeeks } from "../atelier/queue-weeks.server";
import { findOrder } from "./store/index.server";

const MONDAY = new Date("2026-11-23T10:00:00+01:00");

describeOnBothDatabases("a ready day set by hand, on %s", (suite) => {
  const services = suite.services();
  beforeEach(() =>
    services.db.exec("delete from order_events; delete from outbox; delete from payments; delete from orders;"),
  );

  const placeDeposit = async () => {
    const body = {
      customer: createCustomerForm({ email: "bride@example.com" }),
      lines: [{ productId: 12, size: "S", quantity: 2 }],
      payPlan: "deposit",
    };
    const placed = await placeOrder(services, body, { clientAddress: "198.51.100.7", now: MONDAY });
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    return placed.order.reference;
  };

  it("moves the order's pieces to that week and its balance to 24 hours before", async () => {
    const reference = await placeDeposit();
    expect(await bookedWeeks(services.db, "2026-11-23")).toEqual([{ week: "2026-11-30", pieces: 2, express: 0 }]);
    expect(await setReadyByHand(services.db, reference, "2026-12-16", MONDAY)).toEqual({ ok: true });
    const order = await findOrder(services.db, reference);
    expect(order?.delivery).toMatchObject({ readyBy: "2026-12-16", deliverBy: "2026-12-16" });
    expect(balanceDueDay(order!.deposit!.balanceDueAt)).toBe("2026-12-14");
    expect(await bookedWeeks(services.db, "2026-11-23")).toEqual([{ week: "2026-12-14", pieces: 2, express: 0 }]);
  });

  it("refuses a closed day or a day gone in words, changing nothing", async () => {
    const reference = await placeDeposit();
    const before = await findOrder(services.db, reference);
    expect(await setReadyByHand(services.db, reference, "2026-12-25", MONDAY)).toEqual({
      ok: false,
      message: "The atelier is closed on Friday 25 December 2026 (Christmas Day): choose a working day.",
    });
    expect(await setReadyByHand(services.db, reference, "2026-11-20", MONDAY)).toMatchObject({ ok: false });
    expect(await findOrder(services.db, reference)).toEqual(before);
  });
});
