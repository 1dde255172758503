import type { Size } from "~/config/sizes";
import { mayLeaveSizeOpen, type SizedProduct } from "./size-open";

/** "S", "S or M", "S, M or L". */
function anyOf(sizes: readonly Size[]): string {
  if (sizes.length <= 1) return sizes.join("");
  return `${sizes.slice(0, -1).join(", ")} or ${sizes.at(-1)!}`;
}

/**
 * Why a line's size cannot be ordered, in one sentence naming the product and the sizes it comes
 * in: no size chosen on a ready-to-wear piece, or one the owner did not tick. Undefined when the
 * size is offered, or when none is named and the product may leave it open.
 */
export function sizeRefusal(product: SizedProduct, size: Size | ""): string | undefined {
  if (size === "" ? mayLeaveSizeOpen(product) : product.sizes.includes(size)) return undefined;
  if (product.sizes.length === 0) return `The ${product.name} comes in one size: order it without a size.`;
  const comesIn = `size ${anyOf(product.sizes)}`;
  if (size === "") return `Choose a size for the ${product.name}: it comes in ${comesIn}.`;
  return `The ${product.name} does not come in size ${size}: it comes in ${comesIn}.`;
}

const CHANGE_THE_LINE =
  "Remove the line from your cart and add it again from the product's page in one of its sizes; nothing was charged.";

/**
 * The sentences refusing an order's lines whose sizes their products do not offer, each product
 * and size named once; undefined when every line's size is offered. `find` is the catalogue's
 * lookup (a product it lacks is refused before this).
 */
export function offeredSizesRefusal(
  lines: readonly { productId: number; size: Size | "" }[],
  find: (id: number) => SizedProduct | undefined,
): string | undefined {
  const sentences = new Set<string>();
  for (const { productId, size } of lines) {
    const product = find(productId);
    const refusal = product && sizeRefusal(product, size);
    if (refusal) sentences.add(refusal);
  }
  return sentences.size > 0 ? `${[...sentences].join(" ")} ${CHANGE_THE_LINE}` : undefined;
}
