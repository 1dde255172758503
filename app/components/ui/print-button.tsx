import { island } from "~/lib/islands/island";

/** Opens the browser's print dialog (the size guide is made to be printed). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center justify-center bg-ink px-7 py-3.5 label-caps text-ivory hover:bg-hazel-deep print:hidden"
    >
      {label}
    </button>
  );
}

export const PrintButtonIsland = island("print-button", PrintButton);
