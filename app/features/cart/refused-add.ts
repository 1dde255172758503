// An add the cart refused (a size its product does not allow), sent back to the product's page.
import type { AddRequest } from "./add-from-address";

/** The product form's hidden field naming the product of its page, where a refused add is sent back. */
export const PAGE_PARAM = "page";

/** The size error's id on the product page, where a refused add is pointed. */
export const SIZE_ERROR_ID = "size-error";

/** The parameter naming the product of an add the cart refused, on the page it was sent back to. */
export const REFUSED_PARAM = "refused";

/**
 * The address a refused add is sent back to: the product's page, naming the line (read again
 * there with `REFUSED_PARAM` as the key of `addRequestFrom`) and pointing at the size's error.
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
