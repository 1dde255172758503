import type { ProductRecord, SharedPageRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { PRODUCT_COLUMNS, recordOf, type ProductRow } from "./records.server";

/** A product as its editor opens it: the record, the version a save must name, its extra placements. */
export interface EditableProduct {
  record: ProductRecord;
  version: number;
  sharedPages: SharedPageRecord[];
}

/** One product, published or not; `lock` holds its row until the transaction ends (a save's read). */
export async function readEditableProduct(
  db: Db,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<EditableProduct | undefined> {
  const [row] = await db.query<ProductRow & { version: number }>(
    `select ${PRODUCT_COLUMNS}, version from products where id = $1${lock ? " for update" : ""}`,
    [id],
  );
  if (!row) return undefined;
  return { record: recordOf(row), version: row.version, sharedPages: await sharedPagesOf(db, id) };
}

/** The pages showing a product under other listings' addresses. */
async function sharedPagesOf(db: Db, productId: number): Promise<SharedPageRecord[]> {
  const rows = await db.query<{ path: string; heading: string | null }>(
    "select path, heading from product_shared_pages where product_id = $1 order by path",
    [productId],
  );
  return rows.map((r) => ({ path: r.path, productId, ...(r.heading ? { heading: r.heading } : {}) }));
}

/** The parts of combos, which a combo may list: id and name, by id. */
export async function comboPartChoices(db: Db): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>("select id, name from products where combo_part order by id");
}

/** A page address a product would take: its path, and the listing and slug it is made of. */
export interface Address {
  path: string;
  collection: string;
  slug: string;
}

/**
 * Which of these addresses another product already answers, as its own page or an extra
 * placement: each taken path with that product's name.
 */
export async function takenAddresses(
  db: Db,
  addresses: readonly Address[],
  exceptId: number,
): Promise<Map<string, string>> {
  if (addresses.length === 0) return new Map();
  const pages = await db.query<{ collection: string; slug: string; name: string }>(
    `select p.collection, p.slug, p.name from products p
       join unnest($1::text[], $2::text[]) as a(collection, slug) on a.collection = p.collection and a.slug = p.slug
      where p.id <> $3 and not p.combo_part`,
    [addresses.map((a) => a.collection), addresses.map((a) => a.slug), exceptId],
  );
  const shared = await db.query<{ path: string; name: string }>(
    `select s.path, p.name from product_shared_pages s join products p on p.id = s.product_id
      where s.path = any($1) and s.product_id <> $2`,
    [addresses.map((a) => a.path), exceptId],
  );
  const taken = new Map(shared.map((r) => [r.path, r.name]));
  for (const a of addresses) {
    const owner = pages.find((r) => r.collection === a.collection && r.slug === a.slug);
    if (owner) taken.set(a.path, owner.name);
  }
  return taken;
}

/** The draft (not published, not a combo's part) at a listing's address, if there is one. */
export async function draftAt(db: Db, collection: string, slug: string): Promise<ProductRecord | undefined> {
  const [row] = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products
     where collection = $1 and slug = $2 and not published and not combo_part order by id limit 1`,
    [collection, slug],
  );
  return row && recordOf(row);
}
