import { expect, it } from "vitest";
import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { placeOrder } from "../checkout/place-order.server";
import { findOrder } from "../orders/store/index.server";
import { describeOnBothDatabases } from "../test-data-suite.server";
import { TEST_PAYSTACK_ENV } from "../test-services.server";
import { expireUnpaidInDemo } from "./demo-lapses.server";

describeOnBothDatabases("unpaid orders in the demo, on %s", (suite) => {
  const services = suite.services({ demo: true });

  const place = async () => {
    const placed = await placeOrder(services, {
      customer: createCustomerForm(),
      lines: [{ productId: 42, size: "M", quantity: 1 }],
    });
    if (!placed.ok) throw new Error("the order was not placed");
    return placed.order.reference;
  };
  const placedHoursAgo = (reference: string, hours: number) =>
    services.db.query("update orders set created_at = now() - make_interval(hours => $2) where reference = $1", [
      reference,
      hours,
    ]);

  it("expire once the payment window has passed, each once, as the re-check would; never with Paystack's keys", async () => {
    const [old, recent] = [await place(), await place()];
    await placedHoursAgo(old, 73);
    await placedHoursAgo(recent, 71);

    const withKeys = { ...services.env, ...TEST_PAYSTACK_ENV };
    expect(await expireUnpaidInDemo(withKeys, services.db)).toBe(0);
    expect((await findOrder(services.db, old))!.status).toBe("pending");

    expect(await expireUnpaidInDemo(services.env, services.db)).toBe(1);
    expect((await findOrder(services.db, old))!.status).toBe("expired");
    expect((await findOrder(services.db, recent))!.status).toBe("pending");
    // A second run, a second instance: nothing left to do.
    expect(await expireUnpaidInDemo(services.env, services.db)).toBe(0);
  });
});
