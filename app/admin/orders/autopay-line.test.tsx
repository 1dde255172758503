// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { MoneySection } from "./money-section";

afterEach(cleanup);

it("the owner's order page says the part autopay missed, and why", () => {
  render(
    <MoneySection
      currency="NGN"
      orderStatus="in_production"
      money={{
        words: "Paid ₦360,000 of ₦900,000",
        paid: 36_000_000,
        kept: 36_000_000,
        owed: 54_000_000,
        dueDay: null,
        toReturn: 0,
        lines: [],
        orderUrl: "",
        whatsapp: null,
        chat: "",
        plan: null,
        autopay: ["Autopay missed part 2 (card declined)"],
      }}
      payments={[]}
      paystack={{ channel: "card", paidAt: null, mode: "test", said: null, reviewReason: null, disputeNote: null }}
    />,
  );
  expect(screen.getByRole("list", { name: "Autopay" }).textContent).toBe("Autopay missed part 2 (card declined)");
});
