// The owner's one tap: an order's parcel booked with the cheapest courier the aggregator offers,
// once across presses and instances; its label, tracking and cost kept on the order
// (docs/decisions/298-couriers-through-one-aggregator.md).
import { site } from "~/config/site";
import { formatMoney, money } from "~/features/currency";
import { canTransition, type Order } from "~/features/orders";
import { moneyGate } from "~/features/order-account";
import { lagosToday } from "~/lib/lagos-clock";
import {
  clothesCategory,
  CourierError,
  createLabel,
  fetchRates,
  shipbubbleConfig,
  validateAddress,
  walletBalance,
  type ShipbubbleConfig,
} from "../adapters/shipbubble.server";
import { readParcels } from "../abroad/store.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { findOrder } from "../orders/store/index.server";
import { readOrderAccount } from "../payments/account.server";
import { claimBooking, findShipment, markBooked, markFailed, type Shipment } from "./store.server";

/** A piece with no weight kept: a dress folded in a mailer. */
const USUAL_PIECE = { grams: 800, lengthCm: 35, widthCm: 25, heightCm: 8 };

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

/** The parcel the order's pieces make, from the weights and boxes the shop keeps (the usual piece's where none is). */
async function parcelOf(db: Db, order: Order) {
  const kept = await readParcels(db, [...new Set(order.items.map((i) => i.productId))]);
  const sizeOf = (productId: number, size: string) =>
    kept.find((p) => p.productId === productId && p.size === size) ??
    kept.find((p) => p.productId === productId && p.size === "") ??
    USUAL_PIECE;
  const pieces = order.items.map((i) => ({ item: i, size: sizeOf(i.productId, i.size) }));
  return {
    items: pieces.map(({ item, size }) => ({
      name: item.name,
      grams: size.grams,
      unitNaira: item.unitPrice,
      quantity: item.quantity,
    })),
    box: {
      lengthCm: Math.max(...pieces.map((p) => p.size.lengthCm)),
      widthCm: Math.max(...pieces.map((p) => p.size.widthCm)),
      heightCm: pieces.reduce((sum, p) => sum + p.size.heightCm * p.item.quantity, 0),
    },
  };
}

const atelier = {
  name: site.brand,
  email: site.contact.email,
  phone: site.contact.phone,
  address: `${site.contact.address.street}, ${site.contact.address.city}, ${site.contact.address.region}, ${site.contact.address.countryName}`,
};

/** Calls the aggregator for one claimed booking: addresses, rates, the wallet, then the label. */
async function book(db: Db, config: ShipbubbleConfig, order: Order) {
  const c = order.customer;
  const [sender, receiver, category] = await Promise.all([
    validateAddress(config, atelier),
    validateAddress(config, {
      name: `${c.firstName} ${c.lastName}`,
      email: c.email,
      phone: c.phone,
      address: [c.address, c.city, c.state, c.country].filter(Boolean).join(", "),
    }),
    clothesCategory(config),
  ]);
  const offer = await fetchRates(config, {
    sender,
    receiver,
    pickupOn: lagosToday(),
    category,
    ...(await parcelOf(db, order)),
  });
  const cheapest = offer.rates[0];
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
    await markBooked(db, reference, await book(db, { ...settings, fetch: fetchImpl }, order));
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
