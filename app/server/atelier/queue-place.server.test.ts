// The atelier's queue as orders take their places: the last place of a week goes once, whichever
// connection asks first; the other order is promised the week after; cancelling frees the place.
import { beforeEach, expect, it, vi } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { saveCapacity } from "./store.server";
import { changeOrderState } from "../orders/change-state.server";
import { bookedWeeks } from "./queue-weeks.server";
import { forgetQueueFacts, scheduleFor } from "./queue.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { placeOrder } from "../checkout/place-order.server";

const PISTACHIO = 12; // Pistachio Blouse, Genesis: made to order
const MONDAY = new Date("2026-11-23T10:00:00+01:00");
let shoppers = 0;

describeOnBothDatabases("the atelier's queue at the checkout, on %s", (suite) => {
  const services = suite.services();
  beforeEach(async () => {
    await services.db.exec("delete from order_events; delete from outbox; delete from payments; delete from orders;");
    await saveCapacity(services.db, { weekly: 2, express: 1 });
    forgetQueueFacts();
  });

  const place = async (quantity = 1, express = false) => {
    const n = ++shoppers;
    const body = {
      customer: createCustomerForm({ email: `bride${n}@example.com` }),
      lines: [{ productId: PISTACHIO, size: "S", quantity }],
      express,
    };
    const result = await placeOrder(services, body, { clientAddress: `198.51.100.${n % 250}`, now: MONDAY });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.order.reference;
  };
  const readyBy = async (reference: string) =>
    (await services.db.query<{ ready_by: string }>("select ready_by from orders where reference = $1", [reference]))[0]
      ?.ready_by;

  it("gives a week's last place to one of two orders placed at once; the other is promised the next week", async () => {
    await place();
    const [a, b] = await Promise.all([place(), place()]);
    const days = [await readyBy(a), await readyBy(b)].sort();
    expect(days).toEqual(["2026-12-04", "2026-12-11"]);
    expect(await bookedWeeks(services.db, "2026-11-23")).toEqual([
      { week: "2026-11-30", pieces: 2, express: 0 },
      { week: "2026-12-07", pieces: 1, express: 0 },
    ]);
  });

  it("keeps what an order was placed from with its place counted: the next promise needs no read", async () => {
    await place(2);
    const query = vi.spyOn(services.db, "query");
    const schedule = await scheduleFor(services.db, "2026-11-23", { made: 1, readyToWear: false });
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
    expect(schedule.standard).toMatchObject({ week: "2026-12-07", readyBy: "2026-12-11" });
  });

  it("frees the place of a cancelled order for the next", async () => {
    const first = await place(2);
    expect(await readyBy(await place())).toBe("2026-12-11");
    await changeOrderState(services.db, {
      reference: first,
      to: "cancelled",
      source: "owner",
      note: "Changed her mind",
    });
    expect(await readyBy(await place())).toBe("2026-12-04");
  });

  it("refuses express in words once the early weeks' express places are taken", async () => {
    // Express within five working days of Monday 23: this week's place, then Monday 30's.
    expect(await readyBy(await place(1, true))).toBe("2026-11-27");
    expect(await readyBy(await place(1, true))).toBe("2026-11-30");
    const body = {
      customer: createCustomerForm({ email: "late@example.com" }),
      lines: [{ productId: PISTACHIO, size: "S", quantity: 1 }],
      express: true,
    };
    const refused = await placeOrder(services, body, { clientAddress: "198.51.100.251", now: MONDAY });
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("express production is full") });
  });
});
