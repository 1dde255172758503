import type { OrderItem } from "./order";
import { NO_SIZE } from "./summary";

/**
 * A catalogue piece ordered without a size (a made-to-order one): the atelier confirms her size or
 * takes her measurements. A gift card or a made-to-measure line has no size to settle.
 */
export function sizeLeftOpen(item: Pick<OrderItem, "size" | "giftCard" | "custom" | "appointment">): boolean {
  return item.size === "" && !item.giftCard && !item.custom && !item.appointment;
}

/** What her order page says of such a piece's size. */
export const SIZE_TO_CONFIRM = `${NO_SIZE} — we will confirm your size or take your measurements`;

/** The owner's words for it, after "Size" or "size" on her order page, the packing slip and the production sheet. */
const SIZE_TO_SETTLE = "not specified — confirm her size or take her measurements";

/** An item's size for the owner's pages: the size, SIZE_TO_SETTLE, or "" when it has none to settle. */
export function sizeForAtelier(item: Pick<OrderItem, "size" | "giftCard" | "custom" | "appointment">): string {
  return sizeLeftOpen(item) ? SIZE_TO_SETTLE : item.size;
}
