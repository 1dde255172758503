import type { Size } from "~/features/catalogue";

/** A size is low at this many pieces or fewer (the shop says "only N left"). */
const LOW_STOCK = 3;

export interface StockWarning {
  size: Size;
  left: number;
}

/** The offered sizes of a ready-to-wear piece that are sold out or low, in size order. */
export function stockWarnings(
  product: { sizes: readonly Size[]; madeToOrder: boolean },
  stock: Partial<Record<Size, number>> | undefined,
): StockWarning[] {
  if (product.madeToOrder || !stock) return [];
  return product.sizes.flatMap((size) => {
    const left = stock[size];
    return left !== undefined && left <= LOW_STOCK ? [{ size, left: Math.max(0, left) }] : [];
  });
}

/** "M sold out · L 2 left". */
export const warningText = (warnings: readonly StockWarning[]) =>
  warnings.map((w) => (w.left === 0 ? `${w.size} sold out` : `${w.size} ${w.left} left`)).join(" · ");
