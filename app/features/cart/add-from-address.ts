import { isSize, type Size } from "~/config/sizes";
import { parseQuantity } from "./quantity";

export interface AddRequest {
  productId: number;
  size: Size | "";
  quantity: number;
}

/**
 * The product form also works before the page's script has loaded: it then submits to
 * /cart?add=<id>&size=<size>&quantity=<n>, and the cart adds that line once it loads. Only a
 * product `sells` knows is added (the server asks its catalogue, the browser the facts the
 * server gave the page); anything malformed is ignored. The server adds it to the cart cookie and
 * answers with /cart?added=…, the same line under `key` "added", which the browser's cart then
 * adds to its own stored cart once (the page without a script shows the cookie's cart as it is).
 */
export function addRequestFrom(
  search: string,
  sells: (id: number) => unknown,
  key: "add" | "added" | "refused" = "add",
): AddRequest | undefined {
  const params = new URLSearchParams(search);
  const productId = Number(params.get(key));
  const size = params.get("size") ?? "";
  const quantity = parseQuantity(params.get("quantity") ?? "1");
  if (!Number.isSafeInteger(productId) || productId < 1 || sells(productId) === undefined) return undefined;
  if ((size !== "" && !isSize(size)) || !quantity.ok) return undefined;
  return { productId, size, quantity: quantity.value };
}

/** The address the server sends an added line on to: a reload shows the cart, never adds again. */
export function addedAddress(add: AddRequest | undefined): string {
  if (!add) return "/cart";
  const params = new URLSearchParams({ added: String(add.productId), size: add.size, quantity: String(add.quantity) });
  return `/cart?${params}`;
}
