// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import DemoPaymentDialog from "./demo-payment-dialog";
import type { PlacedOrder } from "../api-client";

const placed = (over: Partial<PlacedOrder>): PlacedOrder => ({
  reference: "HZL-ABCDEFGH2345",
  paymentReference: "HZL-ABCDEFGH2345",
  amountMinor: 1_200_000,
  currency: "NGN",
  summary: "BB Ensemble (M)",
  isTest: true,
  ...over,
});

const shown = (order: PlacedOrder) => {
  render(<DemoPaymentDialog order={order} busy={false} onPay={() => {}} onCancel={() => {}} />);
  return screen.getByText("Amount").nextElementSibling?.textContent;
};

afterEach(cleanup);

describe("the test payment window", () => {
  it("asks a dollar order's payment in dollars: $120.00, not ₦12,000", () => {
    expect(shown(placed({ amountMinor: 12_000, currency: "USD" }))).toBe("$120.00");
  });

  it("asks a naira order's payment in naira (Paystack's kobo read back)", () => {
    expect(shown(placed({ amountMinor: 1_200_000, currency: "NGN" }))).toBe("₦12,000");
  });
});
