import * as z from "zod/mini";
import type { DeliveryChoice } from "~/features/delivery";
import type { GiftForm } from "./gift";
import type { OrderLine } from "./order-request";
import type { Customer } from "~/features/orders";

/** The shop's answer to POST /api/orders, declared once: the server's reply has this type. */
const placedOrderSchema = z.object({
  reference: z.string(),
  /** What Paystack is told: this payment's own reference (the order's, or the order's with -2, -3…). */
  paymentReference: z.string(),
  amountKobo: z.int().check(z.nonnegative()),
  currency: z.literal("NGN"),
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
const errorSchema = z.object({
  error: z.string(),
  unavailable: z.optional(z.array(unavailableSchema)),
  pricesChanged: z.optional(z.boolean()),
});

export class CheckoutApiError extends Error {
  constructor(
    message: string,
    /** The pieces no longer available, when that is why the order was refused. */
    readonly unavailable: readonly UnavailableLine[] = [],
    /** The shop's prices differ from the page's: it should ask for them again. */
    readonly pricesChanged = false,
  ) {
    super(message);
  }
}

async function postJson<T>(url: string, body: unknown, schema: z.ZodMiniType<T>, fetchImpl: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
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
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CheckoutApiError("The shop's answer was not understood. Please try again.");
  return parsed.data;
}

/**
 * Stores the order on the shop's server, which prices it with its delivery and express; answers
 * its reference and amount in kobo. No price leaves the browser, only the choices, and the items
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
   * it pays, amountKobo 0: all of it) and a discount code (the shop decides what it takes off).
   */
  posted: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<PlacedOrder> {
  const { method: delivery, area = "", express, neededBy } = choice;
  const code = (name: string) => String(posted.get(name) ?? "");
  const body = {
    ...{ customer, lines, delivery, area, express, neededBy, itemsTotal, payPlan, gift },
    creditCode: code("creditCode"),
    discountCode: code("discountCode"),
  };
  return postJson("/api/orders", body, placedOrderSchema, fetchImpl);
}

/** Tells the shop the payment went through; the server asks Paystack and answers the order's status. */
export function reportPayment(reference: string, fetchImpl: typeof fetch = fetch) {
  return postJson(`/api/orders/${encodeURIComponent(reference)}/verify`, {}, verifiedSchema, fetchImpl);
}
