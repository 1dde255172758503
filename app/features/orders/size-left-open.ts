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
const SIZE_TO_CONFIRM = `${NO_SIZE} — we will confirm your size or take your measurements`;

/** The owner's words for it, after "Size" or "size" on her order page, the packing slip and the production sheet. */
const SIZE_TO_SETTLE = "not specified — confirm her size or take her measurements";

/** A piece made to the measurements its line carries (a quote's, or an aso-ebi guest's), in the owner's words. */
const TO_HER_MEASUREMENTS = "made to her measurements";

/** An item's size for the owner's pages: the size, SIZE_TO_SETTLE, TO_HER_MEASUREMENTS, or "" when it has none to settle. */
export function sizeForAtelier(item: Pick<OrderItem, "size" | "giftCard" | "custom" | "appointment">): string {
  if (sizeLeftOpen(item)) return SIZE_TO_SETTLE;
  return !item.size && item.custom && item.custom.measurements.length > 0 ? TO_HER_MEASUREMENTS : item.size;
}

/** What her order page says of a piece's size: its size, SIZE_TO_CONFIRM, or that it is made to her measurements. */
export function sizeForShopper(item: Pick<OrderItem, "size" | "giftCard" | "custom" | "appointment">): string {
  if (item.size) return item.size;
  if (sizeLeftOpen(item)) return SIZE_TO_CONFIRM;
  return item.custom ? "Made to your measurements" : NO_SIZE;
}
