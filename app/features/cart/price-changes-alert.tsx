import { lazy, Suspense } from "react";
import type { PriceChange } from "./price-changes";

// Prices change only while a page is open, never in its first render: the note's code loads then.
const PriceChangeNote = lazy(() => import("./price-change-note"));

/** The prices that changed while the page was open, once there are any (PriceChangeNote). */
export function PriceChangesAlert({ changes }: { changes: readonly PriceChange[] }) {
  return (
    changes.length > 0 && (
      <Suspense>
        <PriceChangeNote changes={changes} />
      </Suspense>
    )
  );
}
