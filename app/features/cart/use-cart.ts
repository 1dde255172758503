import { useExternalStore } from "~/features/storage";
import { addItem, cartStore, emptyTheCart, removeItem, updateItemQuantity } from "./cart-store";

const actions = { addItem, updateItemQuantity, removeItem, emptyCart: emptyTheCart };

/** The shopper's cart and its actions. `ready` is false until the stored cart is loaded. */
export function useCart() {
  const { cart, ready } = useExternalStore(cartStore);
  return { cart, ready, ...actions };
}
