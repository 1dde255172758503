// A guest joins a group on her own: her details, her size or measurements, her delivery; her share
// is placed as an ordinary order (placeOrder) naming the group, its queue place before the event.
import { groupState, joinRefusal } from "~/features/aso-ebi";
import { findProductFacts } from "~/features/catalogue";
import { emptyCustomerForm, type CustomerErrors, type CustomerForm } from "~/features/checkout/customer";
import { validateCustomer } from "~/features/checkout/customer-schema";
import { loadRegions } from "~/features/checkout/regions";
import { queuePlace } from "~/features/atelier";
import { DELIVERY_METHODS, isHomeStateArea } from "~/features/delivery";
import { parseMeasurements, type MeasurementErrors, type Measurements } from "~/features/measurements";
import { formatMoney, money } from "~/features/currency";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { placeOrder } from "../checkout/place-order.server";
import { openOrderHeaders } from "../checkout/open-order-cookie.server";
import { queueFacts } from "../atelier/queue.server";
import { findGroupByPageKey, lockGroup, saveMemberMeasurements } from "./store.server";
import { atelierAddressFor } from "./atelier-address.server";

/** The prefix of the measurements' fields on the join form. */
const MEASURE_PREFIX = "m-";

interface JoinRefused {
  message: string;
  /** Her total is no longer the one her pay button named (`shownTotal`): nothing was placed. */
  totalChanged?: true;
  errors: CustomerErrors & MeasurementErrors & { size?: string; fit?: string; delivery?: string };
  typed: Record<string, string>;
}

export type JoinResult =
  | { ok: true; reference: string; setCookies: string[] }
  | { ok: false; notFound: true }
  | ({ ok: false; status: number } & JoinRefused);

/** Thrown under the group's lock when it stopped taking guests meanwhile: her order is not stored. */
class GroupClosed extends Error {}

const NO_ROOM = "The atelier has no room left to make another piece before the event: this group takes no one now.";

export async function joinGroup(
  { env, db }: { env: Env; db: Db },
  pageKey: string,
  read: (name: string) => string,
  opts: { clientAddress?: string; now?: Date } = {},
): Promise<JoinResult> {
  const group = await findGroupByPageKey(db, pageKey);
  if (!group) return { ok: false, notFound: true };
  const now = opts.now ?? new Date();
  const today = lagosDayOf(now);
  const typed: Record<string, string> = {};
  const field = (name: string) => (typed[name] = read(name).trim());
  const refuse = (status: number, message: string, errors: JoinRefused["errors"] = {}) =>
    ({ ok: false, status, message, errors, typed }) as const;
  const closed = joinRefusal(groupState(group, today, 0));
  const form = Object.fromEntries(Object.keys(emptyCustomerForm).map((k) => [k, field(k)])) as CustomerForm;
  const fit = field("fit");
  const size = field("size");
  const delivery = field("delivery") || "pickup";
  const area = field("area");
  // Picked up at the atelier, her piece needs no address of hers: the order's is the atelier's.
  Object.assign(form, atelierAddressFor(delivery, form.country));
  if (closed) return refuse(409, closed);
  await loadRegions();
  const product = findProductFacts(group.productId);
  if (!product) return refuse(409, "This style is no longer sold: the group takes no one now.");
  const errors: JoinRefused["errors"] = {};
  const customer = validateCustomer(form);
  if (!customer.ok) Object.assign(errors, customer.errors);
  let measurements: Measurements | undefined;
  if (fit === "size") {
    if (!(product.sizes as readonly string[]).includes(size))
      errors.size = `Choose your size: this style is made in ${product.sizes.join(", ")}.`;
  } else if (fit === "measurements") {
    const m = parseMeasurements(read, { prefix: MEASURE_PREFIX });
    if (m.ok) measurements = m.measurements;
    else Object.assign(errors, m.errors);
  } else errors.fit = "Choose whether you give your size or your measurements.";
  if (!(DELIVERY_METHODS as readonly string[]).includes(delivery))
    errors.delivery = "Choose pickup at the atelier or a delivery.";
  if (Object.keys(errors).length > 0) return refuse(400, "Please correct the fields marked below.", errors);
  if (product.madeToOrder) {
    const place = queuePlace(await queueFacts(db, today), today, { pieces: 1, express: false, until: group.eventOn });
    if (!place) return refuse(409, NO_ROOM);
  }
  const body = {
    customer: form,
    lines: [{ productId: group.productId, size: fit === "size" ? size : "", quantity: 1 }],
    delivery,
    area: isHomeStateArea(area) ? area : "",
    payPlan: group.payPlan,
    neededBy: group.eventOn,
    // The total her pay button named, when the form had priced it: a different one is not charged.
    ...(/^\d{1,12}$/.test(field("shownTotal")) ? { shownTotal: Number(typed.shownTotal) } : {}),
  };
  try {
    const placed = await placeOrder({ env, db }, body, {
      clientAddress: opts.clientAddress,
      now,
      group: {
        id: group.id,
        alsoStore: async (tx, order) => {
          const locked = await lockGroup(tx, group.id);
          const refusal = locked ? joinRefusal(groupState(locked, today, 0)) : "This group is gone.";
          if (refusal) throw new GroupClosed(refusal);
          if (measurements)
            await saveMemberMeasurements(tx, { orderReference: order.reference, groupId: group.id, measurements });
        },
      },
    });
    if (placed.ok) {
      const cookie = openOrderHeaders(env, placed.opened)["Set-Cookie"];
      return { ok: true, reference: placed.order.reference, setCookies: cookie ? [cookie] : [] };
    }
    if ("limited" in placed) return refuse(429, "Too many orders from this connection: try again in a few minutes.");
    if ("totalChanged" in placed)
      return {
        ...refuse(
          409,
          `Your total is now ${formatMoney(money(placed.quote.total, placed.currency))}: check it, then join and pay.`,
        ),
        totalChanged: true,
      };
    return refuse(409, placed.message);
  } catch (error) {
    if (error instanceof GroupClosed) return refuse(409, error.message);
    throw error;
  }
}
