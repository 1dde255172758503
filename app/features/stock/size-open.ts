import type { Size } from "~/config/sizes";

/** What a line needs to know of its product to check its size: the catalogue's name, ticked sizes and kind. */
export interface SizedProduct {
  name: string;
  /** The sizes the owner offers, in the shop's size order. */
  sizes: readonly Size[];
  /** Made in the atelier after the order; otherwise ready to wear, its sizes counted pieces. */
  madeToOrder: boolean;
}

/**
 * Whether a line of the product may name no size: a made-to-order piece (the atelier confirms her
 * size or takes her measurements before cutting) or one that comes in one size. A ready-to-wear
 * piece must name the size to hold and send
 * (docs/decisions/272-made-to-order-may-leave-the-size-to-the-atelier.md).
 */
export function mayLeaveSizeOpen(product: SizedProduct): boolean {
  return product.madeToOrder || product.sizes.length === 0;
}
