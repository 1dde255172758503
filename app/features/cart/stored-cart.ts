import { isSize, productById, productImageKey, type Product, type Size } from "~/features/catalogue";
import { buildCart, emptyCart, lineId, type Cart, type CartLine } from "./cart";

/** What is kept in local storage: the lines (their prices are only informative) and the metadata. */
export interface StoredCart {
  items: CartLine[];
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

/** The only fields of a stored line that are trusted: which product, which size, how many. */
function checkLine(raw: unknown): Checked<{ productId: number; quantity: number; size: Size | ""; price: unknown }> {
  if (!isRecord(raw)) return { ok: false, problem: "it is not an object" };
  const { productId, quantity, size = "", price } = raw;
  if (!Number.isSafeInteger(productId) || (productId as number) < 1)
    return { ok: false, problem: "productId is not a positive whole number" };
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1)
    return { ok: false, problem: "quantity is not a whole number of 1 or more" };
  if (size !== "" && !isSize(size))
    return { ok: false, problem: `size ${JSON.stringify(size)} is not one of the shop's sizes` };
  return {
    ok: true,
    value: { productId: productId as number, quantity: quantity as number, size: size as Size | "", price },
  };
}

export function toStoredCart(cart: Cart): StoredCart {
  return { items: cart.items, metadata: cart.metadata };
}

/** A cart line of a catalogue product at its catalogue price. */
export function lineFor(product: Product, size: CartLine["size"], quantity: number): CartLine {
  return {
    id: lineId(product.id, size),
    productId: product.id,
    price: product.price,
    quantity,
    itemTotal: product.price * quantity,
    alt: product.alt,
    src: productImageKey(product, 1),
    originalPrice: product.originalPrice,
    size,
  };
}

/**
 * Rebuilds a cart from whatever was stored (docs/decisions/040-cart-lines-and-stored-cart.md):
 * every line is re-priced from the catalogue, lines of unknown products and malformed lines are
 * dropped, the valid ones kept.
 * `problems` says what was dropped or changed, for the console.
 */
export function restoreCart(
  raw: unknown,
  findProduct: (id: number) => Product | undefined = productById,
): { cart: Cart; problems: string[] } {
  if (raw === null || raw === undefined) return { cart: emptyCart, problems: [] };
  const envelope = checkEnvelope(raw);
  if (!envelope.ok)
    return { cart: emptyCart, problems: [`the stored cart was not a cart, starting empty: ${envelope.problem}`] };
  const problems: string[] = [];
  const lines = new Map<string, CartLine>();
  envelope.value.items.forEach((item, index) => {
    const line = checkLine(item);
    if (!line.ok) {
      problems.push(`line ${index + 1} was dropped: ${line.problem}`);
      return;
    }
    const { productId, quantity, size, price } = line.value;
    const product = findProduct(productId);
    if (!product) {
      problems.push(`line ${index + 1} was dropped: product ${productId} is not in the catalogue`);
      return;
    }
    if (price !== undefined && price !== product.price) {
      problems.push(`line ${index + 1} was re-priced from ${String(price)} to the catalogue's ${product.price}`);
    }
    const id = lineId(productId, size);
    const quantityBefore = lines.get(id)?.quantity ?? 0;
    lines.set(id, lineFor(product, size, quantityBefore + quantity));
  });
  return { cart: buildCart([...lines.values()], envelope.value.metadata ?? {}), problems };
}
