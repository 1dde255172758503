import type { Db } from "../db/db.server";

// What the outbox does not keep (docs/decisions/295-limits-before-cost-and-deleting-is-deleting.md):
// her fields once she deletes her data, and every sent email's words after SENT_EMAIL_DAYS. Statements
// on the outbox, as its store's (the outbox folder owns the table).

/** The fields of a stored email that name her: emptied when she deletes her data (a name shown to the owner says so). */
const PERSONAL_FIELDS = [
  "to_name",
  "customer_phone",
  "address",
  "city",
  "postcode",
  "comments",
  "gift",
  "from_name",
  "from_phone",
];
/** The fields of an email's text: emptied once it has gone, and in an owner's email about her at once (her measurements). */
const TEXT_FIELDS = ["order_summary", "note", "message"];

/**
 * "Delete my data" in the stored emails, in her deletion's transaction: every email to her
 * (`to_email`, `customer_email`) or about one of her orders (`references`, as notice or as an
 * alert's `reference`) loses her name (`customer_name` becomes `name`), phone, addresses, comments
 * and a gift's words; one already sent (or withheld), and an owner's email about her (the order
 * template: a bespoke request's measurements), lose their text too. An email still waiting to go to
 * her keeps the text it must carry (a code, a link, a gift card's message) until it goes, and its
 * words are erased with every sent email's after SENT_EMAIL_DAYS. Returns how many emails changed.
 */
export async function eraseEmailsOf(
  tx: Db,
  { email, references, name }: { email?: string; references: readonly string[]; name: string },
): Promise<number> {
  const rows = await tx.query(
    `update outbox o set params = (
       select jsonb_object_agg(e.key, case
                when e.key = 'customer_name' then to_jsonb($3::text)
                when e.key = any($4::text[]) then '""'::jsonb
                when e.key = any($5::text[]) and (o.status <> 'pending' or o.template = 'order') then '""'::jsonb
                else e.value end)
         from jsonb_each(o.params) e)
      where o.params is not null and jsonb_typeof(o.params) = 'object' and o.params <> '{}'::jsonb
        and (o.order_reference = any($2::text[]) or o.params->>'reference' = any($2::text[])
             or lower(o.params->>'to_email') = lower($1) or lower(o.params->>'customer_email') = lower($1))
      returning o.id`,
    [email?.trim() ?? null, [...references], name, PERSONAL_FIELDS, TEXT_FIELDS],
  );
  return rows.length;
}

/** Days a sent (or withheld) email keeps its words; then `pruneSentEmails` erases them. */
export const SENT_EMAIL_DAYS = 30;

/**
 * The job's work: the words of every email sent (or withheld) more than SENT_EMAIL_DAYS ago are
 * erased (`params` emptied). The row stays, with its key, template, status and dates: the occasion
 * it names is never sent twice, and the owner's screens still say it went. Returns how many.
 */
export async function pruneSentEmails(db: Db): Promise<number> {
  const rows = await db.query(
    `update outbox set params = '{}'::jsonb, response_text = null, last_error = null
      where status <> 'pending' and params is not null and params <> '{}'::jsonb
        and coalesce(sent_at, next_attempt_at) < now() - make_interval(days => $1)
      returning id`,
    [SENT_EMAIL_DAYS],
  );
  return rows.length;
}
