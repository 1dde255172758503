import { isSize, type Size } from "~/config/sizes";
import { buildCart, emptyCart, lineId, type Cart, type CartEntry } from "./cart";

/** What is kept in local storage: the lines (product, size, quantity) and the metadata. */
export interface StoredCart {
  items: CartEntry[];
  metadata: Record<string, unknown>;
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A stored cart's outline: a list of lines and, optionally, the metadata object. */
function checkEnvelope(raw: unknown): Checked<{ items: unknown[]; metadata?: Record<string, unknown> }> {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return { ok: false, problem: "it has no list of items" };
  if (raw.metadata !== undefined && !isRecord(raw.metadata))
    return { ok: false, problem: "its metadata is not an object" };
  return { ok: true, value: { items: raw.items, metadata: raw.metadata } };
}

/** The only fields of a stored line that are read: which product, which size, how many. */
function checkLine(raw: unknown): Checked<{ productId: number; quantity: number; size: Size | "" }> {
  if (!isRecord(raw)) return { ok: false, problem: "it is not an object" };
  const { productId, quantity, size = "" } = raw;
  if (!Number.isSafeInteger(productId) || (productId as number) < 1)
    return { ok: false, problem: "productId is not a positive whole number" };
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1)
    return { ok: false, problem: "quantity is not a whole number of 1 or more" };
  if (size !== "" && !isSize(size))
    return { ok: false, problem: `size ${JSON.stringify(size)} is not one of the shop's sizes` };
  return { ok: true, value: { productId: productId as number, quantity: quantity as number, size: size as Size | "" } };
}

export function toStoredCart(cart: Cart): StoredCart {
  return { items: cart.items, metadata: cart.metadata };
}

/**
 * Rebuilds a cart from whatever was stored (docs/decisions/040-cart-lines-and-stored-cart.md): only
 * product, size and quantity of a line are read (a stored name or price is ignored: the server's
 * facts give them), malformed lines are dropped, the valid ones kept, lines of the same product
 * and size merged. It needs no catalogue: a product the shop no longer sells is kept, and shown
 * as no longer available. `problems` says what was dropped, for the console.
 */
export function restoreCart(raw: unknown): { cart: Cart; problems: string[] } {
  if (raw === null || raw === undefined) return { cart: emptyCart, problems: [] };
  const envelope = checkEnvelope(raw);
  if (!envelope.ok)
    return { cart: emptyCart, problems: [`the stored cart was not a cart, starting empty: ${envelope.problem}`] };
  const problems: string[] = [];
  const lines = new Map<string, CartEntry>();
  envelope.value.items.forEach((item, index) => {
    const line = checkLine(item);
    if (!line.ok) {
      problems.push(`line ${index + 1} was dropped: ${line.problem}`);
      return;
    }
    const { productId, quantity, size } = line.value;
    const id = lineId(productId, size);
    const quantityBefore = lines.get(id)?.quantity ?? 0;
    lines.set(id, { id, productId, size, quantity: quantityBefore + quantity });
  });
  return { cart: buildCart([...lines.values()], envelope.value.metadata ?? {}), problems };
}
