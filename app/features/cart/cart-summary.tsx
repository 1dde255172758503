import { Link } from "~/lib/navigation";
import { buttonClass } from "~/components/ui/button";
import { formatPrice, PiecesTotal, useCurrency, useOwnerDollars } from "~/features/currency";
import type { CartLine } from "./priced-cart";

/** Subtotal, the naira amount that will be paid, and the ways on. */
export function CartSummary({ lines, total }: { lines: readonly CartLine[]; total: number }) {
  const { currency } = useCurrency();
  const ownerDollars = useOwnerDollars();
  return (
    <section aria-label="Summary" className="flex flex-col gap-6 md:ml-auto md:w-96">
      <div className="flex items-baseline justify-between border-b border-line pb-4">
        <h2 className="label-caps font-sans text-ink">Subtotal</h2>
        <p className="text-2xl font-medium tabular-nums">
          <PiecesTotal pieces={lines} />
        </p>
      </div>
      {currency !== "ngn" && (
        <p className="-mt-3 text-sm text-ink-soft">
          {ownerDollars
            ? `With an address outside Nigeria you pay in US dollars, as shown; in Nigeria, ${formatPrice(total)} in naira.`
            : `Prices are shown in your chosen currency; you pay ${formatPrice(total)} in naira.`}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Link to="/" className={buttonClass("outline")}>
          Add To Cart
        </Link>
        <Link to="/checkout" className={buttonClass("primary")}>
          Checkout
        </Link>
      </div>
    </section>
  );
}
