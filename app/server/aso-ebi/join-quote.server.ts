// What a guest's share comes to before she joins: her piece, her delivery priced as the checkout
// prices it, and what she pays now by the group's plan. Read only: nothing is stored or held.
import type { Group } from "./store.server";
import type { JoinQuote } from "~/features/aso-ebi";
import { DELIVERY_METHODS, isHomeStateArea } from "~/features/delivery";
import { loadRegions } from "~/features/checkout/regions";
import type { Db } from "../db/db.server";
import { depositPlan } from "../checkout/place-order.server";
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
