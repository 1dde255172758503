import { isSize, productById, type Product, type Size } from "~/features/catalogue";
import { parseQuantity } from "./quantity";

export interface AddRequest {
  product: Product;
  size: Size | "";
  quantity: number;
}

/**
 * The product form also works before the page's script has loaded: it then submits to
 * /cart?add=<id>&size=<size>&quantity=<n>, and the cart adds that line once it loads.
 * Anything malformed is ignored.
 */
export function addRequestFrom(search: string): AddRequest | undefined {
  const params = new URLSearchParams(search);
  const product = productById(Number(params.get("add")));
  const size = params.get("size") ?? "";
  const quantity = parseQuantity(params.get("quantity") ?? "1");
  if (!product || (size !== "" && !isSize(size)) || !quantity.ok) return undefined;
  return { product, size, quantity: quantity.value };
}
