import { Link } from "~/lib/navigation";
import { BagIcon } from "~/components/ui/icons";
import { useCart } from "./use-cart";

/** 'Cart', or 'Cart, 1 item' / 'Cart, 3 items'. */
export function cartLinkLabel(totalItems: number): string {
  if (totalItems <= 0) return "Cart";
  return `Cart, ${totalItems} ${totalItems === 1 ? "item" : "items"}`;
}

/**
 * The header's cart icon with the item count. The badge sits over the icon's corner, so it
 * takes no space of its own and nothing moves when it appears.
 */
export function CartLink() {
  const { cart } = useCart();
  const count = cart.totalItems;
  return (
    <Link to="/cart" className="relative grid size-11 place-items-center" aria-label={cartLinkLabel(count)}>
      <BagIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute right-0.5 top-1 grid h-5 min-w-5 place-items-center rounded-full bg-hazel px-1 text-[0.6875rem] font-semibold leading-none text-ivory tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
