import { useEffect } from "react";
import { navigate } from "~/lib/navigation";
import { addRequestFrom } from "./add-from-address";
import { addItem } from "./cart-store";

/**
 * On /cart?add=…: adds the line a product form sent before its script had loaded, once, when the
 * page knows the product (the server gave its facts, having added the same line).
 */
export function useAddFromAddress(sells: (id: number) => unknown) {
  useEffect(() => {
    const { search } = window.location;
    if (!search) return;
    const request = addRequestFrom(search, sells);
    if (request) addItem(request.productId, request);
    navigate("/cart", { replace: true });
    // Once, on the page's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
