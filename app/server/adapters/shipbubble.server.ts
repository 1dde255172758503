// The courier aggregator's adapter (Shipbubble, docs.shipbubble.com): the only module that calls
// it. Bearer-key JSON over HTTPS; every answer is `{ status: "success" | "failed", message, data }`.
// Its amounts are naira (VAT included); this module turns them into kobo for the shop's money.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { nairaUnits } from "~/features/currency";
import type { Env } from "../base/env.server";

const TIMEOUT_MS = 10_000;

export interface ShipbubbleConfig {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}

/** The aggregator's settings, or undefined when the shop has no key (the demo: the owner ships by hand). */
export const shipbubbleConfig = (env: Pick<Env, "SHIPBUBBLE_API_KEY" | "SHIPBUBBLE_API_URL">) =>
  env.SHIPBUBBLE_API_KEY ? { apiUrl: env.SHIPBUBBLE_API_URL, apiKey: env.SHIPBUBBLE_API_KEY } : undefined;

/** An answer that was not a success, in words for the owner (the aggregator's own message when it gave one). */
export class CourierError extends Error {}

const envelope = z.object({ status: z.string(), message: z.string().optional(), data: z.unknown().optional() });

async function call<T>(
  config: ShipbubbleConfig,
  method: "GET" | "POST",
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  timeoutMs = TIMEOUT_MS,
): Promise<T> {
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(`${config.apiUrl.replace(/\/+$/, "")}${path}`, {
      method,
      headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new CourierError("The courier service did not answer in time.");
  }
  const parsed = envelope.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new CourierError(`The courier service answered ${response.status} without its usual body.`);
  if (!response.ok || parsed.data.status !== "success") {
    throw new CourierError(parsed.data.message || `The courier service refused (${response.status}).`);
  }
  const data = schema.safeParse(parsed.data.data);
  if (!data.success) throw new CourierError("The courier service's answer could not be read.");
  return data.data;
}

const naira = z.coerce.number().nonnegative();
// Its amounts are naira with kobo after the point (3200.5): whole kobo for the shop.
const toKobo = (n: number) => Math.round(nairaUnits(n));

/** Someone at an address, as the aggregator validates it into a code its rates and labels take. */
export interface CourierAddress {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** POST /shipping/address/validate: the address's code. */
export const validateAddress = (config: ShipbubbleConfig, a: CourierAddress): Promise<number> =>
  call(config, "POST", "/shipping/address/validate", z.object({ address_code: z.coerce.number().int() }), a).then(
    (d) => d.address_code,
  );

/** GET /shipping/labels/categories: the package category for clothes (the first whose name says so). */
export async function clothesCategory(config: ShipbubbleConfig): Promise<number> {
  const categories = await call(
    config,
    "GET",
    "/shipping/labels/categories",
    z.array(z.object({ category_id: z.coerce.number().int(), category: z.string() })),
  );
  const found = categories.find((c) => /fashion|cloth|apparel|wear/i.test(c.category)) ?? categories[0];
  if (!found) throw new CourierError("The courier service lists no package category.");
  return found.category_id;
}

export interface ParcelRequest {
  sender: number;
  receiver: number;
  /** Lagos date the parcel is ready to go (the aggregator takes up to a week ahead). */
  pickupOn: string;
  category: number;
  items: readonly { name: string; grams: number; unitNaira: number; quantity: number }[];
  box: { lengthCm: number; widthCm: number; heightCm: number };
}

const courierRate = z.object({
  courier_id: z.string(),
  courier_name: z.string(),
  service_code: z.string(),
  total: naira,
  rate_card_amount: naira.optional(),
  delivery_eta: z.string().optional(),
});

/** One courier's offer: what the shop pays (kobo, VAT included) and when it arrives, in the courier's words. */
interface CourierRate {
  courierId: string;
  courierName: string;
  serviceCode: string;
  costKobo: number;
  eta: string;
}

export interface RateOffer {
  /** Ties a label to this rate request (valid a week). */
  requestToken: string;
  rates: CourierRate[];
}

/** POST /shipping/fetch_rates: every courier's offer for the parcel, cheapest first. */
export async function fetchRates(
  config: ShipbubbleConfig,
  p: ParcelRequest,
  timeoutMs = TIMEOUT_MS,
): Promise<RateOffer> {
  const data = await call(
    config,
    "POST",
    "/shipping/fetch_rates",
    z.object({ request_token: z.string().min(1), couriers: z.array(courierRate) }),
    {
      sender_address_code: p.sender,
      reciever_address_code: p.receiver,
      pickup_date: p.pickupOn,
      category_id: p.category,
      package_items: p.items.map((i) => ({
        name: i.name,
        description: i.name,
        unit_weight: String(i.grams / 1000),
        unit_amount: String(i.unitNaira),
        quantity: String(i.quantity),
      })),
      package_dimension: { length: p.box.lengthCm, width: p.box.widthCm, height: p.box.heightCm },
    },
    timeoutMs,
  );
  const rates = data.couriers.map((c) => ({
    courierId: c.courier_id,
    courierName: c.courier_name,
    serviceCode: c.service_code,
    costKobo: toKobo(c.total),
    eta: c.delivery_eta ?? "",
  }));
  return { requestToken: data.request_token, rates: rates.sort((a, b) => a.costKobo - b.costKobo) };
}

/** A label made: the aggregator's order, the courier's tracking, the waybill to print. */
export interface CourierLabel {
  providerOrderId: string;
  courierName: string;
  trackingCode: string;
  trackingUrl: string;
  labelUrl: string;
  costKobo: number;
}

/** POST /shipping/labels: routes the parcel to the chosen courier's rate. */
export async function createLabel(
  config: ShipbubbleConfig,
  choice: { requestToken: string; courierId: string; serviceCode: string },
): Promise<CourierLabel> {
  const data = await call(
    config,
    "POST",
    "/shipping/labels",
    z.object({
      order_id: z.string().min(1),
      courier: z.object({ name: z.string(), tracking_code: z.string().nullish() }),
      tracking_url: z.string().nullish(),
      waybill_document: z.string().nullish(),
      payment: z.object({ shipping_fee: naira }).optional(),
    }),
    { request_token: choice.requestToken, courier_id: choice.courierId, service_code: choice.serviceCode },
  );
  return {
    providerOrderId: data.order_id,
    courierName: data.courier.name,
    trackingCode: data.courier.tracking_code ?? "",
    trackingUrl: data.tracking_url ?? "",
    labelUrl: data.waybill_document ?? "",
    costKobo: toKobo(data.payment?.shipping_fee ?? 0),
  };
}

/** GET /shipping/wallet/balance: what the owner's courier wallet holds, in kobo. */
export const walletBalance = (config: ShipbubbleConfig): Promise<number> =>
  call(config, "GET", "/shipping/wallet/balance", z.object({ balance: naira })).then((d) => toKobo(d.balance));

/** Whether a webhook's body is the aggregator's: `x-ship-signature` is the HMAC-SHA512 of the raw body under the key. */
export function isShipbubbleSigned(config: ShipbubbleConfig, raw: Uint8Array, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", config.apiKey).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const eventSchema = z.object({
  event: z.string(),
  order_id: z.string().min(1).max(100),
  status: z.string().max(100),
  package_status: z.array(z.object({ status: z.string().max(100), datetime: z.string() })).default([]),
  date: z.string().optional(),
});

/** A status event's parcel and its dated statuses, or undefined when the body is not one. */
export function readShipbubbleEvent(body: unknown) {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const e = parsed.data;
  const dated = e.package_status
    .map((s) => ({ status: s.status, at: new Date(s.datetime) }))
    .filter((s) => !Number.isNaN(s.at.getTime()));
  const at = new Date(e.date ?? "");
  if (!dated.some((s) => s.status.toLowerCase() === e.status.toLowerCase()) && !Number.isNaN(at.getTime())) {
    dated.push({ status: e.status, at });
  }
  return { event: e.event, providerOrderId: e.order_id, statuses: dated };
}
