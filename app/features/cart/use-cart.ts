import { createContext, useContext, useMemo } from "react";
import { useExternalStore } from "~/features/storage";
import type { Cart } from "./cart";
import { addItem, cartStore, emptyTheCart, removeItem, updateItemQuantity } from "./cart-store";

const actions = { addItem, updateItemQuantity, removeItem, emptyCart: emptyTheCart };

/** The cart the server read from the cart cookie, for the page it renders; none in the browser. */
export const ServerCart = createContext<Cart | null>(null);

/** The shopper's cart and its actions. */
export function useCart() {
  const serverCart = useContext(ServerCart);
  const serverSnapshot = useMemo(() => (serverCart ? { cart: serverCart } : undefined), [serverCart]);
  const { cart } = useExternalStore(cartStore, serverSnapshot);
  return { cart, ...actions };
}
