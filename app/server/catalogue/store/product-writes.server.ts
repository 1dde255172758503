import type { ProductRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { collectionNameOf } from "./collection-names.server";

/** What the editor writes of a product: its record's fields, combo parts always named (none: empty). */
export type ProductFields = Pick<
  ProductRecord,
  "name" | "slug" | "collection" | "price" | "originalPrice" | "description" | "sizes" | "madeToOrder" | "published"
> & { comboItems: readonly number[] };

/** The lock new products take for their id ('hazel new product'), so two creations never pick the same. */
const NEW_ID_LOCK = 0x6e65_7770;

const values = (f: ProductFields) => [
  f.name,
  f.slug,
  f.collection,
  f.price,
  f.originalPrice,
  f.description,
  [...f.sizes],
  f.madeToOrder,
  f.comboItems.length > 0 ? [...f.comboItems] : null,
  f.published,
  collectionNameOf(f.collection),
];

/**
 * The next product id: above every product there is and every one there was (its history
 * remains), so a cart or order naming a deleted product never finds a new one under its id.
 */
async function nextProductId(tx: Db): Promise<number> {
  await tx.query("select pg_advisory_xact_lock($1)", [NEW_ID_LOCK]);
  const [row] = await tx.query<{ id: number }>(
    `select greatest((select max(id) from products), (select max(product_id) from product_events), 0) + 1 as id`,
  );
  return Number(row?.id ?? 1);
}

/** The position after the last product of a listing. */
async function endOfListing(tx: Db, collection: string): Promise<number> {
  const [row] = await tx.query<{ position: number }>(
    "select coalesce(max(position) + 1, 0) as position from products where collection = $1 and not combo_part",
    [collection],
  );
  return Number(row?.position ?? 0);
}

/** A new product at the end of its listing, version 1 (a copy keeps its original's part and artwork); returns its id. */
export async function insertNewProduct(
  tx: Db,
  f: ProductFields & { comboPart?: boolean; artwork?: ProductRecord["artwork"] },
): Promise<number> {
  const id = await nextProductId(tx);
  await tx.query(
    `insert into products (id, name, slug, collection, price, original_price, description, sizes,
       made_to_order, combo_items, published, collection_name, position, combo_part, artwork)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      ...values(f),
      await endOfListing(tx, f.collection),
      f.comboPart ?? false,
      f.artwork ? JSON.stringify(f.artwork) : null,
    ],
  );
  return id;
}

/**
 * Saves a product's fields if it is still at `version`, and bumps the version; false when another
 * save came first (nothing written). A product moved to another listing goes to its end.
 */
export async function updateProductFields(tx: Db, id: number, version: number, f: ProductFields): Promise<boolean> {
  const rows = await tx.query(
    `update products set name = $3, slug = $4, collection = $5, price = $6, original_price = $7, description = $8,
       sizes = $9, made_to_order = $10, combo_items = $11, published = $12, collection_name = $13,
       position = case when collection = $5 then position else $14 end,
       version = version + 1, updated_at = now()
     where id = $1 and version = $2 returning id`,
    [id, version, ...values(f), await endOfListing(tx, f.collection)],
  );
  return rows.length === 1;
}

/** Publishes or unpublishes, bumping the version; false when it was so already (or is gone). */
export async function setProductPublished(tx: Db, id: number, published: boolean): Promise<boolean> {
  const rows = await tx.query(
    `update products set published = $2, version = version + 1, updated_at = now()
      where id = $1 and published <> $2 returning id`,
    [id, published],
  );
  return rows.length === 1;
}

/** Deletes a draft with its placements and old addresses; a published product stays. */
export async function deleteDraftProduct(tx: Db, id: number): Promise<"deleted" | "published" | "missing"> {
  const rows = await tx.query<{ published: boolean }>("select published from products where id = $1 for update", [id]);
  if (!rows[0]) return "missing";
  if (rows[0].published) return "published";
  await tx.query("delete from products where id = $1", [id]);
  return "deleted";
}

/** The product's extra placements become exactly these. */
export async function replaceSharedPages(
  tx: Db,
  productId: number,
  pages: readonly { path: string; heading: string | null }[],
): Promise<void> {
  await tx.query("delete from product_shared_pages where product_id = $1", [productId]);
  for (const p of pages) {
    await tx.query("insert into product_shared_pages (path, product_id, heading) values ($1, $2, $3)", [
      p.path,
      productId,
      p.heading,
    ]);
  }
}

/** An old address of the product: answered with a 301 to wherever it lives now. */
export async function keepOldAddress(tx: Db, path: string, productId: number): Promise<void> {
  await tx.query(
    `insert into product_redirects (path, product_id) values ($1, $2)
     on conflict (path) do update set product_id = excluded.product_id`,
    [path, productId],
  );
}

/** Addresses now answered by a page are no longer redirects. */
export async function dropRedirects(tx: Db, paths: readonly string[]): Promise<void> {
  if (paths.length > 0) await tx.query("delete from product_redirects where path = any($1)", [[...paths]]);
}
