import { ledgerMoney, type LedgerCurrency } from "~/features/currency";
import { formatDay } from "~/lib/lagos-clock";
import { EXPRESS_LABEL, type DeliveryMethod, type IsoDate, type Quote } from "~/features/delivery";

/** How an order reaches the shopper, what it cost and when it was promised, as the order keeps it. */
export interface OrderDelivery {
  method: DeliveryMethod;
  zone: string;
  label: string;
  /** Whole naira, or whole cents on a dollar order (the order's currency). */
  fee: number;
  express: boolean;
  /** In the order's currency, as `fee`. */
  expressFee: number;
  /** The promised window; null on orders placed before the shop promised one. */
  readyFrom: IsoDate | null;
  readyBy: IsoDate | null;
  deliverBy: IsoDate | null;
  neededBy: IsoDate | null;
}

/** The pickup without express every order had before delivery was priced. */
export const PICKUP_ONLY: OrderDelivery = {
  method: "pickup",
  zone: "atelier",
  label: "Pickup at our Port Harcourt atelier",
  fee: 0,
  express: false,
  expressFee: 0,
  readyFrom: null,
  readyBy: null,
  deliverBy: null,
  neededBy: null,
};

/** What an order stores of a quote whose delivery serves the shopper's place. */
export function orderDelivery(
  quote: Quote & { delivery: NonNullable<Quote["delivery"]> },
  neededBy: IsoDate | "",
): OrderDelivery {
  return {
    method: quote.delivery.method,
    zone: quote.delivery.zone,
    label: quote.delivery.label,
    fee: quote.deliveryFee,
    express: quote.express,
    expressFee: quote.expressFee,
    ...quote.promised,
    neededBy: neededBy || null,
  };
}

/**
 * The lines the owner reads under the items: delivery, express (their fees in the order's currency,
 * naira unless said), the promise and the day it is needed.
 */
export function deliveryLines(d: OrderDelivery, currency: LedgerCurrency = "NGN"): string[] {
  const lines = [`Delivery: ${d.label} - ${ledgerMoney(d.fee, currency)}`];
  if (d.express) lines.push(`${EXPRESS_LABEL} - ${ledgerMoney(d.expressFee, currency)}`);
  if (d.readyBy) {
    const delivered = d.method === "pickup" ? "" : `, delivered by ${formatDay(d.deliverBy ?? d.readyBy)}`;
    lines.push(`Ready to ${d.method === "pickup" ? "collect" : "dispatch"} by ${formatDay(d.readyBy)}${delivered}`);
  }
  if (d.neededBy) lines.push(`Needed by: ${formatDay(d.neededBy)}`);
  return lines;
}
