import type { CatalogueRecords, ProductRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { lastChangeId, noteCatalogueChange } from "./changes.server";
import { collectionNameOf } from "./collection-names.server";

/** The advisory lock instances take to seed ('hazel catalogue'), so two first starts seed once. */
const SEED_LOCK = 0x6361_7461;

/** Products a statement inserts at most. */
const BATCH = 1000;

const COLUMNS =
  "id, name, slug, collection, collection_name, price, original_price, description, sizes, made_to_order, combo_items, combo_part, artwork, published, position";

/** Inserts products as they are, version 1, in as few statements as it can (a seed, a benchmark's catalogue). */
export async function insertProducts(tx: Db, products: readonly ProductRecord[]): Promise<void> {
  for (let at = 0; at < products.length; at += BATCH) {
    const rows = products.slice(at, at + BATCH).map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      collection: p.collection,
      collection_name: collectionNameOf(p.collection),
      price: p.price,
      original_price: p.originalPrice,
      description: p.description,
      sizes: p.sizes,
      made_to_order: p.madeToOrder,
      combo_items: p.comboItems ?? null,
      combo_part: p.comboPart,
      artwork: p.artwork,
      published: p.published,
      position: p.position,
    }));
    await tx.query(
      `insert into products (${COLUMNS})
       select ${COLUMNS} from jsonb_to_recordset($1::jsonb) as r(id integer, name text, slug text, collection text,
         collection_name text, price integer, original_price integer, description text, sizes text[],
         made_to_order boolean, combo_items integer[], combo_part boolean, artwork jsonb, published boolean,
         position integer)`,
      [JSON.stringify(rows)],
    );
  }
}

/** Inserts one product as it is, version 1. */
export const insertProduct = (tx: Db, p: ProductRecord): Promise<void> => insertProducts(tx, [p]);

/**
 * Writes the seed catalogue into a database that never had one (no catalogue change recorded
 * yet), in one transaction: a catalogue the owner emptied is not seeded again. Returns whether it seeded.
 */
export async function seedCatalogue(db: Db, records: CatalogueRecords): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    if ((await lastChangeId(tx)) > 0) return false;
    await insertProducts(tx, records.products);
    for (const s of records.sharedPages) {
      await tx.query("insert into product_shared_pages (path, product_id, heading) values ($1, $2, $3)", [
        s.path,
        s.productId,
        s.heading ?? null,
      ]);
    }
    for (const r of records.redirects) {
      await tx.query("insert into product_redirects (path, product_id) values ($1, $2)", [r.path, r.productId]);
    }
    await noteCatalogueChange(
      tx,
      records.products.map((p) => p.id),
    );
    return true;
  });
}
