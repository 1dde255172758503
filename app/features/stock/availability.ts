import type { Size } from "~/features/catalogue";

/** A size with this many pieces or fewer left says how many. */
const FEW_LEFT = 3;

/** Pieces left of each counted size of a product; a size absent is not counted, so never sold out. */
export type StockCounts = Partial<Record<Size, number>>;

/** What a size shows the shopper. */
export type SizeAvailability = { kind: "available" } | { kind: "few"; left: number } | { kind: "sold-out" };

/** A size's availability from its pieces left; undefined (not counted: made to order, or not set) is available. */
export function sizeAvailability(left: number | undefined): SizeAvailability {
  if (left === undefined) return { kind: "available" };
  if (left <= 0) return { kind: "sold-out" };
  return left <= FEW_LEFT ? { kind: "few", left } : { kind: "available" };
}

/** The words beside a size: "sold out", "only 2 left", or nothing. */
export function availabilityText(availability: SizeAvailability): string | undefined {
  if (availability.kind === "sold-out") return "sold out";
  if (availability.kind === "few") return `only ${availability.left} left`;
  return undefined;
}

/**
 * Why adding `quantity` pieces of `size` to a cart that already holds `inCart` of them is refused,
 * in the shopper's words; undefined when it fits (or the size is not counted).
 */
export function addRefusal(size: Size, left: number | undefined, inCart: number, quantity: number): string | undefined {
  if (left === undefined || inCart + quantity <= left) return undefined;
  if (left <= 0) return `Size ${size} is sold out.`;
  const pieces = left === 1 ? "piece" : "pieces";
  if (inCart === 0) return `Only ${left} ${pieces} left in size ${size}.`;
  return `Only ${left} ${pieces} left in size ${size}, and your cart already holds ${inCart}.`;
}
