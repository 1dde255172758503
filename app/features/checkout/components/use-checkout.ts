import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { usePricedCart } from "~/features/cart";
import type { PlacedOrder, UnavailableLine } from "../api-client";
import { cartProblem, orderLinesFromCart } from "../cart-order";
import { CHECKOUT_FORM_TEXT } from "../checkout-form-text";
import { loadCheckoutParts, type CheckoutParts } from "../checkout-parts";
import type { RefusedCheckout } from "../checkout-form";
import { emptyCustomerForm, type CustomerErrors, type CustomerField, type CustomerForm } from "../customer";
import { paystackLoader } from "../paystack-script";
import { useDeliveryChoice } from "./use-delivery-choice";
import { type Customer, paymentCustomFields } from "~/features/orders";

export type Phase = "idle" | "placing" | "paying" | "confirming";
export interface Status {
  tone: "info" | "error";
  text: string;
}

export const CHECKOUT_TEXT = {
  fixFields: CHECKOUT_FORM_TEXT.fixFields,
  placing: "Placing your order…",
  paying: "Complete the payment in the Paystack window.",
  confirming: "Confirming your payment…",
  closed:
    "The payment window was closed. Your order is saved and its pieces are held for you: press Place Order to pay for it now. If you sent a bank transfer or paid by USSD, we will email you once it is confirmed; otherwise nothing was charged.",
  cancelled: "The test payment was cancelled. Your cart is unchanged: place the order again when you are ready.",
  scriptError: "The secure Paystack payment window could not be loaded. Check your connection, then try again.",
  partsError: "The checkout could not load. Check your connection, then place the order again.",
} as const;

/**
 * The checkout's flow: validate the billing form, have the server store and price the order (or
 * continue this browser's unpaid one), take the payment under its own reference (Paystack, or the
 * test payment in demo mode), report it, then empty the cart, reset the form and hand the order's
 * reference to `onPaid` (which shows the order). When Paystack's script cannot load, the order is
 * placed all the same and `onPaid`'s page offers Paystack's own payment page and WhatsApp. A form
 * the server refused (posted without a script) starts with what she typed and its messages.
 */
export function useCheckout(
  paystackKey: string | null,
  onPaid: (reference: string) => void,
  refused: RefusedCheckout | null = null,
) {
  const [phase, setPhase] = useState<Phase>("idle");
  // An order placed is paid at the prices it was placed at: the summary keeps them meanwhile.
  const { cart, priceChanges, repriceNow, emptyCart, removeItem } = usePricedCart(phase !== "idle");
  const [form, setForm] = useState<CustomerForm>(refused?.form ?? emptyCustomerForm);
  // The server's messages for a refused form, each gone once its field is changed.
  const [serverErrors, setServerErrors] = useState<CustomerErrors>(refused?.errors ?? {});
  const [validated, setValidated] = useState(false);
  const [status, setStatus] = useState<Status | null>(
    refused ? { tone: refused.tone ?? "error", text: refused.message } : null,
  );
  const [testOrder, setTestOrder] = useState<PlacedOrder | null>(null);
  const [parts, setParts] = useState<CheckoutParts | null>(null);
  // The pieces the shop could not hold when it last refused the order, marked in the summary.
  const [unavailable, setUnavailable] = useState<readonly UnavailableLine[]>([]);
  // Counts refused attempts: each moves the focus to the first invalid field once it is rendered.
  const [refusals, setRefusals] = useState(0);
  const settled = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const delivery = useDeliveryChoice(cart.lines, form.country, form.state, refused?.delivery);
  const scriptState = useSyncExternalStore(
    paystackLoader.subscribe,
    paystackLoader.getState,
    () => "not-loaded" as const,
  );

  // Fetch the payment script early, so the window opens at once.
  useEffect(() => {
    if (paystackKey) paystackLoader.load().catch(() => {});
  }, [paystackKey]);

  // Messages show only after a first attempt; until then the form is not checked at all.
  const check = validated && parts ? parts.validateCustomer(form) : undefined;
  const errors = check ? (check.ok ? {} : check.errors) : serverErrors;

  function change(field: CustomerField, value: string) {
    setServerErrors(({ [field]: _changed, ...others }) => others);
    setForm((f) => (field === "country" ? { ...f, country: value, state: "" } : { ...f, [field]: value }));
  }

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function complete(order: PlacedOrder) {
    if (settled.current) return;
    settled.current = true;
    setPhase("confirming");
    setStatus({ tone: "info", text: CHECKOUT_TEXT.confirming });
    try {
      await (await loadCheckoutParts()).reportPayment(order.paymentReference);
    } catch {
      // Paystack's webhook confirms the payment too; the order page shows where it stands.
    }
    emptyCart();
    setValidated(false);
    setForm(emptyCustomerForm);
    delivery.reset();
    setTestOrder(null);
    setStatus(null);
    setPhase("idle");
    onPaid(order.reference);
  }

  function stop(text: string) {
    setPhase("idle");
    setStatus({ tone: "error", text });
  }

  function openPaystack(
    key: string,
    customer: Customer,
    order: PlacedOrder,
    pop: Awaited<ReturnType<typeof paystackLoader.load>>,
  ) {
    pop
      .setup({
        key,
        email: customer.email,
        amount: order.amountKobo,
        currency: "NGN",
        ref: order.paymentReference,
        ...(order.channels ? { channels: order.channels } : {}),
        metadata: { custom_fields: paymentCustomFields(customer, order.summary) },
        callback: () => void complete(order),
        onClose: () => {
          if (!settled.current) stop(CHECKOUT_TEXT.closed);
        },
      })
      .openIframe();
  }

  async function placeOrder() {
    if (phase !== "idle") return;
    const loaded = await loadCheckoutParts().catch(() => null);
    if (!loaded) return stop(CHECKOUT_TEXT.partsError);
    const { validateCustomer, createOrder, CheckoutApiError } = loaded;
    setParts(loaded);
    setValidated(true);
    const result = validateCustomer(form);
    if (!result.ok) {
      setStatus({ tone: "error", text: CHECKOUT_TEXT.fixFields });
      setRefusals((n) => n + 1);
      return;
    }
    const problem = cartProblem(cart);
    if (problem) return stop(problem);
    const neededBy = delivery.quote.neededBy;
    if (neededBy && !neededBy.ok && neededBy.reason === "past") {
      setRefusals((n) => n + 1);
      return stop(neededBy.message);
    }
    setPhase("placing");
    setStatus({ tone: "info", text: CHECKOUT_TEXT.placing });
    setUnavailable([]);
    settled.current = false;
    try {
      const pop = paystackKey ? await paystackLoader.load().catch(() => null) : null;
      // The pay plan's radios and the credit code (the page's own field, of this form by its
      // `form` attribute) are plain form fields, read as the form posts them.
      const posted = new FormData(formRef.current!);
      const payPlan = posted.get("payPlan") === "deposit" ? "deposit" : "full";
      const lines = orderLinesFromCart(cart.lines);
      const code = String(posted.get("creditCode") ?? "");
      const order = await createOrder(result.customer, lines, delivery.choice, cart.cartTotal, payPlan, code);
      // Paid by a gift card or store credit entirely: nothing for Paystack to take.
      if (!order.amountKobo) return void complete(order);
      // No payment window: the order's page offers Paystack's own payment page and WhatsApp.
      if (paystackKey && !pop && !order.isTest) return onPaid(order.reference);
      setPhase("paying");
      if (paystackKey && pop && !order.isTest) {
        setStatus({ tone: "info", text: CHECKOUT_TEXT.paying });
        openPaystack(paystackKey, result.customer, order, pop);
      } else {
        setStatus(null);
        setTestOrder(order);
      }
    } catch (error) {
      if (error instanceof CheckoutApiError) setUnavailable(error.unavailable);
      if (error instanceof CheckoutApiError && error.pricesChanged) repriceNow();
      stop(
        error instanceof CheckoutApiError
          ? `We could not place your order: ${error.message}`
          : "Something went wrong. Please try again.",
      );
    }
  }

  const testPayment = {
    order: testOrder,
    busy: phase === "confirming",
    pay: () => testOrder && void complete(testOrder),
    cancel: () => {
      if (settled.current || !testOrder) return;
      setTestOrder(null);
      stop(CHECKOUT_TEXT.cancelled);
    },
  };

  return {
    cart,
    removeItem,
    form,
    errors,
    delivery,
    phase,
    status,
    scriptState,
    formRef,
    change,
    placeOrder,
    retryScript: () => void paystackLoader.load().catch(() => {}),
    testPayment,
    unavailable,
    priceChanges,
  };
}
