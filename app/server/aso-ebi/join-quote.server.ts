// What a guest's share comes to before she joins: her piece, her delivery priced as the checkout
// prices it, and what she pays now by the group's plan. Read only: nothing is stored or held.
import type { Group } from "./store.server";
import { HOME_STATE, HOME_STATE_AREAS, RIDER_AREAS, nigeriaZones } from "~/config/delivery";
import { quoteMoney, type JoinQuote } from "~/features/aso-ebi";
import { COUNTRIES } from "~/features/checkout/countries";
import {
  ABROAD_ZONES,
  DELIVERY_METHODS,
  isHomeStateArea,
  zoneOfCountry,
  type DeliveryMethod,
} from "~/features/delivery";
import { loadRegions } from "~/features/checkout/regions";
import type { Db } from "../db/db.server";
import { depositPlan } from "../checkout/price-order.server";
import { quoteCheckout } from "../checkout/quote-checkout.server";
import { atelierAddressFor } from "./atelier-address.server";

/** The quote's refusals name their field ("delivery: …"), as the checkout's do. */
const FIELD_MESSAGE = /^(delivery|area|country|state|payPlan): (.*)$/s;

export type JoinQuoteResult =
  { ok: true; quote: JoinQuote } | { ok: false; field?: "delivery" | "area" | "country" | "state"; message: string };

export async function quoteJoin(
  db: Db,
  group: Pick<Group, "productId" | "eventOn" | "payPlan">,
  read: (name: string) => string,
  now = new Date(),
): Promise<JoinQuoteResult> {
  await loadRegions();
  const delivery = read("delivery").trim() || "pickup";
  if (!(DELIVERY_METHODS as readonly string[]).includes(delivery))
    return { ok: false, field: "delivery", message: "Choose pickup at the atelier or a delivery." };
  const area = read("area").trim();
  const quoted = await quoteCheckout(
    db,
    {
      customer: atelierAddressFor(delivery, read("country").trim()) ?? {
        country: read("country").trim() || "Nigeria",
        state: read("state").trim(),
      },
      lines: [{ productId: group.productId, size: "", quantity: 1 }],
      delivery: delivery as (typeof DELIVERY_METHODS)[number],
      area: isHomeStateArea(area) ? area : "",
      express: false,
      neededBy: group.eventOn,
    },
    { discountCode: "", creditCode: "", email: "", now },
  );
  const refused = (message: string): JoinQuoteResult => {
    const named = FIELD_MESSAGE.exec(message);
    if (!named) return { ok: false, message };
    const field = named[1] === "payPlan" ? undefined : (named[1] as "delivery" | "area" | "country" | "state");
    const text = named[2]!;
    return { ok: false, field, message: text.charAt(0).toUpperCase() + text.slice(1) };
  };
  if (!quoted.ok) return refused(quoted.message);
  const { priced } = quoted;
  const plan = depositPlan(group.payPlan, priced);
  if (!plan.ok) return refused(plan.message);
  const { fee, expressFee, label } = priced.delivery;
  return {
    ok: true,
    quote: {
      currency: priced.currency,
      piece: priced.total - fee - expressFee,
      deliveryLabel: label,
      deliveryFee: fee,
      total: priced.total,
      dueNow: plan.deposit?.amount ?? priced.total,
    },
  };
}

/** A place each delivery's price is shown for before she names hers: one in each zone its fee differs by. */
const SAMPLE_PLACES: Record<DeliveryMethod, { country: string; state: string; area: string }[]> = {
  pickup: [{ country: "Nigeria", state: HOME_STATE, area: "" }],
  "port-harcourt": [{ country: "Nigeria", state: HOME_STATE, area: RIDER_AREAS[0]! }],
  rivers: [{ country: "Nigeria", state: HOME_STATE, area: HOME_STATE_AREAS.find((a) => !RIDER_AREAS.includes(a))! }],
  nigeria: Object.values(nigeriaZones).map((z) => ({ country: "Nigeria", state: z.states[0]!, area: "" })),
  abroad: ABROAD_ZONES.flatMap((zone) => {
    const c = COUNTRIES.find((k) => k.code !== "NG" && zoneOfCountry(k.code) === zone);
    return c ? [{ country: c.name, state: "", area: "" }] : [];
  }),
};

/** What the price depends on where a choice's fee differs by place. */
const BY: Partial<Record<DeliveryMethod, string>> = { nigeria: "by state", abroad: "by country" };

/** A choice's fees in words: "Free", "₦3,000", or "₦6,000 to ₦10,000, by state" (one fee: her place's). */
function feeWords(method: DeliveryMethod, quotes: readonly JoinQuote[]): string {
  if (quotes.length === 0) return "";
  const fees = [...quotes].sort((a, b) => a.deliveryFee - b.deliveryFee);
  const [low, high] = [fees[0]!, fees[fees.length - 1]!];
  if (high.deliveryFee === 0) return "Free";
  if (low.deliveryFee === high.deliveryFee || low.currency !== high.currency) return quoteMoney(high, high.deliveryFee);
  return `${quoteMoney(low, low.deliveryFee)} to ${quoteMoney(high, high.deliveryFee)}${BY[method] ? `, ${BY[method]}` : ""}`;
}

/**
 * The price beside each delivery choice on the join page, each from quoteJoin (the rule her total
 * is priced by): for the place she typed when it serves it, else the span over a place in each zone.
 */
export async function deliveryPrices(
  db: Db,
  group: Pick<Group, "productId" | "eventOn" | "payPlan">,
  read: (name: string) => string,
  now = new Date(),
): Promise<Record<DeliveryMethod, string>> {
  const typed = { country: read("country").trim(), state: read("state").trim(), area: read("area").trim() };
  const hers = typed.country !== "" && (typed.state !== "" || typed.country !== "Nigeria");
  const quote = async (method: DeliveryMethod, place: typeof typed) => {
    const fields: Record<string, string> = { ...place, delivery: method };
    const q = await quoteJoin(db, group, (name) => fields[name] ?? "", now);
    return q.ok ? [q.quote] : [];
  };
  const entries = await Promise.all(
    DELIVERY_METHODS.map(async (method) => {
      const own = hers ? await quote(method, typed) : [];
      const quotes =
        own.length > 0 ? own : (await Promise.all(SAMPLE_PLACES[method].map((p) => quote(method, p)))).flat();
      return [method, feeWords(method, quotes)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DeliveryMethod, string>;
}
