// The owner's one tap: an order's parcel booked with the courier she chose, else the cheapest offered,
// once across presses and instances; its label, tracking and cost kept on the order
// (docs/decisions/298-couriers-through-one-aggregator.md).
import { formatMoney, money, nairaOf } from "~/features/currency";
import { canTransition, type Order } from "~/features/orders";
import { moneyGate } from "~/features/order-account";
import { lagosToday } from "~/lib/lagos-clock";
import {
  CourierError,
  createLabel,
  fetchRates,
  shipbubbleConfig,
  validateAddress,
  walletBalance,
  type ShipbubbleConfig,
} from "../adapters/shipbubble.server";
import { herAddress, parcelOf, standingCodes } from "./parcel.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { findOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { chosenCourier } from "./checkout-rates.server";
import { claimBooking, findShipment, markBooked, markFailed, type Shipment } from "./store.server";

export type BookOutcome = { ok: true; shipment: Shipment; already: boolean } | { ok: false; error: string };

/** Why an order cannot be booked now, in words; undefined when it can. */
async function refusal(db: Db, order: Order): Promise<string | undefined> {
  if (order.delivery.method === "pickup") return "She collects this order at the atelier: there is nothing to book.";
  if (order.customer.country !== "Nigeria")
    return "The courier service books parcels within Nigeria: ship this one by DHL.";
  if (!canTransition(order.status, "shipped", "owner")) return "This order is not at a stage that ships.";
  const { account } = await readOrderAccount(db, order);
  const held = moneyGate("shipped", account);
  return held ? `Not yet: ${held}.` : undefined;
}

/** Calls the aggregator for one claimed booking: addresses, rates, the wallet, then the label. */
async function book(db: Db, config: ShipbubbleConfig, order: Order, pickupOn: string) {
  const [{ sender, category }, receiver, chosen] = await Promise.all([
    standingCodes(config),
    validateAddress(config, herAddress(order.customer)),
    chosenCourier(db, order.reference),
  ]);
  const offer = await fetchRates(config, {
    sender,
    receiver,
    pickupOn,
    category,
    // Her items are kept in kobo: the courier is told their worth in naira.
    ...(await parcelOf(
      db,
      order.items.map((i) => ({ ...i, unitNaira: nairaOf(i.unitPrice) })),
    )),
  });
  // The courier she chose at the checkout when it still carries the parcel, else the cheapest.
  const cheapest = offer.rates.find((r) => r.serviceCode === chosen?.serviceCode) ?? offer.rates[0];
  if (!cheapest) throw new CourierError("No courier offered to carry this parcel.");
  const balance = await walletBalance(config);
  if (balance < cheapest.costKobo) {
    throw new CourierError(
      `The courier wallet holds ${formatMoney(money(balance, "NGN"))} and this parcel costs ${formatMoney(money(cheapest.costKobo, "NGN"))}: fund it, then book again.`,
    );
  }
  return createLabel(config, { requestToken: offer.requestToken, ...cheapest });
}

/**
 * Books the order's parcel once: the row is claimed before any call, so a second press or instance
 * gets the booking under way or made; a failure is kept in words and may be tried again.
 */
export async function bookParcel(
  deps: { db: Db; env: Pick<Env, "SHIPBUBBLE_API_KEY" | "SHIPBUBBLE_API_URL"> },
  reference: string,
  /** The day she asked the courier to come (Lagos); today when not said. */
  pickupOn: string = lagosToday(),
  fetchImpl?: typeof fetch,
): Promise<BookOutcome> {
  const { db } = deps;
  const settings = shipbubbleConfig(deps.env);
  if (!settings)
    return { ok: false, error: "No courier service is set up: ship it yourself and add the tracking note." };
  const order = await findOrder(db, reference);
  if (!order) return { ok: false, error: "That order was not found." };
  const refused = await refusal(db, order);
  if (refused) return { ok: false, error: refused };
  if (!(await claimBooking(db, reference))) {
    const shipment = await findShipment(db, reference);
    return shipment ? { ok: true, shipment, already: true } : { ok: false, error: "Try again in a moment." };
  }
  try {
    const label = await book(db, { ...settings, fetch: fetchImpl }, order, pickupOn);
    await markBooked(db, reference, label, { feePaidKobo: order.delivery.fee, pickupOn });
  } catch (error) {
    if (!(error instanceof CourierError)) {
      await markFailed(db, reference, "The booking stopped half-way: book again.");
      throw error;
    }
    await markFailed(db, reference, error.message);
    return { ok: false, error: error.message };
  }
  return { ok: true, shipment: (await findShipment(db, reference))!, already: false };
}
