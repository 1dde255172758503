// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CreditSection } from "./credit-section";
import { MoneySection } from "./money-section";
import { MoveSection } from "./move-section";
import { MoreActions } from "./order-action-forms";
import { ItemsSection } from "./items-section";
import { RefundsSection } from "./refunds-section";

afterEach(cleanup);

const REFERENCE = "HZL-ABCDEFGHJKMN";
const item = {
  productId: 42,
  name: "BB Ensemble",
  size: "M" as const,
  quantity: 2,
  unitPrice: 4_525,
  lineTotal: 9_050,
};

describe("the owner's page of a dollar order: every amount in dollars and cents, whole cents kept", () => {
  it("its items, regular price and total", () => {
    const { container } = render(
      <ItemsSection
        items={[{ ...item, saleName: "Black Friday", listPrice: 6_000 }]}
        delivery={["Delivery: DHL Express, UK and Europe - $30.00"]}
        total={12_050}
        currency="USD"
      />,
    );
    expect(container.textContent).toContain("2 × $45.25");
    expect(container.textContent).toContain("regular price $60.00");
    expect(container.textContent).toContain("$90.50");
    expect(container.textContent).toContain("Total$120.50");
    expect(container.textContent).not.toContain("₦");
  });

  it("its money and Paystack's transactions", () => {
    const { container } = render(
      <MoneySection
        currency="USD"
        orderStatus="paid"
        money={{
          words: "Paid in full",
          paid: 12_050,
          kept: 10_000,
          owed: 0,
          dueDay: null,
          toReturn: 0,
          lines: [],
          orderUrl: "",
          whatsapp: null,
          chat: "",
          plan: null,
        }}
        payments={[
          {
            reference: REFERENCE,
            kind: "full",
            amount: 12_050,
            status: "succeeded",
            createdAt: "2026-11-27T09:00:00Z",
          },
        ]}
        paystack={{ channel: "card", paidAt: null, mode: "test", said: null, reviewReason: null, disputeNote: null }}
      />,
    );
    expect(screen.getByTestId("order-money").textContent).toBe("Paid$120.50Still held$100.00OwedNothing");
    expect(container.textContent).toContain("Full payment · $120.50");
    expect(container.textContent).not.toContain("₦");
  });

  it("its refund form asks US dollars, offers what is left in dollars and says the cap in dollars", () => {
    const { container } = render(
      <RefundsSection
        reference={REFERENCE}
        refunds={{
          available: true,
          formKey: "k",
          currency: "USD",
          standing: { paid: 12_050, refunded: 2_050, underWay: 0, kept: 10_000, refundable: 10_000 },
          payments: [{ reference: REFERENCE, label: `Full payment ${REFERENCE} (up to $100.00)`, refundable: 10_000 }],
          refunds: [],
        }}
      />,
    );
    expect(screen.getByLabelText("Amount (US dollars)")).toMatchObject({ value: "100.00", inputMode: "decimal" });
    expect(screen.getByTestId("refund-money").textContent).toBe("Paid$120.50Refunded$20.50Kept$100.00");
    expect(container.querySelector("#refund-amount-hint")?.textContent).toBe(
      "Up to $100.00 in all. The whole amount refunds everything; less is a partial refund. Type dollars and cents, like 120.50.",
    );
    expect(container.textContent).not.toContain("₦");
  });

  it("its store credit, move and cancel forms", () => {
    const credit = render(
      <CreditSection
        reference={REFERENCE}
        credit={{
          formKey: "k",
          currency: "USD",
          creditable: 10_000,
          issued: 2_050,
          now: "2026-11-27T10:00",
          checks: [],
          entries: [
            { last4: "AB12", label: "Issued", amount: 2_050, who: "owner", why: "Late", at: "2026-11-27T09:00:00Z" },
          ],
        }}
      />,
    ).container;
    expect(credit.textContent).toContain("Issued +$20.50 · code ending AB12");
    expect(screen.getByLabelText("Amount to turn into credit (US dollars)")).toMatchObject({ value: "100.00" });
    // Empty: the terms' 25% of whatever amount she types.
    expect(screen.getByLabelText("Handling fee (US dollars)")).toMatchObject({ value: "" });
    expect(credit.textContent).toContain("Up to $100.00:");
    cleanup();
    const move = render(
      <MoveSection
        reference={REFERENCE}
        move={{
          formKey: "k",
          currency: "USD",
          movable: 10_000,
          window: { ok: true, text: "" },
          targets: [{ reference: "HZL-X", due: 8_000, name: "Ada Obi", phone: "0803", address: "London", differs: [] }],
        }}
      />,
    ).container;
    expect(move.textContent).toContain("$100.00 of this order's payment may move");
    expect(move.textContent).toContain("HZL-X, asks $80.00");
    cleanup();
    const more = render(
      <MoreActions
        reference={REFERENCE}
        status="paid"
        pickup
        toMake={false}
        paid={12_050}
        currency="USD"
        mayCancelPaid
        mayMarkRefunded
      />,
    ).container;
    expect(more.querySelector("label[for=cancel-confirm]")?.textContent).toBe(
      "Yes, cancel the order that paid $120.50",
    );
    for (const c of [credit, move, more]) expect(c.textContent).not.toContain("₦");
  });
});
