// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HistorySection } from "./history-section";
import { ItemsSection } from "./items-section";
import { MoneyToReturnSection } from "./money-to-return-section";

afterEach(cleanup);

const money = {
  amount: { amount: 1_500_000, currency: "NGN" as const },
  paystackReference: "HZL-ABCDEFGH2345",
  transactionId: 4099,
  paidAt: "2026-11-25T09:00:00.000Z",
  returned: false,
};

describe("the owner's order page", () => {
  it("shows money to return with its amount, Paystack reference and when it was paid", () => {
    render(<MoneyToReturnSection money={[money]} />);
    const section = screen.getByRole("region", { name: "Money to return" });
    expect(within(section).getByText("₦15,000")).toBeTruthy();
    expect(within(section).getByText("HZL-ABCDEFGH2345 (transaction 4099)")).toBeTruthy();
    expect(within(section).getByText("25 Nov 2026, 10:00")).toBeTruthy();
    expect(section.textContent).toContain("Refund it to the shopper through Paystack under Refunds");
  });

  it("shows a dollar payment to return in dollars and cents", () => {
    render(<MoneyToReturnSection money={[{ ...money, amount: { amount: 4_000, currency: "USD" } }]} />);
    expect(within(screen.getByRole("region", { name: "Money to return" })).getByText("$40.00")).toBeTruthy();
  });

  it("says when it has been returned, and shows nothing when there is none", () => {
    render(<MoneyToReturnSection money={[{ ...money, returned: true }]} />);
    expect(screen.getByRole("region", { name: "Money to return" }).textContent).toContain("Returned to the shopper.");
    cleanup();
    const { container } = render(<MoneyToReturnSection money={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("names the event that recorded it in the history", () => {
    render(
      <HistorySection
        placedAt="2026-11-24T09:00:00.000Z"
        history={[
          {
            at: "2026-11-25T09:00:00.000Z",
            from: "cancelled",
            to: "cancelled",
            source: "webhook",
            note: "Paystack took ₦15,000",
            kind: "money-to-return",
          },
          { at: "2026-11-24T10:00:00.000Z", from: "pending", to: "cancelled", source: "owner", note: null, by: "Ada" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items[0]?.textContent).toMatch(/^Money to return · Paystack · /);
    expect(items[0]?.textContent).not.toMatch(/ by /);
    // Who moved it, when a person's form did.
    expect(items[1]?.textContent).toMatch(/^Cancelled · You · .* · by Ada$/);
  });

  it("marks the lines bought on sale with the sale's name and regular price, and recalls the refund rule", () => {
    const coral = {
      productId: 37,
      name: "Coral Dress",
      size: "M" as const,
      quantity: 1,
      unitPrice: 1_250_000,
      lineTotal: 1_250_000,
    };
    const bb = {
      productId: 42,
      name: "BB Ensemble",
      size: "S" as const,
      quantity: 1,
      unitPrice: 1_500_000,
      lineTotal: 1_500_000,
    };
    render(
      <ItemsSection
        items={[
          { ...coral, listPrice: 2_500_000, saleName: "Black Friday" },
          { ...bb, listPrice: 3_000_000 },
        ]}
        delivery={[]}
        total={2_750_000}
      />,
    );
    const [onSale, regular] = within(screen.getAllByRole("list")[0]!).getAllByRole("listitem");
    expect(onSale?.textContent).toContain("On saleBlack Fridayregular price ₦25,000");
    expect(regular?.textContent).not.toContain("On sale");
    expect(screen.getByText("Bought on sale: the terms give no refund or exchange on sale items.")).toBeTruthy();
    cleanup();
    render(<ItemsSection items={[coral]} delivery={[]} total={1_250_000} />);
    expect(screen.queryByText(/Bought on sale/)).toBeNull();
  });
});
