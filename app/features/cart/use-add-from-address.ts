import { useEffect } from "react";
import { navigate } from "~/lib/navigation";
import { addRequestFrom } from "./add-from-address";
import { addItem } from "./cart-store";

/**
 * On /cart?added=…: adds the line a product form sent before its script had loaded (the server
 * added it to the cart cookie and sent the page here), once, when the page knows the product.
 */
export function useAddFromAddress(sells: (id: number) => unknown) {
  useEffect(() => {
    const { search } = window.location;
    if (!search) return;
    const request = addRequestFrom(search, sells, "added");
    if (request) addItem(request.productId, request);
    navigate("/cart", { replace: true });
    // Once, on the page's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
