import * as z from "zod/mini";
import { productById, productImageKey, SIZES, type Product } from "~/features/catalogue";
import { buildCart, emptyCart, lineId, type Cart, type CartLine } from "./cart";

/** What is kept in local storage: the lines (their prices are only informative) and the metadata. */
export interface StoredCart {
  items: CartLine[];
  metadata: Record<string, unknown>;
}

const storedEnvelope = z.object({
  items: z.array(z.unknown()),
  metadata: z.optional(z.record(z.string(), z.unknown())),
});

/** The only fields of a stored line that are trusted: which product, which size, how many. */
const storedLine = z.object({
  productId: z.int().check(z.positive()),
  quantity: z.int().check(z.minimum(1)),
  size: z._default(z.union([z.enum(SIZES), z.literal("")]), ""),
  price: z.optional(z.unknown()),
});

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
 * Rebuilds a cart from whatever was stored (decisions 3): every line is re-priced from the
 * catalogue, lines of unknown products and malformed lines are dropped, the valid ones kept.
 * `problems` says what was dropped or changed, for the console.
 */
export function restoreCart(
  raw: unknown,
  findProduct: (id: number) => Product | undefined = productById,
): { cart: Cart; problems: string[] } {
  if (raw === null || raw === undefined) return { cart: emptyCart, problems: [] };
  const envelope = storedEnvelope.safeParse(raw);
  if (!envelope.success) {
    return { cart: emptyCart, problems: [`the stored cart was not a cart, starting empty: ${z.prettifyError(envelope.error)}`] };
  }
  const problems: string[] = [];
  const lines = new Map<string, CartLine>();
  envelope.data.items.forEach((item, index) => {
    const parsed = storedLine.safeParse(item);
    if (!parsed.success) {
      problems.push(`line ${index + 1} was dropped: ${z.prettifyError(parsed.error)}`);
      return;
    }
    const { productId, quantity, size, price } = parsed.data;
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
  return { cart: buildCart([...lines.values()], envelope.data.metadata ?? {}), problems };
}
