import type { CartLine } from "~/features/cart";
import type { UnavailableLine } from "../api-client";

/**
 * Beside a line of the summary, after the shop refused the order: the size has sold out, or how
 * many are left. Gone once the line asks for no more than are left.
 */
export function UnavailableNote({ line, unavailable }: { line: CartLine; unavailable: readonly UnavailableLine[] }) {
  const refused = unavailable.find((u) => u.productId === line.productId && u.size === line.size);
  if (!refused || line.quantity <= refused.available) return null;
  return (
    <p className="text-sm font-medium text-danger">
      {refused.available <= 0
        ? `Sold out in size ${refused.size}: remove it from your cart.`
        : `Only ${refused.available} left in size ${refused.size}: lower the quantity in your cart.`}
    </p>
  );
}
