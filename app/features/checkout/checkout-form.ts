import type { CourierOffer } from "~/features/couriers";
import type { DeliveryChoice } from "~/features/delivery";
import type { CheckoutQuote } from "./checkout-quote";
import { CUSTOMER_LIMITS, emptyCustomerForm, type CustomerErrors, type CustomerForm } from "./customer";
import type { GiftErrors, GiftForm } from "./gift";
import { giftFormOf } from "./gift-check";
import type { Region } from "./regions";

/**
 * The checkout's billing form as a page without a script posts it to /checkout: the customer's
 * fields, the delivery choice and the items total the page showed. The lines are the cart
 * cookie's, never the form's.
 */
export interface PostedCheckout {
  form: CustomerForm;
  gift: GiftForm;
  body: {
    customer: CustomerForm;
    lines: { productId: number; size: string; quantity: number }[];
    delivery: string;
    area: string;
    express: boolean;
    /** The courier's live offer she chose, or ''. */
    courierOffer: string;
    neededBy: string;
    dutiesUnderstood: boolean;
    messageUpdates: boolean;
    payPlan: string;
    gift?: GiftForm;
    /** A gift card or credit code, as typed (the page's field outside the form's island). */
    creditCode: string;
    /** A discount code, as typed. */
    discountCode: string;
    itemsTotal?: number;
    /** What the page showed she pays in all (checkout-quote.ts). */
    shownTotal?: number;
  };
}

/**
 * What the page shows again after a refused form: what she typed, each field's error, and why; or,
 * when she only asked for the delivery options (delivery-options.ts), the same with `tone: "info"`.
 */
export interface RefusedCheckout {
  form: CustomerForm;
  errors: CustomerErrors & GiftErrors;
  /** The gift's answer and fields as she left them. */
  gift?: GiftForm;
  message: string;
  /** "info" when nothing was refused: she asked for the delivery options. An error otherwise. */
  tone?: "info" | "error";
  /** The delivery choice posted with it (refused-delivery), shown again as she left it. */
  delivery?: DeliveryChoice;
  /** The gift card or credit code she typed, and why it could not pay (shown by its own field). */
  creditCode?: string;
  creditError?: string;
  /** The discount code she typed, and why it does not apply (shown by its own field). */
  discountCode?: string;
  discountError?: string;
  /** The shop's figures for her cart, delivery and codes, when it priced them (Apply, a changed total). */
  quote?: CheckoutQuote;
  /** Abroad: whether she ticked that she pays duties and taxes, and why the order needs the tick. */
  duties?: { ticked: boolean; error?: string };
  /** She ticked WhatsApp or SMS updates: ticked again as she left it. */
  messageUpdates?: boolean;
  /** The couriers' live offers for her address, when the shop asked for them, and the one she chose. */
  courier?: { offers: readonly CourierOffer[]; chosen: string };
}

/** A field's text, cut at the form's own limit (a longer one is refused by the order's checks anyway). */
const text = (params: URLSearchParams, name: string, limit = 1000) => (params.get(name) ?? "").slice(0, limit);

/**
 * A typed state as the country's region of that name, however it is capitalised or spaced (the
 * page without a script has a text field where the script shows a list); as typed otherwise.
 */
export function regionAsListed(typed: string, regions: readonly Region[] | undefined): string {
  const wanted = typed.trim().replace(/\s+/g, " ").toLowerCase();
  const plain = (name: string) => name.toLowerCase().replace(/ state$/, "");
  return regions?.find((r) => r.name.toLowerCase() === wanted || plain(r.name) === plain(wanted))?.name ?? typed;
}

/** The posted form read into the order's body, with the cart cookie's lines. */
export function postedCheckout(
  params: URLSearchParams,
  cart: { items: readonly { productId: number; size: string; quantity: number }[] },
  regionsOf: (country: string) => readonly Region[] | undefined,
): PostedCheckout {
  const form = { ...emptyCustomerForm };
  for (const field of Object.keys(CUSTOMER_LIMITS) as (keyof CustomerForm)[])
    form[field] = text(params, field, CUSTOMER_LIMITS[field] + 1);
  form.state = regionAsListed(form.state, regionsOf(form.country));
  const itemsTotal = Number(params.get("itemsTotal") ?? "");
  const shownTotal = Number(params.get("shownTotal") ?? "");
  const gift = giftFormOf(params);
  const isGift = gift.isGift === true;
  return {
    form,
    gift,
    body: {
      customer: form,
      lines: cart.items.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
      delivery: text(params, "delivery", 40) || "pickup",
      area: text(params, "area", 100),
      express: params.get("express") !== null,
      courierOffer: text(params, "courierOffer", 120),
      neededBy: text(params, "neededBy", 40),
      dutiesUnderstood: params.get("dutiesUnderstood") !== null,
      messageUpdates: params.get("messageUpdates") !== null,
      payPlan: text(params, "payPlan", 40) || "full",
      ...(isGift ? { gift } : {}),
      creditCode: text(params, "creditCode", 80),
      discountCode: text(params, "discountCode", 80),
      ...(params.has("itemsTotal") && Number.isSafeInteger(itemsTotal) ? { itemsTotal } : {}),
      ...(params.has("shownTotal") && Number.isSafeInteger(shownTotal) ? { shownTotal } : {}),
    },
  };
}
