import type { Size } from "~/config/sizes";
import {
  anyValue,
  createExternalStore,
  onStoredChange,
  parseStored,
  readStored,
  STORAGE_KEYS,
  writeStored,
} from "~/features/storage";
import { cartReducer, emptyCart, type Cart, type CartAction } from "./cart";
import { cartCookie } from "./cart-cookie";
import { restoreCart, toStoredCart } from "./stored-cart";

/**
 * The cart as the islands read it. An empty stored cart is the server's snapshot to the letter, so
 * hydrating a page renders nothing a second time (useExternalStore compares them as data).
 */
export interface CartSnapshot {
  cart: Cart;
}

const serverSnapshot: CartSnapshot = Object.freeze({ cart: emptyCart });

/** Restores a stored value (already decoded), saying in the console what had to be dropped. */
function restore(raw: unknown): CartSnapshot {
  const { cart, problems } = restoreCart(raw);
  for (const problem of problems) console.warn(`Cart: ${problem}`);
  return { cart };
}

/** The browser's one cart: loaded from local storage, saved on every change, in step across tabs. */
export const cartStore = createExternalStore<CartSnapshot>({
  serverSnapshot,
  load: () => restore(readStored(STORAGE_KEYS.cart, anyValue, null)),
  start: (store) => {
    copyForServer(store.getSnapshot().cart);
    onStoredChange(STORAGE_KEYS.cart, (raw) => {
      store.set(restore(raw === null ? null : parseStored(STORAGE_KEYS.cart, raw, anyValue, null)));
    });
  },
});

/** The lines in a cookie too, so the server renders the cart and checkout with them (cart-cookie). */
function copyForServer(cart: Cart): void {
  document.cookie = cartCookie(cart, window.location.protocol === "https:");
}

export function dispatch(action: CartAction): void {
  const cart = cartReducer(cartStore.getSnapshot().cart, action);
  cartStore.set({ cart });
  writeStored(STORAGE_KEYS.cart, toStoredCart(cart));
  copyForServer(cart);
}

/** Adds a product in the chosen size; the same product and size add up. */
export function addItem(productId: number, options: { size: Size | ""; quantity: number }): void {
  dispatch({ type: "addItem", item: { productId, size: options.size }, quantity: options.quantity });
}

export function updateItemQuantity(lineId: string, quantity: number): void {
  dispatch({ type: "updateItemQuantity", id: lineId, quantity });
}

export function removeItem(lineId: string): void {
  dispatch({ type: "removeItem", id: lineId });
}

export function emptyTheCart(): void {
  dispatch({ type: "emptyCart" });
}
