import { Link } from "react-router";
import { BagIcon } from "~/components/ui/icons";

/** The header's cart icon; the item-count badge is added with the cart. */
export function CartLink() {
  return (
    <Link to="/cart" className="relative grid size-11 place-items-center" aria-label="Cart">
      <BagIcon />
    </Link>
  );
}
