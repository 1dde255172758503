// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { HerOrder } from "../her-order";
import { HerOrders } from "./her-orders";

afterEach(cleanup);

const order: HerOrder = {
  reference: "HZL-ABCDEFGHJKLM",
  kind: "Order",
  group: null,
  page: "/order/HZL-ABCDEFGHJKLM",
  placedAt: "2026-11-27T09:00:00.000Z",
  status: "Payment not confirmed yet",
  parcel: null,
  pieces: ["BB Ensemble × 2"],
  currency: "NGN",
  total: 12_050,
  money: "Not paid yet: $120.50 to pay",
  owed: 12_050,
  dueDay: null,
  pay: { intent: "pay", amount: 12_050 },
};

describe("her orders on her page", () => {
  it("gives a dollar order's total, what she owes and its payment in dollars", () => {
    const { container } = render(<HerOrders orders={[{ ...order, currency: "USD" }]} />);
    expect(container.querySelector("dl")?.textContent).toContain("Total$120.50");
    expect(container.querySelector("dl")?.textContent).toContain("You owe$120.50");
    expect(container.querySelector("button")?.textContent).toBe("Pay $120.50 for HZL-ABCDEFGHJKLM");
    expect(container.textContent).not.toContain("₦");
  });

  it("gives a naira order's in naira, as before", () => {
    const { container } = render(
      <HerOrders orders={[{ ...order, total: 12_050_000, owed: 0, pay: null, money: "Paid in full" }]} />,
    );
    expect(container.querySelector("dl")?.textContent).toContain("Total₦120,500");
  });

  it("says where her parcel is with the courier, and nothing of a parcel where none was booked", () => {
    const { container } = render(
      <HerOrders
        orders={[
          { ...order, parcel: "On its way to you · Kwik" },
          { ...order, reference: "HZL-NNNNNNNNNNNN" },
        ]}
      />,
    );
    const [booked, none] = [...container.querySelectorAll("dl")];
    expect(booked?.textContent).toContain("ParcelOn its way to you · Kwik");
    expect(none?.textContent).not.toContain("Parcel");
  });
});
