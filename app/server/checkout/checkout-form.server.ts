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
import { carriedByCourier, offerLabel, type CourierOffer } from "~/features/couriers";
import { acceptOffer, checkoutOffers, offersAgain } from "../couriers/checkout-rates.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit } from "../base/rate-limit.server";

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
  const shownOffers = await offersAgain(services.db, body.courierOffer);
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
        ...(shownOffers.length > 0 ? { courier: { offers: shownOffers, chosen: body.courierOffer } } : {}),
        ...codeErrors,
      },
    }) as const;
  const customer = validateCustomer(form);
  const intent = params.get("intent");
  if (intent === DELIVERY_OPTIONS_INTENT || intent === QUOTE_INTENT) {
    // She asked for her delivery's prices: the couriers' offers for her address, the first chosen.
    const offers = await offersFor(services, posted, clientAddress);
    const chosen = offers.some((o) => o.id === body.courierOffer) ? body.courierOffer : (offers[0]?.id ?? "");
    const courier = offers.length > 0 ? { courier: { offers, chosen } } : {};
    if (intent === DELIVERY_OPTIONS_INTENT) {
      const shown = deliveryOptionsFor(form, gift, body, customer);
      return { ...shown, refused: { ...shown.refused, ...courier } };
    }
    const quoted = await quotePosted(
      services.db,
      { form, gift, body: { ...body, courierOffer: chosen } },
      request,
      clientAddress,
    );
    if (!quoted.ok) return { ...refuse(200, quoted.message), status: 200 };
    const { discountError, creditError } = quoted.quote;
    const fieldErrors = { ...(discountError ? { discountError } : {}), ...(creditError ? { creditError } : {}) };
    const shown = refuse(200, TOTALS_UPDATED, {}, fieldErrors);
    return { ...shown, refused: { ...shown.refused, tone: "info", quote: quoted.quote, ...courier } };
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
    ...(await chosenOffer(db, body, form)),
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
): Extract<CheckoutFormResult, { ok: false }> {
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

/** The courier's offer she chose, found again for her parcel, as pricing takes it; none else. */
async function chosenOffer(db: Db, body: PostedCheckout["body"], form: PostedCheckout["form"]) {
  if (!body.courierOffer || !carriedByCourier(postedDeliveryChoice(body).method)) return {};
  const offer = await acceptOffer(db, body.courierOffer, { customer: form, lines: body.lines as OrderLine[] });
  return offer ? { courier: { label: offerLabel(offer), fee: offer.fee, days: offer.days } } : {};
}

/** Rate asks one address may make in the window: a shopper typing her address, not a script. */
const RATES_LIMIT = { limit: 20, windowSeconds: 600 } as const;

/**
 * The couriers' live offers for the posted form's address and the cart cookie's lines, when its
 * delivery is a courier's within Nigeria and her address is typed; none otherwise (the zone table).
 */
export async function ratesFromForm(
  services: { env: Env; db: Db },
  request: Request,
  clientAddress: string | undefined,
): Promise<{ ok: true; offers: CourierOffer[] } | { ok: false; status: number; message: string }> {
  const read = await readPosted(request);
  if (!read.ok) return read;
  return { ok: true, offers: await offersFor(services, read.posted, clientAddress) };
}

/** The offers for a posted form, asked only for a courier's delivery to a typed address in Nigeria, within the limit. */
async function offersFor(
  services: { env: Env; db: Db },
  { form, body }: PostedCheckout,
  clientAddress: string | undefined,
): Promise<CourierOffer[]> {
  const { method } = postedDeliveryChoice(body);
  const typed = form.address.trim() && form.state.trim();
  if (!carriedByCourier(method) || form.country !== "Nigeria" || !typed || body.lines.length === 0) return [];
  const allowed = await hit(services.db, { key: addressLimitKey("courier-rates", clientAddress), ...RATES_LIMIT });
  if (!allowed.ok) return [];
  return checkoutOffers(services, { customer: form, lines: body.lines as OrderLine[] });
}
