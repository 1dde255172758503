import type { Db } from "../../db/db.server";

/**
 * "Delete my data" on her orders: her name becomes `name` (the owner's screens show it where hers
 * was), her phone, addresses, comments, a gift's recipient and a quote's measurements are emptied.
 * Amounts, items, dates, state and country (the delivery fee's why), references and the email the
 * ledger and refunds need are kept. Returns the references changed.
 */
export async function eraseOrdersOfEmail(tx: Db, email: string, name: string): Promise<string[]> {
  const rows = await tx.query<{ reference: string }>(
    `update orders set first_name = $2, last_name = '', phone = '', address = '', city = '', postcode = '',
            comments = '',
            gift = case when gift is null then null
                        else jsonb_build_object('recipientName', '', 'recipientPhone', '', 'message', '') end,
            items = (select coalesce(jsonb_agg(case when i ? 'custom'
                                                    then jsonb_set(i, '{custom,measurements}', '[]'::jsonb)
                                                    else i end order by n), '[]'::jsonb)
                       from jsonb_array_elements(items) with ordinality as e(i, n)),
            updated_at = now()
      where lower(email) = lower($1) returning reference`,
    [email.trim(), name],
  );
  return rows.map((r) => r.reference);
}
