// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { ServerCart, type CartLine, type ServerCartData } from "~/features/cart";
import { addDays, formatDay, lagosToday } from "~/lib/lagos-clock";
import type { Quote } from "~/features/delivery";
import { CHOICE_CLASS } from "./choice-class";
import PayPlanFields from "./pay-plan-fields";

afterEach(cleanup);

it("offers in full or a deposit as boxed choices, the same as the delivery ways", () => {
  const lines = [{ product: { madeToOrder: true, price: 100_000, listPrice: 100_000 } }] as unknown as CartLine[];
  const quote = { total: 100_000, promised: { readyBy: "2027-01-20" } } as unknown as Quote;
  render(<PayPlanFields lines={lines} quote={quote} />);
  const full = screen.getByRole("radio", { name: /Pay in full/ });
  const deposit = screen.getByRole("radio", { name: /Pay 75% now/ });
  expect(full).toHaveProperty("checked", true);
  for (const radio of [full, deposit]) expect(radio.closest("label")?.className).toBe(CHOICE_CLASS);
});

it("offers the plan of the cart's dearest piece with each part, its day and the fee, in naira only", () => {
  const lines = [
    { productId: 7, itemTotal: 100_000, product: { madeToOrder: true, price: 100_000, listPrice: 100_000 } },
  ] as unknown as CartLine[];
  const readyBy = addDays(lagosToday(), 60);
  const quote = { total: 100_000_00, promised: { readyBy } } as unknown as Quote;
  const plans = {
    7: { firstPercent: 40, parts: 2, anchor: "ready-by", fee: 5_000_00, cancel: { kind: "credit" } },
  } as const;
  const server = { serverCart: { items: [] }, facts: [], plans } as unknown as ServerCartData;
  const inCart = (currency: "NGN" | "USD") => (
    <ServerCart.Provider value={server}>
      <PayPlanFields lines={lines} quote={quote} currency={currency} />
    </ServerCart.Provider>
  );
  const { unmount } = render(inCart("NGN"));
  const plan = screen.getByRole("radio", { name: /^Pay small small: 2 parts, interest-free/ });
  expect(plan).toHaveProperty("value", "plan");
  expect(plan.closest("label")?.className).toBe(CHOICE_CLASS);
  const parts = screen.getByTestId("checkout-plan-parts");
  expect(parts.textContent).toContain("First part ₦45,000 today");
  expect(parts.textContent).toContain(`Second part ₦60,000 by ${formatDay(addDays(readyBy, -1))}`);
  expect(plan.closest("label")?.textContent).toContain("A plan fee of ₦5,000 is in the first part.");
  unmount();
  render(inCart("USD"));
  expect(screen.queryByRole("radio", { name: /Pay small small/ })).toBeNull();
});
