import { TextField } from "~/components/ui/field";
import { CHECKOUT_FORM_ID } from "./billing-form";

/**
 * The checkout's gift card or store credit code: rendered by the server beside the checkout's
 * island (no script of its own), and posted with the billing form through its `form` attribute,
 * with a script or without. The shop, never the page, decides what the code pays.
 */
export function CreditCodeField({ code = "", error }: { code?: string; error?: string }) {
  return (
    <section aria-labelledby="credit-code-heading" className="credit-code container-page pb-16">
      <div className="flex flex-col gap-3 border-t border-line pt-6 lg:w-7/12">
        <h2 id="credit-code-heading" className="text-2xl">
          Gift card or store credit
        </h2>
        <TextField
          form={CHECKOUT_FORM_ID}
          name="creditCode"
          label="Gift card or credit code"
          hint="Type it before you press Place Order: what it holds comes off this order, and what is left stays on the code."
          defaultValue={code}
          error={error}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
    </section>
  );
}
