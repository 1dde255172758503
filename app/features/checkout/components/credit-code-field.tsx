import { TextField } from "~/components/ui/field";

/**
 * The gift card or store credit code: a plain field the form posts (and the script reads as the
 * order is placed), with or without a script. The shop, never the page, decides what it pays.
 */
export function CreditCodeField({ code, error, disabled }: { code?: string; error?: string; disabled: boolean }) {
  return (
    <TextField
      name="creditCode"
      label="Gift card or credit code"
      hint="Optional: what it holds comes off this order, and what is left stays on the code."
      defaultValue={code}
      error={error}
      maxLength={40}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      disabled={disabled}
    />
  );
}
