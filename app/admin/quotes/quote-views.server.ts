import { money } from "~/features/currency";
import { currentCatalogue, findProductFacts } from "~/features/catalogue";
import { formatDay, lagosDayOf } from "~/lib/lagos-clock";
import type { Order } from "~/features/orders";
import { quoteLapsed, quotePath, quoteWhatsappLink } from "~/features/quotes";
import type { QuoteListRow, QuotePanel, QuoteProductOption } from "~/admin/quotes/quote-parts";
import type { Env } from "~/server/base/env.server";
import type { Db } from "~/server/db/db.server";
import { getBespokeRequest, type BespokeRequest } from "~/server/bespoke/store/index.server";
import { measurementsToFields } from "~/features/measurements";

/**
 * The form filled from a bespoke request (`?request=REF`): her name, email and phone, the piece
 * as she described it with its event day, her occasion on its own line of the atelier's notes,
 * and her measurements as she sent them; empty without one.
 */
export async function quoteFromRequest(db: Db, reference: string | null): Promise<Record<string, string>> {
  const request = reference && reference.length <= 40 ? await getBespokeRequest(db, reference) : undefined;
  return request ? quoteValuesOf(request) : {};
}

/** The quote form's values from a bespoke request (pure). */
export function quoteValuesOf(request: BespokeRequest): Record<string, string> {
  const [firstName = "", ...rest] = request.name.trim().split(/\s+/);
  const values: Record<string, string> = {
    request: request.reference,
    firstName,
    lastName: rest.join(" "),
    email: request.email,
    phone: request.phone,
    "custom-1-description": request.piece.slice(0, 200),
    "custom-1-event": request.eventDate,
  };
  if (request.occasion.trim()) values.notes = `Occasion: ${request.occasion.trim()}`;
  for (const [field, value] of Object.entries(measurementsToFields(request.measurements)))
    if (value !== undefined) values[`custom-1-m-${field}`] = value;
  return values;
}

/** The reference photos of the bespoke request an order came from, as the admin serves them. */
export async function requestPhotos(db: Db, reference: string | null | undefined): Promise<string[]> {
  const request = reference ? await getBespokeRequest(db, reference) : undefined;
  return (request?.photos ?? []).map((p) => `/admin/bespoke/${request!.reference}/photos/${p.position}`);
}

/** The catalogue's purchasable pieces for the quote form: name, today's price and sizes. */
export function quoteProducts(): QuoteProductOption[] {
  return currentCatalogue()
    .products.filter((p) => p.price > 0 && findProductFacts(p.id) !== undefined)
    .map((p) => ({ id: p.id, name: p.alt, price: p.price, sizes: [...p.sizes] }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const validDay = (o: Order) => (o.quote ? formatDay(lagosDayOf(o.quote.validUntil)) : "");

/** Where a quote stands for the owner, in words. */
function standingOf(o: Order, now: Date): string {
  if (o.status === "pending") return o.quote && quoteLapsed(o.quote, now) ? "Lapsed" : "Waiting for payment";
  if (o.status === "expired") return "Lapsed";
  return "Paid: an order now";
}

export function quoteListRow(o: Order, now: Date): QuoteListRow {
  return {
    reference: o.reference,
    name: `${o.customer.firstName} ${o.customer.lastName}`,
    total: o.amountMinor,
    validUntil: validDay(o),
    standing: standingOf(o, now),
  };
}

/** The owner's page of one quote: its link, the WhatsApp message, what it asks and until when. */
export function quotePanel(env: Env, o: Order, now: Date): QuotePanel {
  const url = `${env.SITE_URL.replace(/\/+$/, "")}${quotePath(o.quote?.key ?? "")}`;
  const total = o.amountMinor;
  const facts = {
    firstName: o.customer.firstName,
    total: money(total, o.currency),
    deposit: o.deposit && money(o.deposit.amount, o.currency),
    validUntilDay: validDay(o),
    url,
  };
  return {
    ...quoteListRow(o, now),
    url,
    whatsapp: quoteWhatsappLink({ ...facts, phone: o.customer.phone }),
    deposit: o.deposit?.amount ?? null,
    payable: o.status === "pending" && o.quote !== undefined && !quoteLapsed(o.quote, now),
    items: o.items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity, lineTotal: i.lineTotal })),
  };
}
