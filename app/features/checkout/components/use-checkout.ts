import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { usePricedCart } from "~/features/cart";
import { setCurrency } from "~/features/currency";
import type { PlacedOrder, UnavailableLine } from "../api-client";
import type { FlowText } from "../checkout-flow-text";
import { loadCheckoutParts, type CheckoutParts } from "../checkout-parts";
import type { RefusedCheckout } from "../checkout-form";
import type { CheckoutQuote } from "../checkout-quote";
import type { DollarTerms } from "~/features/dollars";
import { emptyCustomerForm, type CustomerErrors, type CustomerField, type CustomerForm } from "../customer";
import type { GiftErrors } from "../gift";
import { paystackLoader } from "../paystack-script";
import type { Phase, Status } from "../place-flow";
import type { AbroadFees, Schedule } from "~/features/delivery";
import { useDeliveryChoice } from "./use-delivery-choice";
import { forgetForm, keepForm, keptForm } from "../kept-form";

/** What the checkout says before its parts have loaded; the rest is in checkout-flow-text.ts. */
export const CHECKOUT_TEXT = {
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
  prices: { schedule: Schedule; abroad: AbroadFees | undefined; dollars?: DollarTerms },
  refused: RefusedCheckout | null = null,
) {
  const [phase, setPhase] = useState<Phase>("idle");
  // An order placed is paid at the prices it was placed at: the summary keeps them meanwhile.
  const { cart, priceChanges, repriceNow, emptyCart, removeItem } = usePricedCart(phase !== "idle");
  const [form, setForm] = useState<CustomerForm>(refused?.form ?? emptyCustomerForm);
  // The server's messages for a refused form, each gone once its field is changed.
  const [serverErrors, setServerErrors] = useState<CustomerErrors & GiftErrors>(refused?.errors ?? {});
  // The fields the shop's checks refused when she placed the order (a postcode's shape), each gone once changed.
  const [fieldErrors, setFieldErrors] = useState<CustomerErrors>({});
  // Abroad, her duties' box as she left it, and why the order needs it.
  const [dutiesTick, setDutiesTick] = useState<{ ticked: boolean; error?: string }>(
    refused?.duties ?? { ticked: false },
  );
  // A gift's fields are plain form fields (gift-fields.tsx), checked as the order is placed.
  const [giftErrors, setGiftErrors] = useState<GiftErrors>({});
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
  const delivery = useDeliveryChoice(cart.lines, form.country, form.state, prices, refused?.delivery, refused?.courier);
  // Priced in dollars for her address abroad: the header says $, and the shop's pages show her dollars.
  useEffect(() => {
    if (delivery.currency === "USD") setCurrency("usd");
  }, [delivery.currency]);
  // The shop's figures for her codes (Apply, or a refused order), good for the subtotal they were
  // priced at: the summary shows them while the page's own total is theirs.
  const [applied, setApplied] = useState<CheckoutQuote | null>(refused?.quote ?? null);
  const asked = useRef<number | null>(null);
  const codes = applied?.subtotal === delivery.quote.total ? applied : null;
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
  const errors = { ...(check ? (check.ok ? {} : check.errors) : serverErrors), ...fieldErrors, ...giftErrors };

  // With the script, what she typed survives a reload of this tab (kept-form.ts); a refused form's is the server's.
  useEffect(() => {
    if (!refused) setForm(keptForm(emptyCustomerForm));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, after hydration
  }, []);

  function change(field: CustomerField, value: string) {
    setServerErrors(({ [field]: _changed, ...others }) => others);
    setFieldErrors(({ [field]: _changed, ...others }) => others);
    setForm((f) => {
      const next = field === "country" ? { ...f, country: value, state: "" } : { ...f, [field]: value };
      keepForm(next);
      return next;
    });
  }

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Asks the shop for the figures of the form as it stands; the summary and the code fields follow. */
  async function applyCodes() {
    asked.current = delivery.quote.total;
    try {
      setApplied(await (await loadCheckoutParts()).quoteCheckout(new FormData(formRef.current ?? undefined)));
    } catch (error) {
      stop(error instanceof Error ? error.message : CHECKOUT_TEXT.partsError);
    }
  }

  // A code applied, then her delivery changed: the shop prices her codes again, once per total.
  const stale = applied !== null && !codes && Boolean(applied.discount || applied.credit);
  useEffect(() => {
    if (stale && asked.current !== delivery.quote.total) void applyCodes();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again only when the total moves
  }, [stale, delivery.quote.total]);

  async function complete(order: PlacedOrder, text: FlowText) {
    if (settled.current) return;
    settled.current = true;
    setPhase("confirming");
    setStatus({ tone: "info", text: text.confirming });
    try {
      await (await loadCheckoutParts()).reportPayment(order.paymentReference);
    } catch {
      // Paystack's webhook confirms the payment too; the order page shows where it stands.
    }
    emptyCart();
    setValidated(false);
    setForm(emptyCustomerForm);
    forgetForm();
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

  async function placeOrder() {
    if (phase !== "idle") return;
    const loaded = await loadCheckoutParts().catch(() => null);
    if (!loaded) return stop(CHECKOUT_TEXT.partsError);
    setParts(loaded);
    await loaded.placeCheckoutOrder({
      paystackKey,
      form,
      // Read before the form is disabled while the order is placed.
      posted: new FormData(formRef.current ?? undefined),
      cart,
      delivery,
      settled,
      setValidated,
      setGiftErrors,
      setFieldErrors,
      setDutiesError: (error: string) => setDutiesTick({ ticked: false, error }),
      setStatus,
      refused: () => setRefusals((n) => n + 1),
      stop,
      setPhase,
      setUnavailable,
      setTestOrder,
      setApplied,
      repriceNow,
      complete: (order, text) => void complete(order, text),
      onPaid,
    });
  }

  const testPayment = {
    order: testOrder,
    busy: phase === "confirming",
    // The test payment shows only once the order is placed, so the checkout's parts have loaded.
    pay: () => testOrder && parts && void complete(testOrder, parts.FLOW_TEXT),
    cancel: () => {
      if (settled.current || !testOrder || !parts) return;
      setTestOrder(null);
      stop(parts.FLOW_TEXT.cancelled);
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
    dutiesTick,
    tickDuties: (ticked: boolean) => setDutiesTick({ ticked }),
    /** The shop's figures for her codes while they hold, what the page shows she pays, and Apply. */
    codes,
    shownTotal: codes?.total ?? delivery.quote.total,
    codeErrors: (applied ?? refused ?? {}) as Partial<Pick<CheckoutQuote, "discountError" | "creditError">>,
    applyCodes: () => void applyCodes(),
  };
}
