import { PiecesTotal } from "~/features/currency";
import { LineImage, LineName, LineQuantity, lineLabel } from "./line-controls";
import { LinePrice, LineSale, RemoveButton, sizeText } from "./line-parts";
import type { CartLine } from "./priced-cart";
import { mayLeaveSizeOpen } from "~/features/stock";

/**
 * Beside a ready-to-wear line without a size (kept in a cart from before the product page asked
 * for one): the way back to its page.
 */
function LineSizeNeeded({ line }: { line: CartLine }) {
  if (line.size || mayLeaveSizeOpen(line.product)) return null;
  return (
    <p className="text-sm font-medium text-danger">
      Choose a size for the {line.product.name} on{" "}
      <a href={line.product.path ?? "/cart"} className="text-ink underline underline-offset-4 hover:text-hazel">
        its page
      </a>
      , then remove this line from your cart.
    </p>
  );
}

interface CartLinesProps {
  items: CartLine[];
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

const th = "label-caps pb-4 font-medium text-ink-soft";

/** The lines as a table, on wider screens. */
export function CartTable({ items, onQuantity, onRemove }: CartLinesProps) {
  return (
    <table className="hidden w-full border-collapse text-left md:table">
      <caption className="sr-only">Items in your cart</caption>
      <thead className="border-b border-line">
        <tr>
          <th scope="col" className={th}>
            Product
          </th>
          <th scope="col" className={th}>
            Price
          </th>
          <th scope="col" className={th}>
            Size
          </th>
          <th scope="col" className={th}>
            Quantity
          </th>
          <th scope="col" className={`${th} text-right`}>
            Total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {items.map((line) => (
          <tr key={line.id}>
            <th scope="row" className="py-6 pr-6 font-normal">
              <div className="flex items-center gap-6">
                <LineImage line={line} className="w-24 lg:w-28" />
                <div className="flex flex-col items-start gap-1">
                  <LineName line={line} />
                  <LineSale line={line} />
                  <RemoveButton line={line.id} label={lineLabel(line)} onRemove={() => onRemove(line)} />
                </div>
              </div>
            </th>
            <td className="py-6 pr-6">
              <LinePrice product={line.product} />
            </td>
            <td className="py-6 pr-6">
              {sizeText(line)}
              <LineSizeNeeded line={line} />
            </td>
            <td className="py-6 pr-6">
              <LineQuantity line={line} onChange={(q) => onQuantity(line, q)} />
            </td>
            <td className="py-6 text-right font-medium tabular-nums">
              <PiecesTotal pieces={[line]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lines as stacked cards, on phones. */
export function CartCards({ items, onQuantity, onRemove }: CartLinesProps) {
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line md:hidden" aria-label="Items in your cart">
      {items.map((line) => (
        <li key={line.id} className="flex gap-4 py-6">
          <LineImage line={line} className="w-28 shrink-0 self-start" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <LineName line={line} />
            <LineSale line={line} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-soft">Price</dt>
              <dd>
                <LinePrice product={line.product} />
              </dd>
              <dt className="text-ink-soft">Size</dt>
              <dd>
                {sizeText(line)}
                <LineSizeNeeded line={line} />
              </dd>
            </dl>
            <LineQuantity line={line} onChange={(q) => onQuantity(line, q)} />
            <div className="flex items-center justify-between gap-3">
              <RemoveButton line={line.id} label={lineLabel(line)} onRemove={() => onRemove(line)} />
              <p className="font-medium tabular-nums">
                <span className="sr-only">Total </span>
                <PiecesTotal pieces={[line]} />
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
