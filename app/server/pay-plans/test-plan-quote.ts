import { createCustomerForm } from "~/features/checkout/test-fixtures";
import { nairaUnits } from "~/features/currency";
import type { QuoteInput } from "~/features/quotes";
import { addDays, lagosToday } from "~/lib/lagos-clock";

/** The 40/30/30 plan up to the event, cancelled for a refund less ₦20,000. */
export const REFUNDING_PLAN_TERMS: QuoteInput["planTerms"] = {
  firstPercent: 40,
  parts: 3,
  anchor: "event",
  fee: 0,
  cancel: { kind: "refund", fee: nairaUnits(20_000) },
};

/**
 * The bride: a ₦900,000 bespoke gown for an event 91 days on, on a 40/30/30 plan up to the
 * event, collected at the atelier; `change` adds pieces or sets other cancelling terms.
 */
export const gownPlanQuote = (email: string, change: Partial<QuoteInput> = {}): QuoteInput => ({
  customer: { ...createCustomerForm({ email }), address: "Pickup at the atelier" },
  lines: [],
  custom: [{ description: "Bespoke bridal gown", price: 900_000, eventDate: addDays(lagosToday(), 91) }],
  delivery: "pickup",
  area: "",
  payPlan: "plan",
  planTerms: { firstPercent: 40, parts: 3, anchor: "event", fee: 0, cancel: { kind: "credit" } },
  validDays: 7,
  fittingOn: "",
  finalFittingOn: "",
  notes: "",
  requestReference: "",
  ...change,
});
