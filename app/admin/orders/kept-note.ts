import type { OrderState } from "~/features/orders";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";

// The owner's word on an order whose shopper deleted her data while it was on its way
// (docs/decisions/292-kept-until-it-reaches-her.md): what it kept, why, and until when.

/** How an order left its way, as the note says it: "when it was delivered". */
const ENDED_WORDS: Partial<Record<OrderState, string>> = {
  delivered: "when it was delivered",
  collected: "when it was collected",
  cancelled: "when it was cancelled",
  refunded: "when it was refunded in full",
  expired: "when it expired unpaid",
};

const lagosDate = (at: Date) => formatDay(lagosDayOf(at));

/**
 * "Kept for delivery: she asked for her data to be erased on Friday 27 November 2026; erased when
 * delivered." and what stays until then; once erased, when and why.
 */
export function keptNote(
  kept: { askedAt: Date; erasedAt: Date | null; endedAs: OrderState | null },
  order: { pickup: boolean; gift: boolean },
): string {
  const asked = `she asked for her data to be erased on ${lagosDate(kept.askedAt)}`;
  const purpose = order.pickup ? "collection" : "delivery";
  if (kept.erasedAt) {
    const how = (kept.endedAs && ENDED_WORDS[kept.endedAs]) ?? "when it left its way to her";
    return `Erased on ${lagosDate(kept.erasedAt)}, ${how}: ${asked}, and her details were kept for ${purpose} until then.`;
  }
  const facts = order.pickup ? "Her name, phone and email" : "Her name, phone, email and delivery address";
  const recipient = order.gift ? ", and the recipient's name and phone," : "";
  return (
    `Kept for ${purpose}: ${asked}; erased when ${order.pickup ? "collected" : "delivered"}. ` +
    `${facts}${recipient} stay on this order until then; everything else of hers is erased.`
  );
}
