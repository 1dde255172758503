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
  key: "add" | "added" | typeof REFUSED_PARAM = "add",
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

/** The product form's hidden field naming the product of its page, where a refused add is sent back. */
export const PAGE_PARAM = "page";

/** The size error's id on the product page, where a refused add is pointed. */
export const SIZE_ERROR_ID = "size-error";

/** The parameter naming the product of an add the cart refused, on the page it was sent back to. */
export const REFUSED_PARAM = "refused";

/**
 * The address a refused add is sent back to: the product's page, naming the line (read again
 * there with `REFUSED_PARAM` as the key) and pointing at the size's error.
 */
export function refusedAddress(pagePath: string, add: AddRequest): string {
  const params = new URLSearchParams({
    [REFUSED_PARAM]: String(add.productId),
    size: add.size,
    quantity: String(add.quantity),
  });
  return `${pagePath}?${params}#${SIZE_ERROR_ID}`;
}

/** Whether an address is a page sent back with a refused add: rendered for it, never served as kept. */
export function isRefusedAdd(url: string): boolean {
  const query = url.indexOf("?");
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has(REFUSED_PARAM);
}
