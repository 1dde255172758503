import { OFFER_ID } from "~/features/couriers";
import { z } from "zod";
import { SIZES } from "~/config/sizes";
import { DELIVERY_METHODS, type DeliveryMethod, isHomeStateArea, isIsoDate } from "~/features/delivery";
import { customerSchema } from "./customer-schema";
import { validateGift } from "./gift-check";
import { offeredSizesRefusal, type SizedProduct } from "~/features/stock";
import { MAX_LINES, MAX_QUANTITY } from "./order-limits";
import { countryCode } from "./countries";
import { carrierAddressMessage } from "./postcodes";

// The server's full zod (with its English messages) checks this body; the browser only needs the limits.
export { MAX_LINES, MAX_QUANTITY };

/** The catalogue's product, undefined for one it does not sell: the server passes its own. */
type Sells = (id: number) => SizedProduct | undefined;

/** One cart line as the browser sends it: what and how many, never a price. */
const orderLineSchema = (sells: Sells) =>
  z.strictObject({
    productId: z
      .number({ error: "productId must be a number." })
      .int("productId must be a whole number.")
      .refine((id) => sells(id) !== undefined, { error: (i) => `There is no product ${String(i.input)}.` }),
    size: z.enum(["", ...SIZES], { error: `size must be one of ${SIZES.join(", ")} or empty.` }),
    quantity: z
      .number({ error: "quantity must be a number." })
      .int("quantity must be a positive whole number.")
      .min(1, "quantity must be a positive whole number.")
      .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}.`),
  });

export type OrderLine = z.output<ReturnType<typeof orderLineSchema>>;

/** The body of POST /api/orders. */
const orderRequestSchema = (sells: Sells) =>
  z.strictObject({
    customer: customerSchema,
    lines: z
      .array(orderLineSchema(sells), { error: "lines must be a list of cart lines." })
      .min(1, "The order has no items.")
      .max(MAX_LINES, `An order holds at most ${MAX_LINES} lines.`)
      // Equal lines are merged when the order is priced, so the cap holds for their sum.
      .refine((lines) => mergedQuantities(lines).every((q) => q <= MAX_QUANTITY), {
        error: `An order holds at most ${MAX_QUANTITY} pieces of one product in one size.`,
        when: (payload) => payload.issues.length === 0,
      }),
    // Pickup without express, as every order was before delivery was priced, when the body says nothing.
    delivery: z
      .enum(DELIVERY_METHODS as [DeliveryMethod, ...DeliveryMethod[]], {
        error: `delivery must be one of ${DELIVERY_METHODS.join(", ")}.`,
      })
      .default("pickup"),
    // In the atelier's state, the area she picked from the checkout's list: it, not the method
    // she sends, decides between the rider and the courier.
    area: z
      .string({ error: "area must be text." })
      .refine((a) => a === "" || isHomeStateArea(a), "area must be one of the areas the checkout lists, or empty.")
      .default(""),
    express: z.boolean({ error: "express must be true or false." }).default(false),
    // The courier's live offer she chose (features/couriers), found again by the shop; '' for the zone table.
    courierOffer: z
      .string({ error: "courierOffer must be text." })
      .refine((o) => o === "" || OFFER_ID.test(o), "courierOffer must be an offer the checkout showed, or empty.")
      .default(""),
    // Abroad: she ticked that she understands she pays duties and taxes on delivery (delivery/duties.ts).
    dutiesUnderstood: z.boolean({ error: "dutiesUnderstood must be true or false." }).default(false),
    // She ticked WhatsApp or SMS updates (unticked unless she does): kept as her consent.
    messageUpdates: z.boolean({ error: "messageUpdates must be true or false." }).default(false),
    neededBy: z
      .string({ error: "neededBy must be a date." })
      .refine((d) => d === "" || isIsoDate(d), "neededBy must be a date written YYYY-MM-DD, or empty.")
      .default(""),
    // A deposit now and the balance later, or the plan set on the cart's dearest piece (both offered
    // on made-to-order carts with nothing on sale), or all now.
    payPlan: z.enum(["full", "deposit", "plan"], { error: "payPlan must be full, deposit or plan." }).default("full"),
    // Sent to someone else: her name and phone and the card's message, each field as typed (gift.ts).
    // A gift sent at all is chosen, unless it says isGift: false.
    gift: z
      .strictObject(
        { isGift: z.boolean().optional(), giftName: z.string(), giftPhone: z.string(), giftMessage: z.string() },
        { error: "gift must hold giftName, giftPhone and giftMessage." },
      )
      .optional()
      .transform((form, ctx) => {
        if (!form) return null;
        const gift = validateGift({ ...form, isGift: form.isGift ?? true });
        if (gift.ok) return gift.gift;
        for (const message of Object.values(gift.errors)) ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }),
    // What the page showed for the items, whole naira: never a price, only a check that the
    // shopper saw the shop's prices (a sale may have started or ended since the page was loaded).
    // A gift card or store credit code as she typed it; the server decides what it pays.
    creditCode: z.string({ error: "creditCode must be text." }).max(80, "creditCode is too long.").default(""),
    // A discount code as she typed it; the server decides whether and how much it takes off.
    discountCode: z.string({ error: "discountCode must be text." }).max(80, "discountCode is too long.").default(""),
    // What the page showed she pays in all, whole naira: an order whose total differs is not
    // charged; the page shows the new total to place it again.
    shownTotal: z
      .number({ error: "shownTotal must be a number." })
      .int("shownTotal must be a whole number (kobo, or cents for an order in dollars).")
      .min(0, "shownTotal must be a whole number (kobo, or cents for an order in dollars).")
      .optional(),
    itemsTotal: z
      .number({ error: "itemsTotal must be a number." })
      .int("itemsTotal must be a whole number of naira.")
      .min(0, "itemsTotal must be a whole number of naira.")
      .optional(),
  });

/** One schema per catalogue lookup (the server has one), built on first use. */
const schemas = new WeakMap<Sells, ReturnType<typeof orderRequestSchema>>();

/** The quantity of each product and size, equal lines added together. */
function mergedQuantities(lines: readonly OrderLine[]): number[] {
  const sums = new Map<string, number>();
  for (const l of lines) sums.set(`${l.productId}:${l.size}`, (sums.get(`${l.productId}:${l.size}`) ?? 0) + l.quantity);
  return [...sums.values()];
}

export type OrderRequest = z.output<ReturnType<typeof orderRequestSchema>> & {
  /** The courier's offer of `courierOffer`, as the shop found it again (price-order.server.ts). */
  courier?: { label: string; fee: number; days: { min: number; max: number } };
};

/**
 * Parses a request body, its products and their sizes checked against `sells` (the server passes
 * its catalogue); on failure, one message naming every problem ('customer.email: …'), or the
 * sentences naming each product whose line has a size it does not come in (or none).
 */
export function parseOrderRequest(
  body: unknown,
  sells: Sells,
): { ok: true; order: OrderRequest } | { ok: false; message: string } {
  let schema = schemas.get(sells);
  if (!schema) schemas.set(sells, (schema = orderRequestSchema(sells)));
  const result = schema.safeParse(body);
  if (result.success) {
    const { customer } = result.data;
    const carrier = carrierAddressMessage(countryCode(customer.country), customer);
    if (carrier) return { ok: false, message: carrier };
    const sizes = offeredSizesRefusal(result.data.lines, sells);
    return sizes ? { ok: false, message: sizes } : { ok: true, order: result.data };
  }
  const problems = result.error.issues.map((i) => {
    const where = i.path.map(String).join(".");
    return where ? `${where}: ${i.message}` : i.message;
  });
  return { ok: false, message: [...new Set(problems)].join(" ") };
}
