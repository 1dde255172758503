import type { ProductRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { PRODUCT_COLUMNS, recordOf, type ProductRow } from "./records.server";

/** A product with the version a change of its prices must name. */
interface VersionedProduct {
  record: ProductRecord;
  version: number;
}

/**
 * Products with their versions, by id: all of them, those with these ids, or those of a
 * collection. `lock` holds their rows until the transaction ends, taken in id order so two
 * such reads never wait on each other crosswise.
 */
export async function readVersionedProducts(
  db: Db,
  { ids, collection, lock = false }: { ids?: readonly number[]; collection?: string; lock?: boolean } = {},
): Promise<VersionedProduct[]> {
  const rows = await db.query<ProductRow & { version: number }>(
    `select ${PRODUCT_COLUMNS}, version from products
      where ($1::int[] is null or id = any($1::int[])) and ($2::text is null or collection = $2)
      order by id${lock ? " for update" : ""}`,
    [ids ? [...ids] : null, collection ?? null],
  );
  return rows.map((row) => ({ record: recordOf(row), version: row.version }));
}

/**
 * Sets a product's price and list price (the price itself for none struck through) if it is
 * still at `version`, and raises the version, even when only its stock changed, so a form opened
 * before is refused as after any save. False when another save came first (nothing written).
 */
export async function updateProductPrices(
  tx: Db,
  id: number,
  version: number,
  prices: { price: number; originalPrice: number },
): Promise<boolean> {
  const rows = await tx.query(
    `update products set price = $3, original_price = $4, version = version + 1, updated_at = now()
      where id = $1 and version = $2 returning id`,
    [id, version, prices.price, prices.originalPrice],
  );
  return rows.length === 1;
}
