import type { FactsLookup } from "~/features/catalogue";
import {
  needsArea,
  quoteOrder,
  type AbroadFees,
  type DeliveryOption,
  type IsoDate,
  type Schedule,
} from "~/features/delivery";
import { countryCode } from "./countries";
import type { OrderRequest } from "./order-request";
import { priceOrder, pricedInKobo } from "./pricing";
import { orderDelivery, type OrderDelivery, type OrderItem } from "~/features/orders";
import { pricedInDollars, type DollarTerms } from "~/features/dollars";
import { type LedgerCurrency } from "~/features/currency";

export interface PricedCheckout {
  items: OrderItem[];
  delivery: OrderDelivery;
  /** Items + delivery + express, in the currency's minor unit (kobo, or cents), as every line and fee. */
  total: number;
  /** What Paystack charges: the total, in the same unit. */
  amountMinor: number;
  /** NGN, or USD for an address abroad once the owner allows dollars: fixed on the order. */
  currency: LedgerCurrency;
}

/** What pricing reads of an order: its lines, the place (never who she is) and the delivery choice. */
export type PricedRequest = Pick<
  OrderRequest,
  "lines" | "area" | "delivery" | "express" | "neededBy" | "itemsTotal"
> & {
  customer: Pick<OrderRequest["customer"], "country" | "state">;
  /** The courier's offer she chose, as the shop found it again (courierOffer): her delivery's fee and days. */
  courier?: Pick<DeliveryOption, "label" | "fee" | "days">;
};

/** Why express is refused when the atelier's early weeks have no express place left. */
const EXPRESS_FULL =
  "express production is full for the coming days: our atelier has no express place left early enough. Choose standard production, or chat with us on WhatsApp.";

/** Why an order is refused when the page showed other prices than the shop's. */
export const PRICES_CHANGED =
  "The prices of your cart changed since this page was loaded (a sale started or ended). Check the new total and place your order again.";

/**
 * Prices a whole order from the catalogue's facts and the delivery settings, for an order placed
 * on `today` (West Africa Time). A delivery that does not serve the place, express with nothing
 * made to order, or a needed-by day that has passed is refused with a sentence saying so, and so is
 * an order whose page showed another items total (a sale started or ended since). Throws
 * for a product the catalogue lacks (parseOrderRequest refuses those first). `abroad` is the fee
 * of the order's parcel to each DHL zone (features/delivery/parcel.ts); a zone it cannot be priced
 * for refuses delivery abroad in its words. `dollars`: the owner's terms when the order is paid in
 * US dollars (features/dollars): every figure is then in cents, fixed on the order as placed.
 */
export function priceCheckout(
  order: PricedRequest,
  today: IsoDate,
  findProduct: FactsLookup,
  schedule: Schedule,
  abroad?: AbroadFees,
  dollars?: DollarTerms | null,
):
  | { ok: true; priced: PricedCheckout }
  | { ok: false; message: string }
  | { ok: false; message: string; pricesChanged: true } {
  const { items, total: itemsTotal } = priceOrder(order.lines, findProduct);
  if (order.itemsTotal !== undefined && order.itemsTotal !== itemsTotal)
    return { ok: false, message: PRICES_CHANGED, pricesChanged: true };
  const pieces = items.map((item) => ({
    lineTotal: item.lineTotal,
    madeToOrder: findProduct(item.productId)?.madeToOrder ?? false,
  }));
  const { country, state } = order.customer;
  const place = { countryCode: countryCode(country), state, area: order.area, abroad, courier: order.courier };
  const choice = { method: order.delivery, express: order.express, neededBy: order.neededBy };
  const quote = quoteOrder(pieces, place, choice, today, schedule);
  const { delivery } = quote;
  if (!delivery) {
    if (needsArea(place.countryCode, state) && order.area === "")
      return { ok: false, message: `area: choose your area of ${state} for a delivery, or pickup at the atelier.` };
    if (order.delivery === "abroad" && quote.abroadRefused)
      return { ok: false, message: `delivery: ${quote.abroadRefused}` };
    const offered = quote.options.map((o) => o.method).join(", ");
    const where = [order.area, state, country].filter(Boolean).join(", ");
    return { ok: false, message: `delivery: ${order.delivery} does not serve ${where}; choose ${offered}.` };
  }
  if (order.express && !quote.express) {
    if (quote.expressFull) return { ok: false, message: `express: ${EXPRESS_FULL}` };
    return { ok: false, message: "express: express production is for made-to-order pieces, and this order has none." };
  }
  if (quote.neededBy && !quote.neededBy.ok && quote.neededBy.reason === "past") {
    return { ok: false, message: `neededBy: ${quote.neededBy.message}` };
  }
  const inNaira = { items, delivery: orderDelivery({ ...quote, delivery }, order.neededBy), total: quote.total };
  if (!dollars) {
    const inKobo = pricedInKobo(inNaira);
    return { ok: true, priced: { ...inKobo, amountMinor: inKobo.total, currency: "NGN" } };
  }
  const inDollars = pricedInDollars(inNaira, dollars, findProduct);
  return { ok: true, priced: { ...inDollars, amountMinor: inDollars.total, currency: "USD" } };
}
