import { buttonClass } from "~/components/ui/button";
import type { LedgerCurrency } from "~/features/currency";
import { payOrderMessage, WhatsAppLink } from "~/features/whatsapp";

interface PayOrderProps {
  reference: string;
  /**
   * The pay button's words, naming what is due now and what the payment then charges ("Pay
   * ₦78,750 deposit", "Pay (test) ₦78,750"); null when nothing is due now.
   */
  button: string | null;
  /** Naira, or US dollars for a dollar order (its amount in cents). */
  currency?: LedgerCurrency;
  items: readonly { name: string; size: string; quantity: number }[];
  /** Demo mode: the labelled test payment instead of Paystack. */
  demo: boolean;
  /** Why the last attempt to start a payment failed, in words. */
  error: string | null;
}

/**
 * The ways to pay an unpaid order from its page, none of which needs a script: Paystack's own
 * payment page (a form the server answers with a redirect there), or the shop's WhatsApp with the
 * order's reference and pieces written in. In demo mode, the labelled test payment.
 */
export function PayOrder({ reference, button, currency = "NGN", items, demo, error }: PayOrderProps) {
  return (
    <section aria-labelledby="pay-heading" className="flex flex-col gap-4">
      <h2 id="pay-heading" className="text-3xl">
        Pay for your order
      </h2>
      {error && (
        <p role="alert" className="border border-danger/40 p-4 text-sm text-danger">
          {error}
        </p>
      )}
      {button && (
        <form method="post" className="flex flex-col gap-3">
          {demo ? (
            <>
              <p className="label-caps w-fit bg-gold/20 px-2 py-1 text-hazel-deep">Demo mode · no card is charged</p>
              <button
                type="submit"
                name="intent"
                value="test-pay"
                className={buttonClass("primary", "w-full sm:w-fit")}
              >
                {button}
              </button>
            </>
          ) : (
            <>
              <button type="submit" name="intent" value="pay" className={buttonClass("primary", "w-full sm:w-fit")}>
                {button}
              </button>
              <p className="text-sm text-ink-soft">
                You pay securely on Paystack&apos;s own page, in {currency === "USD" ? "US dollars" : "naira"}.
              </p>
            </>
          )}
        </form>
      )}
      <p className="text-sm text-ink-soft">Or pay with our help:</p>
      <WhatsAppLink message={payOrderMessage(reference, items)} />
    </section>
  );
}
