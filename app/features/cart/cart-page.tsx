import { island } from "~/lib/islands/island";
import type { Cart } from "./cart";
import { CartView } from "./cart-view";
import { useAddFromAddress } from "./use-add-from-address";
import { ServerCart } from "./use-cart";

/**
 * The cart screen: first takes in a line a product form sent before its script had loaded.
 * The server renders it with the lines of the cart cookie.
 */
export function CartPage({ serverCart }: { serverCart: Cart }) {
  useAddFromAddress();
  return (
    <ServerCart.Provider value={serverCart}>
      <CartView />
    </ServerCart.Provider>
  );
}

export const CartPageIsland = island("cart-page", CartPage);
