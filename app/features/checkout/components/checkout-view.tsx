import { Link, navigate } from "~/lib/navigation";
import { Button, buttonClass } from "~/components/ui/button";
import { PriceChangesAlert, ServerCart, UnavailableLines, type ServerCartData } from "~/features/cart";
import type { AbroadFees, DutiesHtml, Schedule } from "~/features/delivery";
import type { RefusedCheckout } from "../checkout-form";
import { BillingForm } from "./billing-form";
import { DeliveryFields } from "./delivery-fields";
import { CreditCodeField } from "./credit-code-field";
import { OrderSummary } from "./order-summary";
import ServerPayPlanFields from "./pay-plan-fields";
import { DemoPayment } from "./demo-payment";
import { CHECKOUT_TEXT, useCheckout } from "./use-checkout";
import { island } from "~/lib/islands/island";
import type { DollarTerms } from "~/features/dollars";
import { lazy, Suspense } from "react";

// How she pays (with the plans' parts) is loaded apart from the page's script; the server renders it in place.
const PayPlanFields = import.meta.env.SSR ? ServerPayPlanFields : lazy(() => import("./pay-plan-fields"));

function EmptyCheckout() {
  return (
    <div className="flex flex-col items-center gap-5 py-16 text-center">
      <h2 className="text-3xl sm:text-4xl">Your cart is empty</h2>
      <p className="max-w-md text-ink-soft">
        There is nothing to pay for yet. Add a piece or two to your cart, then come back here.
      </p>
      <Link to="/collections" className={buttonClass("primary", "mt-4")}>
        Back to the shop
      </Link>
    </div>
  );
}

/** The checkout: billing form on the left, order summary on the right, the 'Place Order' payment button. */
/** The Paystack key, a refused form's figures, and the atelier's promise for the cart (from the queue). */
interface ScreenProps {
  paystackKey: string | null;
  refused: RefusedCheckout | null;
  schedule: Schedule;
  /** The cart's parcel priced to each zone abroad (absent: the zones' flat fees). */
  abroad?: AbroadFees;
  /** The owner's dollar terms for the cart's pieces, once she allows dollars abroad. */
  dollars?: DollarTerms;
  /** Abroad, the duties' words for each regime (sent with the page, not in its script). */
  duties?: DutiesHtml;
  /** Signed in, her past addresses to choose from: HTML the server wrote (sent with the page, not in its script). */
  addresses?: string;
}

function CheckoutScreen({ paystackKey, refused, schedule, abroad, dollars, duties, addresses }: ScreenProps) {
  const toOrder = (reference: string) => navigate(`/order/${reference}`);
  const c = useCheckout(paystackKey, toOrder, { schedule, abroad, dollars }, refused);
  const busy = c.phase !== "idle";
  return (
    <div className="container-page flex flex-col gap-10 py-12 sm:py-16">
      <h1 className="text-4xl sm:text-5xl">Checkout</h1>
      {c.cart.isEmpty ? (
        <EmptyCheckout />
      ) : (
        <div className="grid items-start gap-10 lg:grid-cols-12 lg:gap-16">
          <div className="flex flex-col gap-6 lg:sticky lg:top-8 lg:order-2 lg:col-span-5">
            <PriceChangesAlert changes={c.priceChanges} />
            <OrderSummary
              items={c.cart.lines}
              totalItems={c.cart.totalItems}
              quote={c.delivery.quote}
              placeKnown={c.delivery.placeKnown}
              unavailable={c.unavailable}
              codes={c.codes}
              abroad={!!c.delivery.countryCode && c.delivery.countryCode !== "NG"}
              dollars={c.delivery.currency === "USD" ? dollars : undefined}
            />
            {c.cart.unavailable.length > 0 && (
              <UnavailableLines lines={c.cart.unavailable} onRemove={(line) => c.removeItem(line.id)} />
            )}
          </div>
          <div className="lg:order-1 lg:col-span-7">
            {addresses && <div dangerouslySetInnerHTML={{ __html: addresses }} />}
            <BillingForm
              form={c.form}
              errors={c.errors}
              gift={refused?.gift}
              updates={refused?.messageUpdates}
              refusal={
                // The server's refusal, until she tries again.
                refused && refused.tone !== "info" && c.status?.text === refused.message
                  ? { message: refused.message, duties: c.dutiesTick.error }
                  : undefined
              }
              disabled={busy}
              formRef={c.formRef}
              onChange={c.change}
              onSubmit={c.placeOrder}
            >
              <DeliveryFields
                delivery={c.delivery}
                duties={duties}
                dutiesTick={c.dutiesTick}
                onDutiesTick={c.tickDuties}
                disabled={busy}
                formRef={c.formRef}
              />
              <CreditCodeField
                code={refused?.creditCode}
                error={c.codeErrors.creditError}
                discountCode={refused?.discountCode}
                discountError={c.codeErrors.discountError}
                disabled={busy}
                onApply={c.applyCodes}
              />
              <Suspense>
                <PayPlanFields
                  lines={c.cart.lines}
                  quote={c.delivery.quote}
                  codes={c.codes}
                  currency={c.delivery.currency}
                />
              </Suspense>
              {/* The items total and the total the page showed, checked against the shop's figures. */}
              <input type="hidden" name="itemsTotal" value={c.cart.cartTotal} />
              <input type="hidden" name="shownTotal" value={c.shownTotal} />
              <div className="flex flex-col gap-4 border-t border-line pt-6">
                <Button
                  type="submit"
                  className="w-full sm:w-auto sm:self-start"
                  disabled={busy}
                  aria-describedby="checkout-status"
                >
                  Place Order
                </Button>
                <p
                  id="checkout-status"
                  role="status"
                  aria-live="polite"
                  className={`min-h-6 text-sm ${c.status?.tone === "error" ? "text-danger" : "text-ink-soft"}`}
                >
                  {c.status?.text ??
                    (paystackKey
                      ? `You pay securely with Paystack, in ${c.delivery.currency === "USD" ? "US dollars" : "naira"}.`
                      : "Demo mode: you will see a test payment, and no card is charged.")}
                </p>
                {paystackKey && c.scriptState === "error" && c.phase === "idle" && (
                  <div role="alert" className="flex flex-wrap items-center gap-3 border border-danger/40 p-4 text-sm">
                    <p className="flex-1 text-danger">{CHECKOUT_TEXT.scriptError}</p>
                    <Button variant="outline" onClick={c.retryScript}>
                      Try again
                    </Button>
                  </div>
                )}
              </div>
            </BillingForm>
          </div>
        </div>
      )}
      <DemoPayment
        order={c.testPayment.order}
        busy={c.testPayment.busy}
        onPay={c.testPayment.pay}
        onCancel={c.testPayment.cancel}
      />
    </div>
  );
}

/**
 * The checkout; the server renders it with the lines of the cart cookie and their products' facts,
 * and after a refused form posted without a script, with that form.
 */
export function CheckoutView({
  paystackKey,
  refused = null,
  schedule,
  abroad,
  dollars,
  duties,
  addresses,
  ...server
}: Omit<ScreenProps, "refused"> & { refused?: RefusedCheckout | null } & ServerCartData) {
  return (
    <ServerCart.Provider value={server}>
      <CheckoutScreen
        paystackKey={paystackKey}
        refused={refused}
        schedule={schedule}
        abroad={abroad}
        dollars={dollars}
        duties={duties}
        addresses={addresses}
      />
    </ServerCart.Provider>
  );
}

export const CheckoutViewIsland = island("checkout-view", CheckoutView);
