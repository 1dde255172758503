// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { CartLine } from "~/features/cart";
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
