import { formatMoney, money } from "~/features/currency";
import type { PlanTerms } from "~/features/pay-plans";

/** A collection's plan in one line of the owner's list: "40% first, 3 parts, ₦5,000 fee, store credit if cancelled". */
export function offeredPlanWords(terms: PlanTerms): string {
  const naira = (kobo: number) => formatMoney(money(kobo, "NGN"));
  const fee = terms.fee > 0 ? `${naira(terms.fee)} fee` : "no fee";
  const cancel =
    terms.cancel.kind === "credit"
      ? "store credit if cancelled"
      : `refund${terms.cancel.fee > 0 ? ` less ${naira(terms.cancel.fee)}` : ""} if cancelled`;
  return `${terms.firstPercent}% first, ${terms.parts} parts, ${fee}, ${cancel}`;
}
