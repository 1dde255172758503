import { DisplayPrice } from "./display-price";

interface ProductPriceProps {
  /** Naira the shopper pays. */
  price: number;
  /** Naira list price; struck through when the piece sells below it. */
  originalPrice?: number;
  className?: string;
}

/** A product's price in the display currency, with its list price struck through when discounted. */
export function ProductPrice({ price, originalPrice, className = "" }: ProductPriceProps) {
  const discounted = originalPrice !== undefined && originalPrice > price;
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2.5 tabular-nums ${className}`}>
      {discounted && (
        <s className="text-ink-soft">
          <span className="sr-only">Was </span>
          <DisplayPrice naira={originalPrice} />
        </s>
      )}
      <span className={discounted ? "text-hazel-deep" : undefined}>
        {discounted && <span className="sr-only">Now </span>}
        <DisplayPrice naira={price} />
      </span>
    </span>
  );
}
