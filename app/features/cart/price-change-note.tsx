import { DisplayPrice } from "~/features/currency";
import type { PriceChange } from "./price-changes";

function why(change: PriceChange): string {
  if (change.sale) return `: ${change.sale}`;
  if (change.endedSale) return `: ${change.endedSale} has ended`;
  return "";
}

/**
 * The prices that changed while the page was open (a sale started or ended): an alert, since the
 * shopper is about to pay; the lines and total already show the new ones.
 */
export default function PriceChangeNote({ changes }: { changes: readonly PriceChange[] }) {
  return (
    <div role="alert" className="flex flex-col gap-2 border-l-4 border-hazel bg-linen/60 p-4 text-sm">
      <p className="font-medium">Prices changed while this page was open:</p>
      <ul className="flex flex-col gap-1">
        {changes.map((change) => (
          <li key={change.productId} className="tabular-nums">
            {change.name} is now <DisplayPrice naira={change.to} /> (was <DisplayPrice naira={change.from} />)
            {why(change)}.
          </li>
        ))}
      </ul>
    </div>
  );
}
