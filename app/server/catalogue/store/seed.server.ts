import type { CatalogueRecords, ProductRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { lastChangeId, noteCatalogueChange } from "../changes.server";

/** The advisory lock instances take to seed ('hazel catalogue'), so two first starts seed once. */
const SEED_LOCK = 0x6361_7461;

/** Inserts one product as it is, version 1. */
export async function insertProduct(tx: Db, p: ProductRecord): Promise<void> {
  await tx.query(
    `insert into products (id, name, slug, collection, price, original_price, description, sizes,
       made_to_order, combo_items, combo_part, artwork, published, position)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      p.id,
      p.name,
      p.slug,
      p.collection,
      p.price,
      p.originalPrice,
      p.description,
      [...p.sizes],
      p.madeToOrder,
      p.comboItems ? [...p.comboItems] : null,
      p.comboPart,
      p.artwork ? JSON.stringify(p.artwork) : null,
      p.published,
      p.position,
    ],
  );
}

/**
 * Writes the seed catalogue into a database that never had one (no catalogue change recorded
 * yet), in one transaction: a catalogue the owner emptied is not seeded again. Returns whether it seeded.
 */
export async function seedCatalogue(db: Db, records: CatalogueRecords): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [SEED_LOCK]);
    if ((await lastChangeId(tx)) > 0) return false;
    for (const p of records.products) await insertProduct(tx, p);
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
