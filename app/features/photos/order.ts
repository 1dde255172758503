/** A product's photo ids in their order; the first is the cover. Each function returns the new order. */
export type PhotoOrder = readonly number[];

/** One place earlier ("up") or later ("down"); unchanged at either end or for an unknown id. */
export function moved(order: PhotoOrder, id: number, direction: "up" | "down"): number[] {
  const at = order.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}

/** The photo first, the others in their order after it. */
export function coverFirst(order: PhotoOrder, id: number): number[] {
  return order.includes(id) ? [id, ...order.filter((x) => x !== id)] : [...order];
}

export const sameOrder = (a: PhotoOrder, b: PhotoOrder) => a.length === b.length && a.every((x, i) => x === b[i]);
