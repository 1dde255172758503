import { useEffect } from "react";
import { navigate } from "~/lib/navigation";
import { addRequestFrom } from "./add-from-address";
import { addItem, cartStore, updateItemQuantity } from "./cart-store";
import { lineChangeFrom, SET_PARAM } from "./change-from-form";

/**
 * On /cart?added=…: adds the line a product form sent before its script had loaded (the server
 * added it to the cart cookie and sent the page here), once, when the page knows the product; on
 * /cart?set=…, the quantity a line's form set before the script ran (0: removed), if the stored
 * cart has that line.
 */
export function useAddFromAddress(sells: (id: number) => unknown) {
  useEffect(() => {
    const { search } = window.location;
    if (!search) return;
    const request = addRequestFrom(search, sells, "added");
    if (request) addItem(request.productId, request);
    const change = lineChangeFrom(new URLSearchParams(search), SET_PARAM);
    if (change && cartStore.getSnapshot().cart.items.some((l) => l.id === change.line))
      updateItemQuantity(change.line, change.quantity);
    navigate("/cart", { replace: true });
    // Once, on the page's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
