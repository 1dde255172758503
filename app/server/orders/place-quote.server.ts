import { randomBytes } from "node:crypto";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import { findProductFacts, type FactsLookup } from "~/features/catalogue";
import { countryCode } from "~/features/checkout/countries";
import { money, nairaMoney } from "~/features/currency";
import { priceOrder, pricedInKobo } from "~/features/checkout/pricing";
import { loadRegions } from "~/features/checkout/regions";
import { quoteOrder } from "~/features/delivery";
import type { QueueFacts } from "~/features/atelier";
import { balanceDueAt, balanceNeedDay } from "~/features/payments";
import { orderDelivery, type Order, type OrderItem } from "~/features/orders";
import { planSchedule, planTotal } from "~/features/pay-plans";
import { quoteDeposit, quoteEmailNote, quotePath, quoteValidUntil, type QuoteInput } from "~/features/quotes";
import { piecesOf, sizeRefusal, unavailableMessage } from "~/features/stock";
import type { Db } from "../db/db.server";
import type { Env } from "../base/env.server";
import { storeOrderPlan } from "../pay-plans/store.server";
import { markBespokeQuoted } from "../bespoke/store/index.server";
import { holdPieces, type HoldRefusal } from "../stock/store/index.server";
import { queueOrderEmail } from "./notices.server";
import { storeNewOrder } from "./new-order.server";
import { datedQuote, DatesTaken, type DatedQuote } from "../atelier/queue-quote.server";
import {
  keepBooking,
  lockQueue,
  queueFacts,
  queuePiecesOf,
  scheduleFor,
  type BookedPlace,
} from "../atelier/queue.server";

export type PlaceQuoteResult =
  | { ok: true; order: Order }
  /** A field's message (by the form's field name), nothing stored. */
  | { ok: false; field: string; message: string };

/** Thrown inside the quote's transaction so nothing is stored when a counted piece is not there. */
class PiecesGone extends Error {
  constructor(readonly refused: readonly HoldRefusal[]) {
    super("Pieces of the quote are no longer available");
  }
}

/** The catalogue's lines at today's price (the checkout's own pricing, its sales included). */
function catalogueItems(
  input: QuoteInput,
  find: FactsLookup,
): { items: OrderItem[] } | { field: string; message: string } {
  for (const [i, line] of input.lines.entries()) {
    const product = find(line.productId);
    if (!product) return { field: `item-${i + 1}-product`, message: "That piece is not in the catalogue." };
    const refusal = sizeRefusal(product, line.size);
    if (refusal) return { field: `item-${i + 1}-size`, message: refusal };
  }
  return { items: priceOrder(input.lines, find).items };
}

/** Thrown inside the quote's transaction when the dates booked leave the plan too few days. */
class PlanRefused extends Error {}

/** The earliest event day of its made-to-measure lines, or null. */
const firstEventDay = (input: QuoteInput): string | null =>
  input.custom
    .map((c) => c.eventDate)
    .filter((d) => d !== "")
    .sort()[0] ?? null;

/** A made-to-measure line: product 0, one piece at the owner's price, its facts copied in. */
const customItem = (c: QuoteInput["custom"][number]): OrderItem => ({
  productId: 0,
  name: c.description,
  size: "",
  quantity: 1,
  unitPrice: c.price,
  lineTotal: c.price,
  custom: { eventDate: c.eventDate, measurements: c.measurements ?? [] },
});

/**
 * Places the owner's quote as an order (origin 'quote', docs/decisions/256-a-quote-is-an-order-the-owner-places.md):
 * priced now and frozen on the order (catalogue lines at today's price, made-to-measure lines at
 * hers), delivery by the checkout's rules, the terms' deposit where she offers it; its counted
 * pieces held until its validity ends, and the shopper's email with her link queued, all in one
 * transaction. Nothing is stored when a field is wrong or a counted piece is not there.
 */
export async function placeQuote(
  { env, db }: { env: Env; db: Db },
  input: QuoteInput,
  opts: { now?: Date; makeReference?: () => string; find?: FactsLookup } = {},
): Promise<PlaceQuoteResult> {
  await loadRegions();
  const now = opts.now ?? new Date();
  const find = opts.find ?? findProductFacts;
  const catalogue = catalogueItems(input, find);
  if ("field" in catalogue) return { ok: false, ...catalogue };
  const items = [...catalogue.items, ...input.custom.map(customItem)];
  const pieces = items.map((item) => ({
    lineTotal: item.lineTotal,
    madeToOrder: item.productId === 0 || (find(item.productId)?.madeToOrder ?? false),
    onSale: item.listPrice !== undefined,
  }));
  const { country, state } = input.customer;
  const today = lagosDayOf(now);
  const place = { countryCode: countryCode(country), state, area: input.area };
  const choice = { method: input.delivery, express: false, neededBy: "" } as const;
  const counted = queuePiecesOf(items, find);
  const quote = quoteOrder(pieces, place, choice, today, await scheduleFor(db, today, counted));
  if (!quote.delivery) {
    const offered = quote.options.map((o) => o.label).join("; ");
    return {
      ok: false,
      field: "delivery",
      message: `That delivery does not serve ${state}, ${country}. Offered: ${offered}.`,
    };
  }
  const travel = quote.delivery.days;
  const datesOf = (facts: QueueFacts) => datedQuote(facts, today, { input, made: counted.made, travel });
  const first = datesOf(await queueFacts(db, today));
  if (!first.ok) return first;
  const dated = (d: DatedQuote) => quoteOrder(pieces, place, choice, today, d.schedule);
  const firstQuote = dated(first);
  const delivery = orderDelivery({ ...firstQuote, delivery: quote.delivery }, "");
  const total = nairaMoney(quote.total);
  const plan =
    input.payPlan === "plan"
      ? quoteDeposit("full", pieces, total, null)
      : quoteDeposit(input.payPlan, pieces, total, delivery.readyBy);
  if (!plan.ok) return { ok: false, field: "payPlan", message: plan.message };
  // Pay small small: the parts run up to the day she set, dated from today (docs/decisions/299-pay-small-small-a-plan-frozen-on-the-order.md).
  const byPlan = (readyBy: string | null) =>
    input.payPlan === "plan" && input.planTerms
      ? planSchedule(input.planTerms, total, today, {
          "ready-by": readyBy,
          "final-fitting": input.finalFittingOn || null,
          event: firstEventDay(input),
        })
      : undefined;
  const planned = byPlan(delivery.readyBy);
  if (planned && !planned.ok) return { ok: false, field: "payPlan", message: planned.reason };
  const validUntil = quoteValidUntil(now, input.validDays);
  const key = randomBytes(32).toString("base64url");
  const url = `${env.SITE_URL.replace(/\/+$/, "")}${quotePath(key)}`;
  let taken: { facts: QueueFacts; place?: BookedPlace } | undefined;
  try {
    const order = await storeNewOrder(
      { env, db },
      async (tx, insert) => {
        // The making takes its week's place under the capacity's lock, as the checkout's orders do.
        const facts = await lockQueue(tx, today);
        const booked = datesOf(facts);
        if (!booked.ok) throw new DatesTaken(booked);
        taken = { facts, place: booked.queue };
        const bookedDelivery = orderDelivery({ ...dated(booked), delivery: quote.delivery! }, "");
        const due = bookedDelivery.readyBy && balanceNeedDay(bookedDelivery.readyBy, input.finalFittingOn || null);
        const frozen = byPlan(bookedDelivery.readyBy);
        if (frozen && !frozen.ok) throw new PlanRefused(frozen.reason);
        const parts = frozen?.plan;
        // The quote is priced in whole naira; the order keeps its money in kobo.
        const inKobo = pricedInKobo({ items, delivery: bookedDelivery, total: quote.total });
        const placed = await insert({
          customer: input.customer,
          items: inKobo.items,
          delivery: inKobo.delivery,
          amountMinor: parts ? planTotal(parts, total.currency).amount : total.amount,
          deposit: parts
            ? { amount: parts.parts[0]!.amount, balanceDueAt: balanceDueAt(parts.anchorDay) }
            : plan.deposit && due
              ? { ...plan.deposit, balanceDueAt: balanceDueAt(due) }
              : plan.deposit,
          queue: booked.queue,
          quote: {
            key,
            validUntil,
            requestReference: input.requestReference || null,
            fittingOn: input.fittingOn || null,
            finalFittingOn: input.finalFittingOn || null,
            notes: input.notes,
          },
        });
        if (parts) await storeOrderPlan(tx, placed.reference, parts);
        if (input.requestReference) await markBespokeQuoted(tx, input.requestReference);
        // Counted pieces only: a made-to-measure line or a size not counted holds nothing.
        const refused = await holdPieces(tx, placed.reference, piecesOf(catalogue.items), validUntil);
        if (refused.length > 0) throw new PiecesGone(refused);
        const note = quoteEmailNote({
          firstName: input.customer.firstName,
          total: parts ? planTotal(parts, total.currency) : total,
          deposit: parts
            ? money(parts.parts[0]!.amount, total.currency)
            : plan.deposit && money(plan.deposit.amount, total.currency),
          validUntilDay: formatDay(lagosDayOf(validUntil)),
          url,
        });
        await queueOrderEmail(tx, placed.reference, "customer-quote", { note });
        return placed;
      },
      opts.makeReference,
    );
    if (taken) keepBooking(today, taken.facts, taken.place);
    return { ok: true, order };
  } catch (error) {
    if (error instanceof DatesTaken) return error.refusal;
    if (error instanceof PlanRefused) return { ok: false, field: "payPlan", message: error.message };
    if (!(error instanceof PiecesGone)) throw error;
    const gone = error.refused.map(({ available, ...p }) => ({
      ...p,
      name: items.find((i) => i.productId === p.productId)?.name ?? `Product ${p.productId}`,
      soldOut: available <= 0,
    }));
    return { ok: false, field: "lines", message: unavailableMessage(gone) };
  }
}
