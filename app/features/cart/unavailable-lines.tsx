import { RemoveButton, sizeText } from "./line-parts";
import type { UnavailableLine, Unpriced } from "./priced-cart";

const UNAVAILABLE_TEXT: Record<Unpriced, { name: string; detail: string }> = {
  gone: { name: "No longer available", detail: "This piece is no longer in our shop, so it cannot be ordered." },
  checking: { name: "Checking this piece…", detail: "It was added on another page; its price shows in a moment." },
  unchecked: {
    name: "Not loaded",
    detail: "This piece could not be loaded. Check your connection, then reload the page.",
  },
};

/** 'Piece no longer available (size M)': what the remove button and the status line call it. */
export function unavailableLabel(line: UnavailableLine): string {
  const what = { gone: "Piece no longer available", checking: "Piece being checked", unchecked: "Piece not loaded" };
  return line.size ? `${what[line.reason]} (size ${line.size})` : what[line.reason];
}

interface UnavailableLinesProps {
  lines: readonly UnavailableLine[];
  onRemove: (line: UnavailableLine) => void;
}

/** The lines the cart cannot price, apart from the others: what happened, their size and quantity, and Remove. */
export function UnavailableLines({ lines, onRemove }: UnavailableLinesProps) {
  return (
    <ul className="flex flex-col divide-y divide-line border-y border-line" aria-label="Pieces that cannot be ordered">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="label-caps text-sm text-ink">{UNAVAILABLE_TEXT[line.reason].name}</p>
            <p className="text-sm text-ink-soft">{UNAVAILABLE_TEXT[line.reason].detail}</p>
            <p className="text-sm text-ink-soft">
              Size: {sizeText(line)} · Quantity: {line.quantity}
            </p>
          </div>
          <RemoveButton line={line.id} label={unavailableLabel(line)} onRemove={() => onRemove(line)} />
        </li>
      ))}
    </ul>
  );
}
