import * as z from "zod/mini";
import type { DeliveryChoice } from "~/features/delivery";
import type { GiftForm } from "./gift";
import type { OrderLine } from "./order-request";
import type { Customer } from "~/features/orders";
import type { CheckoutQuote } from "./checkout-quote";

/** The shop's answer to POST /api/orders, declared once: the server's reply has this type. */
const placedOrderSchema = z.object({
  reference: z.string(),
  /** What Paystack is told: this payment's own reference (the order's, or the order's with -2, -3…). */
  paymentReference: z.string(),
  amountMinor: z.int().check(z.nonnegative()),
  currency: z.enum(["NGN", "USD"]),
  summary: z.string(),
  /** True in demo mode: the order is paid through the local test payment. */
  isTest: z.boolean(),
  /** What the payment popup offers (card, bank transfer, USSD, bank…). */
  channels: z.optional(z.array(z.string())),
});
export type PlacedOrder = z.output<typeof placedOrderSchema>;

const verifiedSchema = z.object({ reference: z.string(), status: z.string() });
/** A piece the shop could not hold for the order (a 409): what was asked, and whether none is left. */
const unavailableSchema = z.object({
  productId: z.number(),
  name: z.string(),
  size: z.string(),
  quantity: z.number(),
  soldOut: z.boolean(),
});
export type UnavailableLine = z.output<typeof unavailableSchema>;
/** The shop's figures for her checkout and codes (checkout-quote.ts). */
const money = z.int().check(z.nonnegative());
const quoteSchema = z.object({
  subtotal: money,
  discount: z.nullable(z.object({ code: z.string(), amount: money })),
  discountError: z.nullable(z.string()),
  credit: z.nullable(z.object({ label: z.string(), amount: money })),
  creditError: z.nullable(z.string()),
  orderTotal: money,
  total: money,
});
const errorSchema = z.object({
  error: z.string(),
  unavailable: z.optional(z.array(unavailableSchema)),
  pricesChanged: z.optional(z.boolean()),
  quote: z.optional(quoteSchema),
});

export class CheckoutApiError extends Error {
  constructor(
    message: string,
    /** The pieces no longer available, when that is why the order was refused. */
    readonly unavailable: readonly UnavailableLine[] = [],
    /** The shop's prices differ from the page's: it should ask for them again. */
    readonly pricesChanged = false,
    /** The shop's figures when the total changed or a code does not apply: the page shows them. */
    readonly quote: CheckoutQuote | null = null,
  ) {
    super(message);
  }
}

async function postJson<T>(
  url: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  fetchImpl: typeof fetch,
  form?: URLSearchParams,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
        Accept: "application/json",
      },
      body: form ?? JSON.stringify(body),
    });
  } catch {
    throw new CheckoutApiError("We could not reach the shop. Check your connection and try again.");
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorSchema.safeParse(json);
    throw new CheckoutApiError(
      error.success ? error.data.error : `The shop answered ${response.status}. Please try again.`,
      error.success ? error.data.unavailable : undefined,
      error.success ? error.data.pricesChanged : undefined,
      error.success ? error.data.quote : undefined,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CheckoutApiError("The shop's answer was not understood. Please try again.");
  return parsed.data;
}

/**
 * Stores the order on the shop's server, which prices it with its delivery and express; answers
 * its reference and amount in Paystack's subunit (kobo, or cents). No price leaves the browser, only the choices, and the items
 * total the page showed, which the shop checks against its own prices.
 */
export function createOrder(
  customer: Customer,
  lines: OrderLine[],
  choice: DeliveryChoice,
  itemsTotal: number,
  /** "deposit" for 75% now and the balance later; anything else pays in full. */
  payPlan: string,
  /** The gift's fields as typed, when she sends it to someone else. */
  gift: GiftForm | undefined,
  /**
   * The form as posted, for its codes as typed: a gift card or credit code (the shop decides what
   * it pays, amountMinor 0: all of it) and a discount code (the shop decides what it takes off).
   */
  posted: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<PlacedOrder> {
  const { method: delivery, area = "", express, neededBy } = choice;
  const code = (name: string) => String(posted.get(name) ?? "");
  const body = {
    ...{ customer, lines, delivery, area, express, neededBy, itemsTotal, payPlan, gift },
    // Abroad, her tick under the duties' note (server-written HTML: a plain field of the form).
    dutiesUnderstood: posted.has("dutiesUnderstood"),
    // Her tick for WhatsApp or SMS updates: a plain field of the form.
    messageUpdates: posted.has("messageUpdates"),
    creditCode: code("creditCode"),
    discountCode: code("discountCode"),
    // The courier's live offer she chose (a plain radio of the form), or none.
    courierOffer: code("courierOffer"),
    // The total the page showed: a different one is not charged (the shop answers its figures).
    ...(posted.has("shownTotal") ? { shownTotal: Number(code("shownTotal")) } : {}),
  };
  return postJson("/api/orders", body, placedOrderSchema, fetchImpl);
}

/** The checkout's form (its fields as they stand) priced by the shop with its codes; nothing is stored. */
export function quoteCheckout(form: FormData, fetchImpl: typeof fetch = fetch): Promise<CheckoutQuote> {
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  return postJson("/api/checkout/quote", undefined, quoteSchema, fetchImpl, fields);
}

/** Tells the shop the payment went through; the server asks Paystack and answers the order's status. */
export function reportPayment(reference: string, fetchImpl: typeof fetch = fetch) {
  return postJson(`/api/orders/${encodeURIComponent(reference)}/verify`, {}, verifiedSchema, fetchImpl);
}
