import { emptyCart } from "~/features/cart/cart";
import { cartCookie } from "~/features/cart/cart-cookie";
import { serverCartOf } from "~/features/cart/server-cart.server";
import { postedCheckout, type PostedCheckout, type RefusedCheckout } from "~/features/checkout/checkout-form";
import { CHECKOUT_FORM_TEXT } from "~/features/checkout/checkout-form-text";
import { emptyCustomerForm } from "~/features/checkout/customer";
import { postedDeliveryChoice } from "~/features/checkout/refused-delivery";
import { DELIVERY_OPTIONS_INTENT, DELIVERY_OPTIONS_TEXT } from "~/features/checkout/delivery-options";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { validateGift } from "~/features/checkout/gift-check";
import { loadRegions, regionsOf } from "~/features/checkout/regions";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { BodyError, readFormBody } from "../base/read-body.server";
import { openOrderHeaders, openOrderOf } from "./open-order-cookie.server";
import { placeOrder } from "./place-order.server";

/** A form of the checkout's fields is a few kB; anything larger is not the shop's form. */
const FORM_LIMIT = 16 * 1024;

export type CheckoutFormResult =
  /** Placed: the order's page, with the open-order cookie set and the cart cookie emptied. */
  { ok: true; reference: string; setCookies: string[] } | { ok: false; status: number; refused: RefusedCheckout };

/**
 * The checkout's form posted by a page without a script: the cart cookie's lines, the customer and
 * the delivery choice, placed exactly as POST /api/orders places them (place-order.server.ts). A
 * form with invalid fields is refused with each field's message before anything is stored.
 */
export async function placeFromForm(
  services: { env: Env; db: Db },
  request: Request,
  clientAddress: string | undefined,
): Promise<CheckoutFormResult> {
  let params: URLSearchParams;
  try {
    params = await readFormBody(request, FORM_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return {
      ok: false,
      status: error.status,
      refused: { form: emptyCustomerForm, errors: {}, message: error.message },
    };
  }
  await loadRegions();
  const { form, gift, body } = postedCheckout(params, serverCartOf(request), regionsOf);
  const creditCode = body.creditCode.trim();
  const discountCode = body.discountCode.trim();
  const refuse = (
    status: number,
    message: string,
    errors: RefusedCheckout["errors"] = {},
    codeErrors: { creditError?: string; discountError?: string } = {},
  ) =>
    ({
      ok: false,
      status,
      refused: {
        form,
        gift,
        errors,
        message,
        delivery: postedDeliveryChoice(body),
        ...(creditCode ? { creditCode } : {}),
        ...(discountCode ? { discountCode } : {}),
        ...codeErrors,
      },
    }) as const;
  const customer = validateCustomer(form);
  if (params.get("intent") === DELIVERY_OPTIONS_INTENT) return deliveryOptionsFor(form, gift, body, customer);
  const giftCheck = validateGift(gift);
  const errors = { ...(customer.ok ? {} : customer.errors), ...(giftCheck.ok ? {} : giftCheck.errors) };
  if (Object.keys(errors).length > 0) return refuse(400, CHECKOUT_FORM_TEXT.fixFields, errors);
  const result = await placeOrder(services, body, { clientAddress, open: openOrderOf(request) });
  if (result.ok) {
    const secure = services.env.SITE_URL.startsWith("https:");
    const opened = openOrderHeaders(services.env, result.opened)["Set-Cookie"];
    return {
      ok: true,
      reference: result.order.reference,
      // The order holds the pieces now: the cart is emptied, and the order page is where she pays.
      setCookies: [cartCookie(emptyCart, secure), ...(opened ? [opened] : [])],
    };
  }
  if ("limited" in result) return refuse(429, CHECKOUT_FORM_TEXT.tooMany);
  if ("credit" in result)
    return refuse(400, `${CHECKOUT_FORM_TEXT.refused} ${result.message}`, {}, { creditError: result.message });
  if ("discount" in result)
    return refuse(400, `${CHECKOUT_FORM_TEXT.refused} ${result.message}`, {}, { discountError: result.message });
  return refuse(
    "unavailable" in result || "pricesChanged" in result ? 409 : 400,
    `${CHECKOUT_FORM_TEXT.refused} ${result.message}`,
  );
}

/**
 * She only asked for the delivery ways to her place: the form comes back as she typed it, priced
 * for her country and state, with nothing placed or stored. Only the place's own messages show;
 * the fields she has not reached yet are not checked.
 */
function deliveryOptionsFor(
  form: PostedCheckout["form"],
  gift: PostedCheckout["gift"],
  body: PostedCheckout["body"],
  customer: ReturnType<typeof validateCustomer>,
): CheckoutFormResult {
  const errors: RefusedCheckout["errors"] = {};
  if (!customer.ok && customer.errors.country) errors.country = customer.errors.country;
  if (!customer.ok && customer.errors.state) errors.state = customer.errors.state;
  const known = !errors.country && !errors.state;
  return {
    ok: false,
    status: 200,
    refused: {
      form,
      gift,
      errors,
      message: known ? DELIVERY_OPTIONS_TEXT.shown(form.state) : DELIVERY_OPTIONS_TEXT.noPlace,
      tone: known ? "info" : "error",
      delivery: postedDeliveryChoice(body),
    },
  };
}
