// The dollars' tables (dollar_setting, product_dollar_prices): every statement on them is here.
import type { Db } from "../db/db.server";

let savesHere = 0;
/** How many saves this process has made: a reader keeping what it read starts again when it moves. */
export const dollarSavesHere = (): number => savesHere;

export interface DollarSetting {
  /** Addresses outside Nigeria pay in US dollars. */
  allowed: boolean;
  /** Naira to one dollar, as she approved it; null until she has. */
  nairaPerDollar: number | null;
  approvedAt: Date | null;
}

export async function readDollarSetting(db: Db): Promise<DollarSetting> {
  const [row] = await db.query<{ allowed: boolean; naira_per_dollar: number | null; approved_at: Date | null }>(
    "select allowed, naira_per_dollar, approved_at from dollar_setting where id = 1",
  );
  return {
    allowed: row?.allowed === true,
    nairaPerDollar: row?.naira_per_dollar == null ? null : Number(row.naira_per_dollar),
    approvedAt: row?.approved_at ? new Date(row.approved_at) : null,
  };
}

/** Her setting, whole: whether dollars are allowed and the rate she approves (now). */
export async function saveDollarSetting(db: Db, s: { allowed: boolean; nairaPerDollar: number }): Promise<void> {
  await db.query(
    `insert into dollar_setting (id, allowed, naira_per_dollar, approved_at) values (1, $1, $2, now())
     on conflict (id) do update set allowed = excluded.allowed, naira_per_dollar = excluded.naira_per_dollar,
       approved_at = case when dollar_setting.naira_per_dollar is distinct from excluded.naira_per_dollar
                          then now() else dollar_setting.approved_at end`,
    [s.allowed, s.nairaPerDollar],
  );
  savesHere++;
}

/** The products' own dollar prices, whole cents by id (every product's when `ids` is undefined). */
export async function readOwnDollarPrices(db: Db, ids?: readonly number[]): Promise<Record<number, number>> {
  const rows = await db.query<{ product_id: number; cents: number }>(
    "select product_id, cents from product_dollar_prices where $1::integer[] is null or product_id = any($1::integer[])",
    [ids ? [...ids] : null],
  );
  return Object.fromEntries(rows.map((r) => [Number(r.product_id), Number(r.cents)]));
}

/** A product's own dollar price (whole cents), or none: its naira price at the rate applies. */
export async function saveOwnDollarPrice(db: Db, productId: number, cents: number | null): Promise<void> {
  savesHere++;
  if (cents === null) {
    await db.query("delete from product_dollar_prices where product_id = $1", [productId]);
    return;
  }
  await db.query(
    `insert into product_dollar_prices (product_id, cents) values ($1, $2)
     on conflict (product_id) do update set cents = excluded.cents, updated_at = now()`,
    [productId, cents],
  );
}
