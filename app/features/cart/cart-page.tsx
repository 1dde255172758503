import { island } from "~/lib/islands/island";
import { CartView } from "./cart-view";
import { useAddFromAddress } from "./use-add-from-address";
import { ServerCart } from "./use-cart";
import type { ServerCartData } from "./use-product-facts";

/**
 * The cart screen: first takes in a line a product form sent before its script had loaded.
 * The server renders it with the lines of the cart cookie and their products' facts.
 */
export function CartPage(props: ServerCartData) {
  useAddFromAddress((id) => props.facts.find((f) => f.id === id));
  return (
    <ServerCart.Provider value={props}>
      <CartView />
    </ServerCart.Provider>
  );
}

export const CartPageIsland = island("cart-page", CartPage);
