import { useEffect } from "react";
import { navigate } from "~/lib/navigation";
import { addRequestFrom } from "./add-from-address";
import { addItem } from "./cart-store";

/** On /cart?add=…: adds the line a product form sent before its script had loaded, once. */
export function useAddFromAddress() {
  useEffect(() => {
    const { search } = window.location;
    if (!search) return;
    const request = addRequestFrom(search);
    if (request) addItem(request.product, request);
    navigate("/cart", { replace: true });
  }, []);
}
