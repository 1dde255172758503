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
import { namedFieldError } from "~/features/checkout/named-field-error";
import { loadRegions, regionsOf } from "~/features/checkout/regions";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { BodyError, readFormBody } from "../base/read-body.server";
import { openOrderHeaders, openOrderOf } from "./open-order-cookie.server";
import { placeOrder } from "./place-order.server";
import { isOpenOrderOf } from "./open-order.server";
import { quoteForShopper } from "./quote-checkout.server";
import { QUOTE_INTENT, TOTALS_UPDATED, type CheckoutQuote } from "~/features/checkout/checkout-quote";
import type { OrderLine } from "~/features/checkout/order-request";
import type { PricedRequest } from "~/features/checkout/price-checkout";
import { isHomeStateArea } from "~/features/delivery";

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
  const read = await readPosted(request);
  if (!read.ok) {
    const { status, message } = read;
    return { ok: false, status, refused: { form: emptyCustomerForm, errors: {}, message } };
  }
  const { params, posted } = read;
  const { form, gift, body } = posted;
  const creditCode = body.creditCode.trim();
  const discountCode = body.discountCode.trim();
  const refuse = (
    status: number,
    message: string,
    { dutiesError, ...errors }: RefusedCheckout["errors"] & { dutiesError?: string } = {},
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
        duties: { ticked: body.dutiesUnderstood, ...(dutiesError ? { error: dutiesError } : {}) },
        ...(body.messageUpdates ? { messageUpdates: true } : {}),
        ...(creditCode ? { creditCode } : {}),
        ...(discountCode ? { discountCode } : {}),
        ...codeErrors,
      },
    }) as const;
  const customer = validateCustomer(form);
  if (params.get("intent") === DELIVERY_OPTIONS_INTENT) return deliveryOptionsFor(form, gift, body, customer);
  if (params.get("intent") === QUOTE_INTENT) {
    const quoted = await quotePosted(services.db, posted, request, clientAddress);
    if (!quoted.ok) return { ...refuse(200, quoted.message), status: 200 };
    const { discountError, creditError } = quoted.quote;
    const fieldErrors = { ...(discountError ? { discountError } : {}), ...(creditError ? { creditError } : {}) };
    const shown = refuse(200, TOTALS_UPDATED, {}, fieldErrors);
    return { ...shown, refused: { ...shown.refused, tone: "info", quote: quoted.quote } };
  }
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
  // The page shows the shop's figures again: without a refused code, or the total that changed.
  const quoted = (refused: CheckoutFormResult) =>
    "quote" in result && result.quote && !refused.ok
      ? { ...refused, refused: { ...refused.refused, quote: result.quote } }
      : refused;
  if ("totalChanged" in result) return quoted(refuse(409, result.message));
  if ("credit" in result)
    return quoted(refuse(400, `${CHECKOUT_FORM_TEXT.refused} ${result.message}`, {}, { creditError: result.message }));
  if ("discount" in result)
    return quoted(
      refuse(400, `${CHECKOUT_FORM_TEXT.refused} ${result.message}`, {}, { discountError: result.message }),
    );
  // A refusal of one field (a postcode not of her country's shape, the duties' tick): its words beside it.
  const named = namedFieldError(result.message);
  if (named)
    return refuse(
      400,
      CHECKOUT_FORM_TEXT.fixFields,
      named.field === "dutiesUnderstood" ? { dutiesError: named.words } : { [named.field]: named.words },
    );
  return refuse(
    "unavailable" in result || "pricesChanged" in result ? 409 : 400,
    `${CHECKOUT_FORM_TEXT.refused} ${result.message}`,
  );
}

/** The checkout's form as posted, read with the cart cookie's lines; or why it could not be read. */
async function readPosted(
  request: Request,
): Promise<
  { ok: true; params: URLSearchParams; posted: PostedCheckout } | { ok: false; status: number; message: string }
> {
  let params: URLSearchParams;
  try {
    params = await readFormBody(request, FORM_LIMIT);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return { ok: false, status: error.status, message: error.message };
  }
  await loadRegions();
  return { ok: true, params, posted: postedCheckout(params, serverCartOf(request), regionsOf) };
}

/** The posted form priced whole with its codes (quote-checkout.server.ts), nothing stored. */
async function quotePosted(
  db: Db,
  { form, body }: PostedCheckout,
  request: Request,
  clientAddress: string | undefined,
) {
  const choice = postedDeliveryChoice(body);
  // Her items at the shop's prices now (no itemsTotal): the page is shown again with them.
  const order = {
    customer: form,
    lines: body.lines as OrderLine[],
    delivery: choice.method,
    area: isHomeStateArea(choice.area ?? "") ? (choice.area as PricedRequest["area"]) : "",
    express: choice.express,
    neededBy: choice.neededBy,
  };
  const open = openOrderOf(request);
  const codes = {
    discountCode: body.discountCode,
    creditCode: body.creditCode,
    email: form.email,
    now: new Date(),
    replacing: open && (await isOpenOrderOf(db, open)) ? open.reference : undefined,
  };
  return quoteForShopper(db, order, codes, clientAddress);
}

/**
 * The checkout's form posted by the page's script when she applies a code (or her delivery
 * changes after one applied): the shop's figures, nothing stored; a form that cannot be read or
 * priced, why in words.
 */
export async function quoteFromForm(
  db: Db,
  request: Request,
  clientAddress: string | undefined,
): Promise<{ ok: true; quote: CheckoutQuote } | { ok: false; status: number; message: string }> {
  const read = await readPosted(request);
  if (!read.ok) return read;
  const quoted = await quotePosted(db, read.posted, request, clientAddress);
  return quoted.ok ? { ok: true, quote: quoted.quote } : { ok: false, status: 400, message: quoted.message };
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
      duties: { ticked: body.dutiesUnderstood },
      ...(body.messageUpdates ? { messageUpdates: true } : {}),
      // Her codes as she typed them, for the next Apply or Place Order.
      ...(body.creditCode.trim() ? { creditCode: body.creditCode.trim() } : {}),
      ...(body.discountCode.trim() ? { discountCode: body.discountCode.trim() } : {}),
    },
  };
}
