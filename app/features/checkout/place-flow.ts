import type { PricedCart } from "~/features/cart";
import type { DeliveryChoice, Quote } from "~/features/delivery";
import { type Customer, paymentCustomFields } from "~/features/orders";
import { CheckoutApiError, createOrder, type PlacedOrder, type UnavailableLine } from "./api-client";
import { orderLinesFromCart, cartProblem } from "./cart-order";
import { FLOW_TEXT, type FlowText } from "./checkout-flow-text";
import type { CheckoutQuote } from "./checkout-quote";
import type { CustomerErrors, CustomerForm } from "./customer";
import { namedFieldError } from "./named-field-error";
import { DUTIES_UNTICKED } from "~/features/delivery";
import { validateCustomer } from "./customer-schema";
import type { GiftErrors } from "./gift";
import { giftFormOf, validateGift } from "./gift-check";
import { paystackLoader } from "./paystack-script";

export type Phase = "idle" | "placing" | "paying" | "confirming";
export interface Status {
  tone: "info" | "error";
  text: string;
}

/** What placing the order reads of the checkout, and how it tells the page. */
export interface PlaceContext {
  paystackKey: string | null;
  form: CustomerForm;
  /** The form as posted: the gift's fields, the pay plan, the codes and the total shown. */
  posted: FormData;
  cart: Pick<PricedCart, "lines" | "unavailable" | "cartTotal">;
  delivery: { quote: Quote; choice: DeliveryChoice };
  settled: { current: boolean };
  setValidated: (validated: boolean) => void;
  setGiftErrors: (errors: GiftErrors) => void;
  /** A field the shop's checks refused, in words beside it. */
  setFieldErrors: (errors: CustomerErrors) => void;
  /** Abroad, why the order needs her duties' box ticked, beside it. */
  setDutiesError: (error: string) => void;
  setStatus: (status: Status | null) => void;
  /** Moves the focus to the first field in error once rendered. */
  refused: () => void;
  stop: (text: string) => void;
  setPhase: (phase: Phase) => void;
  setUnavailable: (lines: readonly UnavailableLine[]) => void;
  setTestOrder: (order: PlacedOrder) => void;
  /** The shop's figures when it refused a code or the total changed. */
  setApplied: (quote: CheckoutQuote) => void;
  repriceNow: () => void;
  complete: (order: PlacedOrder, text: FlowText) => void;
  onPaid: (reference: string) => void;
}

function openPaystack(
  c: PlaceContext,
  key: string,
  customer: Customer,
  order: PlacedOrder,
  pop: Awaited<ReturnType<typeof paystackLoader.load>>,
) {
  pop
    .setup({
      key,
      email: customer.email,
      amount: order.amountMinor,
      currency: order.currency,
      ref: order.paymentReference,
      ...(order.channels ? { channels: order.channels } : {}),
      metadata: { custom_fields: paymentCustomFields(customer, order.summary) },
      callback: () => c.complete(order, FLOW_TEXT),
      onClose: () => {
        if (!c.settled.current) c.stop(FLOW_TEXT.closed);
      },
    })
    .openIframe();
}

/**
 * Places the order as the page stands, loaded with the form's checks when she starts on the form
 * (checkout-parts.ts), never with the page: validate the billing form and the gift, have the shop
 * store and price it (or refuse it, with its figures), then take the payment through Paystack or
 * the test payment; a code or gift card paying all of it asks Paystack for nothing.
 */
export async function placeCheckoutOrder(c: PlaceContext) {
  const text = FLOW_TEXT;
  c.setValidated(true);
  const result = validateCustomer(c.form);
  const giftForm = giftFormOf(c.posted);
  const gift = validateGift(giftForm);
  c.setGiftErrors(gift.ok ? {} : gift.errors);
  if (!result.ok || !gift.ok) {
    c.setStatus({ tone: "error", text: text.fixFields });
    return c.refused();
  }
  const problem = cartProblem(c.cart);
  if (problem) return c.stop(problem);
  const neededBy = c.delivery.quote.neededBy;
  if (neededBy && !neededBy.ok && neededBy.reason === "past") {
    c.refused();
    return c.stop(neededBy.message);
  }
  if (c.delivery.choice.method === "abroad" && !c.posted.has("dutiesUnderstood")) {
    c.setDutiesError(DUTIES_UNTICKED);
    c.setStatus({ tone: "error", text: text.fixFields });
    return c.refused();
  }
  c.setPhase("placing");
  c.setStatus({ tone: "info", text: text.placing });
  c.setUnavailable([]);
  c.settled.current = false;
  const { paystackKey } = c;
  try {
    const pop = paystackKey ? await paystackLoader.load().catch(() => null) : null;
    const payPlan = String(c.posted.get("payPlan") ?? "full");
    const order = await createOrder(
      result.customer,
      orderLinesFromCart(c.cart.lines),
      c.delivery.choice,
      c.cart.cartTotal,
      payPlan,
      gift.gift ? giftForm : undefined,
      c.posted,
    );
    // Paid by a gift card or store credit entirely: nothing for Paystack to take.
    if (!order.amountMinor) return c.complete(order, text);
    // No payment window: the order's page offers Paystack's own payment page and WhatsApp.
    if (paystackKey && !pop && !order.isTest) return c.onPaid(order.reference);
    c.setPhase("paying");
    if (paystackKey && pop && !order.isTest) {
      c.setStatus({ tone: "info", text: text.paying });
      openPaystack(c, paystackKey, result.customer, order, pop);
    } else {
      c.setStatus(null);
      c.setTestOrder(order);
    }
  } catch (error) {
    const named = error instanceof CheckoutApiError ? namedFieldError(error.message) : null;
    if (named) {
      if (named.field === "dutiesUnderstood") c.setDutiesError(named.words);
      else c.setFieldErrors({ [named.field]: named.words });
      c.refused();
      return c.stop(text.fixFields);
    }
    if (error instanceof CheckoutApiError) {
      c.setUnavailable(error.unavailable);
      if (error.quote) c.setApplied(error.quote);
      if (error.pricesChanged) c.repriceNow();
    }
    c.stop(
      error instanceof CheckoutApiError
        ? `We could not place your order: ${error.message}`
        : "Something went wrong. Please try again.",
    );
  }
}
