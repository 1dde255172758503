import { Button } from "~/components/ui/button";
import { controlClass, FieldShell } from "~/components/ui/field";
import { QUOTE_INTENT } from "../checkout-quote";

/** A code as she types it: no capitals forced by the phone, no spelling help, no browser memory. */
const codeInput = { maxLength: 40, autoComplete: "off", autoCapitalize: "characters", spellCheck: false } as const;

interface CodeProps {
  name: "discountCode" | "creditCode";
  label: string;
  hint?: string;
  typed?: string;
  error?: string | null;
  disabled: boolean;
  onApply: () => void;
}

/**
 * One code's field and its Apply button. Without a script Apply posts the form back to /checkout,
 * which shows it again priced with the code (checkout-form.server.ts); with it, the script asks
 * the shop for the figures and the summary follows.
 */
function CodeField({ name, label, hint, typed, error, disabled, onApply }: CodeProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} error={error ?? undefined}>
      {({ id, describedBy, invalid }) => (
        <div className="flex gap-2">
          <input
            id={id}
            name={name}
            defaultValue={typed}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={controlClass}
            {...codeInput}
          />
          <Button
            type="submit"
            variant="outline"
            name="intent"
            value={QUOTE_INTENT}
            disabled={disabled}
            onClick={(e) => {
              e.preventDefault();
              onApply();
            }}
            className="shrink-0 px-5"
          >
            Apply
          </Button>
        </div>
      )}
    </FieldShell>
  );
}

/**
 * The discount code and the gift card or store credit code: plain fields the form posts, each
 * with its Apply, with or without a script. The shop, never the page, decides what either takes
 * off or pays; a code it refuses says why beside its field.
 */
export function CreditCodeField({
  code,
  error,
  discountCode,
  discountError,
  disabled,
  onApply,
}: {
  code?: string;
  error?: string | null;
  discountCode?: string;
  discountError?: string | null;
  disabled: boolean;
  onApply: () => void;
}) {
  return (
    <>
      <CodeField
        name="discountCode"
        label="Discount code"
        typed={discountCode}
        error={discountError}
        disabled={disabled}
        onApply={onApply}
      />
      <CodeField
        name="creditCode"
        label="Gift card or credit code"
        hint="Optional: what it holds comes off this order, and what is left stays on the code."
        typed={code}
        error={error}
        disabled={disabled}
        onApply={onApply}
      />
    </>
  );
}
