import { useRef, useState } from "react";
import { Link } from "~/lib/navigation";
import { buttonClass } from "~/components/ui/button";
import { CartCards, CartTable } from "./cart-lines";
import { CartSummary } from "./cart-summary";
import { PriceChangesAlert } from "./price-changes-alert";
import { lineLabel } from "./line-controls";
import type { CartLine, UnavailableLine } from "./priced-cart";
import { UnavailableLines, unavailableLabel } from "./unavailable-lines";
import { usePricedCart } from "./use-cart";

function CartEmpty() {
  return (
    <div className="flex flex-col items-center gap-5 py-16 text-center">
      <h2 className="text-3xl sm:text-4xl">Your Cart is Empty</h2>
      <p className="max-w-md text-ink-soft">You have no items in your shopping cart, start adding some!</p>
      <Link to="/naledi" className={buttonClass("primary", "mt-4")}>
        SHOP NOW
      </Link>
    </div>
  );
}

/** The cart page: heading, then the lines and subtotal, or the empty state. */
export function CartView() {
  const { cart, priceChanges, updateItemQuantity, removeItem } = usePricedCart();
  const [status, setStatus] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);

  function changeQuantity(line: CartLine, quantity: number) {
    updateItemQuantity(line.id, quantity);
    setStatus(`${lineLabel(line)}: quantity ${quantity}.`);
  }

  function remove(line: CartLine | UnavailableLine) {
    removeItem(line.id);
    setStatus(`${"product" in line ? lineLabel(line) : unavailableLabel(line)} was removed from your cart.`);
    headingRef.current?.focus();
  }

  return (
    <div className="container-page flex flex-col gap-10 py-12 sm:py-16">
      <h1 ref={headingRef} tabIndex={-1} className="text-4xl focus:outline-none sm:text-5xl">
        Cart
      </h1>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      <PriceChangesAlert changes={priceChanges} />
      {cart.isEmpty ? (
        <CartEmpty />
      ) : (
        <>
          {cart.lines.length > 0 && (
            <>
              <CartTable items={cart.lines} onQuantity={changeQuantity} onRemove={remove} />
              <CartCards items={cart.lines} onQuantity={changeQuantity} onRemove={remove} />
            </>
          )}
          {cart.unavailable.length > 0 && <UnavailableLines lines={cart.unavailable} onRemove={remove} />}
          <CartSummary lines={cart.lines} total={cart.cartTotal} />
        </>
      )}
    </div>
  );
}
