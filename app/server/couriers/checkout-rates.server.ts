// The couriers' live rates at the checkout (tables courier_quotes, courier_choices): asked within
// 1.5 s or not at all, kept under an id the form posts back, and the offer an order was placed
// with, for its booking (docs/decisions/298-couriers-through-one-aggregator.md).
import { createHash, randomBytes } from "node:crypto";
import { findProductFacts } from "~/features/catalogue";
import { priceOrder } from "~/features/checkout/pricing";
import type { OrderLine } from "~/features/checkout/order-request";
import { OFFER_ID, offersToShow, type CourierOffer, type LiveRate } from "~/features/couriers";
import { lagosToday } from "~/lib/lagos-clock";
import { CourierError, fetchRates, shipbubbleConfig, validateAddress } from "../adapters/shipbubble.server";
import type { Env } from "../base/env.server";
import type { Db } from "../db/db.server";
import { herAddress, parcelOf, standingCodes } from "./parcel.server";

/** The longest the checkout waits for the couriers: the zone table prices it after that. */
export const CHECKOUT_WAIT_MS = 1_500;

/** An offer is good as long as the aggregator's request token behind it: a week. */
const QUOTE_DAYS = 7;

/** What the rates are asked for: her address (her name and contact where typed) and the cart's lines. */
export interface RatesAsked {
  customer: Parameters<typeof herAddress>[0];
  lines: readonly OrderLine[];
}

/** The parcel an offer prices: her address and the lines, in a digest (an offer is for that parcel alone). */
function parcelKey({ customer: c, lines }: RatesAsked): string {
  const place = [c.address, c.city, c.state, c.country].map((s) => s.trim().toLowerCase());
  const pieces = lines.map((l) => `${l.productId}:${l.size}:${l.quantity}`).sort();
  return createHash("sha256")
    .update(JSON.stringify([place, pieces]))
    .digest("hex");
}

type KeptRate = LiveRate & { courierId: string };

/**
 * The cheapest and fastest couriers' offers for her parcel, asked within CHECKOUT_WAIT_MS and kept
 * for the order; none without a courier service, or when it is slow, down or offers nothing (the
 * zone table prices the delivery, and the owner sees how often).
 */
export async function checkoutOffers(
  deps: { db: Db; env: Pick<Env, "SHIPBUBBLE_API_KEY" | "SHIPBUBBLE_API_URL">; fetch?: typeof fetch },
  asked: RatesAsked,
): Promise<CourierOffer[]> {
  const settings = shipbubbleConfig(deps.env);
  if (!settings || asked.lines.length === 0) return [];
  const deadline = AbortSignal.timeout(CHECKOUT_WAIT_MS);
  const base = deps.fetch ?? fetch;
  const config = {
    ...settings,
    fetch: (url: string | URL | Request, init?: RequestInit) =>
      base(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline }),
  };
  const id = randomBytes(16).toString("hex");
  const key = parcelKey(asked);
  try {
    const { items } = priceOrder(asked.lines, findProductFacts);
    const [{ sender, category }, receiver, parcel] = await Promise.all([
      standingCodes(config),
      validateAddress(config, herAddress(asked.customer)),
      parcelOf(
        deps.db,
        items.map((i) => ({ ...i, unitNaira: i.unitPrice })),
      ),
    ]);
    const offer = await fetchRates(config, { sender, receiver, pickupOn: lagosToday(), category, ...parcel });
    const rates: KeptRate[] = offer.rates.map((r) => ({
      serviceCode: r.serviceCode,
      courierId: r.courierId,
      courierName: r.courierName,
      costKobo: r.costKobo,
      eta: r.eta,
    }));
    await deps.db.query(`insert into courier_quotes (id, parcel_key, request_token, rates) values ($1, $2, $3, $4)`, [
      id,
      key,
      offer.requestToken,
      JSON.stringify(rates),
    ]);
    await forgetOldQuotes(deps.db);
    return offersToShow(id, rates);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    await deps.db.query(`insert into courier_quotes (id, parcel_key, failure) values ($1, $2, $3)`, [
      id,
      key,
      error.message,
    ]);
    return [];
  }
}

/** Answers past their week go (a missed one stays its month and more, for the owner's count). */
async function forgetOldQuotes(db: Db): Promise<void> {
  await db.query(
    `delete from courier_quotes
      where created_at < now() - make_interval(days => $1)
         or (rates is not null and created_at < now() - make_interval(days => $2))`,
    [40, QUOTE_DAYS + 1],
  );
}

/** The offer she chose, as the shop showed it, when it is for this very parcel and still good; else undefined. */
export async function acceptOffer(
  db: Db,
  offerId: string,
  asked: RatesAsked,
): Promise<(CourierOffer & { courierId: string; serviceCode: string }) | undefined> {
  const [, quoteId, serviceCode] = OFFER_ID.exec(offerId) ?? [];
  if (!quoteId || !serviceCode) return undefined;
  const [row] = await db.query<{ parcel_key: string; rates: KeptRate[] | null }>(
    `select parcel_key, rates from courier_quotes
      where id = $1 and created_at > now() - make_interval(days => $2)`,
    [quoteId, QUOTE_DAYS],
  );
  if (!row?.rates || row.parcel_key !== parcelKey(asked)) return undefined;
  const shown = offersToShow(quoteId, row.rates).find((o) => o.id === offerId);
  const rate = row.rates.find((r) => r.serviceCode === serviceCode);
  return shown && rate ? { ...shown, courierId: rate.courierId, serviceCode } : undefined;
}

/** Keeps the offer an order is placed with, in the order's own transaction. */
export async function keepCourierChoice(
  tx: Db,
  reference: string,
  offer: { courierId: string; serviceCode: string; feeKobo: number },
): Promise<void> {
  await tx.query(
    `insert into courier_choices (order_reference, courier_id, service_code, fee_kobo) values ($1, $2, $3, $4)`,
    [reference, offer.courierId, offer.serviceCode, offer.feeKobo],
  );
}

/** The courier an order was placed with, if she chose one. */
export async function chosenCourier(db: Db, reference: string): Promise<{ serviceCode: string } | undefined> {
  const [row] = await db.query<{ service_code: string }>(
    `select service_code from courier_choices where order_reference = $1`,
    [reference],
  );
  return row && { serviceCode: row.service_code };
}

/** Checkouts since `since` priced from the zone table because the couriers did not answer in time, for the owner. */
export async function missedRates(db: Db, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    `select count(*) as n from courier_quotes where rates is null and created_at >= $1`,
    [since],
  );
  return Number(row?.n ?? 0);
}

/** The offers shown beside the one she chose, read again from its kept quote (a refused form shows them again). */
export async function offersAgain(db: Db, offerId: string): Promise<CourierOffer[]> {
  const [, quoteId] = OFFER_ID.exec(offerId) ?? [];
  if (!quoteId) return [];
  const [row] = await db.query<{ rates: KeptRate[] | null }>(`select rates from courier_quotes where id = $1`, [
    quoteId,
  ]);
  return row?.rates ? offersToShow(quoteId, row.rates) : [];
}
