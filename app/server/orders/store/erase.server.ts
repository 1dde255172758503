import type { OrderState } from "~/features/orders";
import type { Db } from "../../db/db.server";

/** An order on its way when she deleted her data: what it needs to reach her stays until it does. */
export interface KeptOrderFacts {
  reference: string;
  /** Delivered to an address (kept), or collected (the address goes now). */
  address: boolean;
}

/**
 * "Delete my data" on her orders: her name becomes `name` (the owner's screens show it where hers
 * was), her phone, addresses, comments, a gift's recipient and message, a quote's measurements and
 * the IP address she ordered from are emptied. An order in `kept` keeps her name, phone and (delivered) address and a gift's
 * recipient until it reaches her, and gets its `kept_for_delivery` row. Amounts, items, dates,
 * state and country (the delivery fee's why), references and the email the ledger and refunds
 * need are kept. Returns the references changed.
 */
export async function eraseOrdersOfEmail(
  tx: Db,
  email: string,
  name: string,
  kept: readonly KeptOrderFacts[] = [],
): Promise<string[]> {
  const all = kept.map((k) => k.reference);
  const addressed = kept.filter((k) => k.address).map((k) => k.reference);
  const rows = await tx.query<{ reference: string }>(
    `update orders set
            first_name = case when reference = any($3::text[]) then first_name else $2 end,
            last_name = case when reference = any($3::text[]) then last_name else '' end,
            phone = case when reference = any($3::text[]) then phone else '' end,
            address = case when reference = any($4::text[]) then address else '' end,
            city = case when reference = any($4::text[]) then city else '' end,
            postcode = case when reference = any($4::text[]) then postcode else '' end,
            comments = '',
            client_address = null,
            gift = case when gift is null then null
                        when reference = any($3::text[])
                        then jsonb_build_object('recipientName', coalesce(gift->>'recipientName', ''),
                                                'recipientPhone', coalesce(gift->>'recipientPhone', ''), 'message', '')
                        else jsonb_build_object('recipientName', '', 'recipientPhone', '', 'message', '') end,
            items = (select coalesce(jsonb_agg(case when i ? 'custom'
                                                    then jsonb_set(i, '{custom,measurements}', '[]'::jsonb)
                                                    else i end order by n), '[]'::jsonb)
                       from jsonb_array_elements(items) with ordinality as e(i, n)),
            updated_at = now()
      where lower(email) = lower($1) returning reference`,
    [email.trim(), name, all, addressed],
  );
  if (all.length > 0)
    // Asked again while still kept: the first request's day stands.
    await tx.query(
      `insert into kept_for_delivery (order_reference)
       select unnest($1::text[]) on conflict (order_reference) do nothing`,
      [all],
    );
  return rows.map((r) => r.reference);
}

/**
 * The order reached her or ended (`endedAs`): what it kept for her delivery is erased now, its name
 * becoming `name`, once. The row is claimed by setting its erased_at, so a replay, a second
 * instance or a later state finds nothing left to do. Returns whether this call erased it.
 */
export async function eraseKeptDelivery(tx: Db, reference: string, name: string, endedAs: OrderState) {
  const claimed = await tx.query(
    `update kept_for_delivery set erased_at = now(), ended_as = $2
      where order_reference = $1 and erased_at is null returning order_reference`,
    [reference, endedAs],
  );
  if (claimed.length === 0) return false;
  await tx.query(
    `update orders set first_name = $2, last_name = '', phone = '', address = '', city = '', postcode = '',
            gift = case when gift is null then null
                        else jsonb_build_object('recipientName', '', 'recipientPhone', '', 'message', '') end,
            updated_at = now()
      where reference = $1`,
    [reference, name],
  );
  return true;
}

/** What an order kept for her delivery after she deleted her data: when she asked, and when and how it was erased. */
export interface KeptForDelivery {
  askedAt: Date;
  erasedAt: Date | null;
  endedAs: OrderState | null;
}

export async function keptForDeliveryOf(db: Db, reference: string): Promise<KeptForDelivery | undefined> {
  const [row] = await db.query<{ asked_at: Date; erased_at: Date | null; ended_as: OrderState | null }>(
    "select asked_at, erased_at, ended_as from kept_for_delivery where order_reference = $1",
    [reference],
  );
  return (
    row && {
      askedAt: new Date(row.asked_at),
      erasedAt: row.erased_at && new Date(row.erased_at),
      endedAs: row.ended_as,
    }
  );
}

/** Which of these orders keep her facts only for their delivery (not to be offered back at the checkout). */
export async function keptForDeliveryAmong(db: Db, references: readonly string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db.query<{ order_reference: string }>(
    "select order_reference from kept_for_delivery where order_reference = any($1::text[])",
    [references],
  );
  return new Set(rows.map((r) => r.order_reference));
}
