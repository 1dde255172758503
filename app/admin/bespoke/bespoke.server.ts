import { parseMeasurements, type MeasurementErrors } from "~/features/measurements";
import { whatsappLink } from "~/features/whatsapp";
import type { Db } from "~/server/db/db.server";
import { quotesOfRequest } from "~/server/orders/store/index.server";
import { quoteListRow } from "../quotes/quote-views.server";
import { correctKeptMeasurements, keptMeasurementsOf } from "~/server/bespoke/store/index.server";
import { BESPOKE_PAGE_SIZE, getBespokeRequest, listBespokeRequests } from "~/server/bespoke/store/index.server";

export { BESPOKE_PAGE_SIZE };

/** The owner's list of bespoke requests, newest first, a page at a time, ready for the screen. */
export async function bespokeListView(db: Db, page: number) {
  const { requests, total } = await listBespokeRequests(db, page);
  return { total, requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}

/**
 * A request as the owner reads it: everything kept, a WhatsApp link to her, the quotes made from
 * it (with their totals: only for those who open quotes, `quotes`; never in the tailor's page or
 * its `.data`), and her kept measurements with their history.
 */
export async function bespokeRequestView(db: Db, reference: string, { quotes: withQuotes }: { quotes: boolean }) {
  const found = await getBespokeRequest(db, reference);
  if (!found) return undefined;
  const { viewKey: _key, createdAt, ...request } = found;
  const [kept, quotes] = await Promise.all([
    keptMeasurementsOf(db, found.email, found.phone),
    withQuotes ? quotesOfRequest(db, found.reference) : [],
  ]);
  const now = new Date();
  return {
    quotes: quotes.map((q) => quoteListRow(q, now)),
    request: { ...request, createdAt: createdAt.toISOString() },
    whatsapp: whatsappLink(
      `Hello ${found.name}, this is Hazel about your bespoke request ${found.reference}.`,
      found.phone,
    ),
    kept: kept && {
      id: kept.id,
      measurements: kept.measurements,
      updatedAt: kept.updatedAt.toISOString(),
      history: kept.history.map((h) => ({ ...h, at: h.at.toISOString() })),
    },
  };
}

/** The prefix of the correction form's fields. */
const CORRECTION_PREFIX = "k_";

/**
 * The owner corrects the kept measurements of the shopper of request `reference` (the form's
 * `k_unit`, `k_bust` …): each field checked as the shopper's are; the change goes to their history
 * with who made it. Past requests keep their own copies.
 */
export async function correctMeasurementsFromForm(
  db: Db,
  reference: string,
  form: URLSearchParams,
  actor: string,
): Promise<{ ok: true } | { ok: false; status: 400 | 404; errors: MeasurementErrors; typed: Record<string, string> }> {
  const view = await bespokeRequestView(db, reference, { quotes: false });
  if (!view?.kept) return { ok: false, status: 404, errors: {}, typed: {} };
  const parsed = parseMeasurements((name) => form.get(name), { prefix: CORRECTION_PREFIX });
  if (!parsed.ok)
    return { ok: false, status: 400, errors: parsed.errors, typed: parsed.typed as Record<string, string> };
  await correctKeptMeasurements(db, view.kept.id, parsed.measurements, actor);
  return { ok: true };
}
