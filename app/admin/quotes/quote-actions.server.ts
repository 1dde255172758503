import { data, redirect } from "react-router";
import type { Services } from "~/server/services.server";
import { placeQuote } from "~/server/orders/place-quote.server";
import { readAdminForm } from "../shared/admin-form.server";
import { readQuoteForm } from "./quote-form.server";
import { addedKind, QUOTE_ROWS, withRowAdded } from "./quote-rows";

/** The description boxes keep their line breaks until read (then one line). */
const MULTI_LINE = ["notes", ...Array.from({ length: QUOTE_ROWS }, (_, i) => `custom-${i + 1}-description`)];

/** The form as she typed it, to show it again beside its messages. */
const typedValues = (fields: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...fields].filter(([k]) => k.length <= 40));

/**
 * "Make the quote": placed as an order (priced, held, the shopper emailed), then its page with the
 * link; or the form again as typed, a message beside each field, nothing stored. "Add a piece":
 * the form again as typed with one more row, nothing checked.
 */
export async function createQuoteAction(services: Pick<Services, "env" | "db">, request: Request) {
  const form = await readAdminForm(request, { multiLine: MULTI_LINE });
  if (!form.ok) return data({ values: {}, errors: { form: form.message } }, { status: form.status });
  const adding = addedKind(form.fields.get("intent"));
  if (adding) return data({ values: withRowAdded(typedValues(form.fields), adding), errors: {}, added: adding });
  const read = readQuoteForm(form.fields);
  if (!read.ok) return data({ values: typedValues(form.fields), errors: read.errors }, { status: 400 });
  const placed = await placeQuote(services, read.input);
  if (!placed.ok)
    return data({ values: typedValues(form.fields), errors: { [placed.field]: placed.message } }, { status: 409 });
  return redirect(`/admin/quotes/${placed.order.reference}`, 303);
}
