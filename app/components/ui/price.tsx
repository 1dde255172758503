interface PriceProps {
  /** The formatted price the shopper pays. */
  value: string;
  /** A formatted list price, shown struck through when the piece is discounted. */
  was?: string;
  className?: string;
}

export function Price({ value, was, className = "" }: PriceProps) {
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 tabular-nums ${className}`}>
      {was && (
        <s className="text-ink-soft">
          <span className="sr-only">Was </span>
          {was}
        </s>
      )}
      <span>
        {was && <span className="sr-only">Now </span>}
        {value}
      </span>
    </span>
  );
}
