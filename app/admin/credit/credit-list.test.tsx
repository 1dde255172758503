// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { CreditList, type CreditCodeRow } from "./credit-list";
import { GiftCardList, type GiftCardRow } from "./gift-card-list";

afterEach(cleanup);

const code: CreditCodeRow = {
  id: 7,
  kind: "credit",
  last4: "K2P9",
  email: "ada@example.com",
  balance: 1_250,
  currency: "USD",
  createdAt: "2026-11-25T09:00:00.000Z",
  expiresAt: null,
  formKey: "k".repeat(32),
  entries: [
    {
      label: "Issued",
      amount: 1_250,
      orderReference: null,
      who: "owner",
      why: "Returned",
      at: "2026-11-25T09:00:00.000Z",
    },
  ],
};

it("says a dollar code's balance and movements in dollars and cents, a naira code's in naira", () => {
  render(<CreditList codes={[code, { ...code, id: 8, currency: "NGN", balance: 1_500_000, entries: [] }]} />);
  expect(screen.getByText("$12.50")).toBeTruthy();
  expect(screen.getByText("+$12.50")).toBeTruthy();
  expect(screen.getByText("₦15,000")).toBeTruthy();
});

it("says a gift card bought in dollars in dollars", () => {
  const card: GiftCardRow = {
    orderReference: "HZL-ABCDEFGH2345",
    amount: 5_000,
    currency: "USD",
    buyer: "Ada (ada@example.com)",
    recipient: "The buyer",
    sendOn: "2026-12-01",
    message: "",
    state: "Paid",
    last4: "Q7R2",
    balance: 5_000,
    createdAt: "2026-11-25T09:00:00.000Z",
  };
  render(<GiftCardList cards={[card]} />);
  expect(screen.getByRole("heading", { level: 3 }).textContent).toContain("$50.00 gift card");
  expect(screen.getByText("Ending Q7R2, balance $50.00")).toBeTruthy();
});
