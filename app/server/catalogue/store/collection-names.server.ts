import { collectionFields } from "~/features/catalogue";
import type { Db } from "../../db/db.server";

const names = new Map<string, string>(collectionFields.map((c) => [c.slug, c.name]));

/** The lock instances starting together take to write the names ('hazel names'), one after the other. */
const NAMES_LOCK = 0x6e61_6d65;

/** A collection's display name as a product's row keeps it for search ("Bubble Girl"). */
export const collectionNameOf = (slug: string): string => names.get(slug) ?? "";

/**
 * Writes the collections' display names into the products that carry another (a name changed
 * in app/features/catalogue/collection-fields.ts, or rows stored before the column existed).
 * Returns how many products it changed.
 */
export async function nameCollections(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [NAMES_LOCK]);
    const rows = await tx.query(
      `update products p set collection_name = n.name
         from unnest($1::text[], $2::text[]) as n(slug, name)
        where p.collection = n.slug and p.collection_name is distinct from n.name
        returning p.id`,
      [[...names.keys()], [...names.values()]],
    );
    return rows.length;
  });
}
