import { island } from "~/lib/islands/island";
import { buttonClass, type ButtonVariant } from "./button";

/** Opens the browser's print dialog (the size guide, the production sheet are made to be printed). */
export function PrintButton({ label, variant = "primary" }: { label: string; variant?: ButtonVariant }) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass(variant, "print:hidden")}>
      {label}
    </button>
  );
}

export const PrintButtonIsland = island("print-button", PrintButton);
