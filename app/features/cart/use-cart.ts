import { createContext, useContext, useMemo } from "react";
import { useExternalStore } from "~/features/storage";
import { addItem, cartStore, emptyTheCart, removeItem, updateItemQuantity } from "./cart-store";
import { priceCart } from "./priced-cart";
import { useProductFacts, type ServerCartData } from "./use-product-facts";

const actions = { addItem, updateItemQuantity, removeItem, emptyCart: emptyTheCart };

/** The cart the server read from the cart cookie and its products' facts, for the page it renders; none in the browser's other pages. */
export const ServerCart = createContext<ServerCartData | null>(null);

/** The shopper's cart (product, size and quantity of each line) and its actions. */
export function useCart() {
  const server = useContext(ServerCart);
  const serverSnapshot = useMemo(() => (server ? { cart: server.serverCart } : undefined), [server]);
  const { cart } = useExternalStore(cartStore, serverSnapshot);
  return { cart, ...actions };
}

/**
 * The shopper's cart priced from the server's facts (inside ServerCart: the cart and checkout
 * pages), the prices that changed while the page was open (not asked again while `pricesHeld`),
 * and its actions.
 */
export function usePricedCart(pricesHeld = false) {
  const { cart, ...rest } = useCart();
  const { known, priceChanges, repriceNow } = useProductFacts(useContext(ServerCart), cart, pricesHeld);
  const priced = useMemo(() => priceCart(cart, known), [cart, known]);
  return { cart: priced, priceChanges, repriceNow, ...rest };
}
