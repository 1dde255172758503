import { randomBytes } from "node:crypto";
import { parseOrderRequest } from "~/features/checkout/order-request";
import { priceOrder } from "~/features/checkout/pricing";
import { loadRegions } from "~/features/checkout/regions";
import { referenceFromBytes } from "~/features/checkout/reference";
import { orderSummaryText } from "~/features/checkout/summary";
import type { Services } from "../services.server";
import { paystackConfig } from "../paystack.server";
import { insertOrder, isDuplicateReference } from "./order-store.server";

/** What POST /api/orders answers for a stored order. */
export interface PlacedOrder {
  reference: string;
  amountKobo: number;
  currency: "NGN";
  summary: string;
  /** True in demo mode: the order is paid through the local test payment. */
  isTest: boolean;
}

export type PlaceOrderResult = { ok: true; order: PlacedOrder } | { ok: false; message: string };

export function newReference(): string {
  return referenceFromBytes(randomBytes(12));
}

/**
 * Validates an order body, prices it from the catalogue and stores it as pending under a new
 * unique reference. Orders placed without Paystack keys are test orders.
 */
export async function placeOrder(
  { env, db }: Services,
  body: unknown,
  opts: { clientAddress?: string; makeReference?: () => string } = {},
): Promise<PlaceOrderResult> {
  await loadRegions(); // the state is checked against the country's regions
  const parsed = parseOrderRequest(body);
  if (!parsed.ok) return parsed;
  const { customer, lines } = parsed.order;
  const priced = priceOrder(lines);
  const isTest = paystackConfig(env) === undefined;
  const makeReference = opts.makeReference ?? newReference;
  for (let attempt = 0; ; attempt++) {
    try {
      const order = await insertOrder(db, {
        reference: makeReference(),
        isTest,
        customer,
        items: priced.items,
        amountKobo: priced.amountKobo,
        clientAddress: opts.clientAddress,
      });
      return {
        ok: true,
        order: {
          reference: order.reference,
          amountKobo: order.amountKobo,
          currency: "NGN",
          summary: orderSummaryText(order.items),
          isTest,
        },
      };
    } catch (error) {
      if (!isDuplicateReference(error) || attempt >= 4) throw error;
    }
  }
}
