import { usePieces } from "./use-currency";

interface ProductPriceProps {
  /** The product's id: the owner may have given it a dollar price of its own. */
  id: number;
  /** Naira the shopper pays. */
  price: number;
  /** Naira list price; struck through when the piece sells below it. */
  originalPrice?: number;
  /** Whether a sale is in force (a sale brings the owner's own dollar price down with it). */
  sale?: boolean;
  className?: string;
}

/**
 * A product's price as the shopper sees it (shownPieces: the owner's dollar price, or the display
 * currency), with its list price struck through when discounted.
 */
export function ProductPrice({ id, price, originalPrice, sale, className = "" }: ProductPriceProps) {
  const discounted = originalPrice !== undefined && originalPrice > price;
  const shown = usePieces([{ product: { id, price, listPrice: originalPrice ?? price, sale }, quantity: 1 }]);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2.5 tabular-nums ${className}`}>
      {discounted && (
        <s className="text-ink-soft">
          <span className="sr-only">Was </span>
          {shown.list}
        </s>
      )}
      <span className={discounted ? "text-hazel-deep" : undefined}>
        {discounted && <span className="sr-only">Now </span>}
        {shown.price}
      </span>
    </span>
  );
}
