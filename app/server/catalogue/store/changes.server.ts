import type { Db } from "../../db/db.server";

/** Records that these products changed, so every instance re-renders their pages. */
export async function noteCatalogueChange(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.query("insert into catalogue_changes (product_ids) values ($1)", [[...new Set(productIds)]]);
}

/** Records that the sales changed: every instance reads them again and re-renders the pages whose prices moved. */
export async function noteSalesChange(db: Db): Promise<void> {
  await db.query("insert into catalogue_changes (product_ids) values ('{}')");
}

export interface CatalogueChange {
  id: number;
  productIds: number[];
}

/** The changes after `afterId`, oldest first. */
export async function changesSince(db: Db, afterId: number): Promise<CatalogueChange[]> {
  const rows = await db.query<{ id: string; product_ids: number[] }>(
    "select id, product_ids from catalogue_changes where id > $1 order by id limit 1000",
    [afterId],
  );
  return rows.map((r) => ({ id: Number(r.id), productIds: r.product_ids }));
}

/** The id of the last change, 0 when there is none. */
export async function lastChangeId(db: Db): Promise<number> {
  const [row] = await db.query<{ id: string | null }>("select max(id) as id from catalogue_changes");
  return Number(row?.id ?? 0);
}
