import { TextField } from "~/components/ui/field";

/** A code as she types it: no capitals forced by the phone, no spelling help, no browser memory. */
const codeInput = { maxLength: 40, autoComplete: "off", autoCapitalize: "characters", spellCheck: false } as const;

/**
 * The discount code and the gift card or store credit code: plain fields the form posts (and the
 * script reads as the order is placed), with or without a script. The shop, never the page,
 * decides what either takes off or pays.
 */
export function CreditCodeField({
  code,
  error,
  discountCode,
  discountError,
  disabled,
}: {
  code?: string;
  error?: string;
  discountCode?: string;
  discountError?: string;
  disabled: boolean;
}) {
  return (
    <>
      <TextField
        name="discountCode"
        label="Discount code"
        defaultValue={discountCode}
        error={discountError}
        disabled={disabled}
        {...codeInput}
      />
      <TextField
        name="creditCode"
        label="Gift card or credit code"
        hint="Optional: what it holds comes off this order, and what is left stays on the code."
        defaultValue={code}
        error={error}
        disabled={disabled}
        {...codeInput}
      />
    </>
  );
}
