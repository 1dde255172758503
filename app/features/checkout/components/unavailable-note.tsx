import type { CartLine } from "~/features/cart";
import type { UnavailableLine } from "../api-client";

/**
 * Beside a line of the summary, after the shop refused the order: the size has sold out, or only a
 * few are left (the shop does not say how many). Gone once the line asks for fewer than it did.
 */
export default function UnavailableNote({
  line,
  unavailable,
}: {
  line: CartLine;
  unavailable: readonly UnavailableLine[];
}) {
  const refused = unavailable.find((u) => u.productId === line.productId && u.size === line.size);
  if (!refused || (!refused.soldOut && line.quantity < refused.quantity)) return null;
  return (
    <p className="text-sm font-medium text-danger">
      {refused.soldOut
        ? `Sold out in size ${refused.size}: remove it from your cart.`
        : `Only a few left in size ${refused.size}: lower the quantity in your cart.`}
    </p>
  );
}
