import { collectionSlugs, type CollectionSlug } from "~/config/collections";
import { isSize, type CatalogueRecords, type ProductRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";

export type ProductRow = {
  id: number;
  name: string;
  slug: string;
  collection: string;
  price: number;
  original_price: number;
  description: string;
  sizes: string[];
  made_to_order: boolean;
  combo_items: number[] | null;
  combo_part: boolean;
  artwork: ProductRecord["artwork"];
  published: boolean;
  position: number;
};

export const PRODUCT_COLUMNS =
  "id, name, slug, collection, price, original_price, description, sizes, made_to_order, combo_items, combo_part, artwork, published, position";

const isCollection = (v: string): v is CollectionSlug => (collectionSlugs as readonly string[]).includes(v);

/** A stored row as the catalogue's record; a row naming an unknown collection is an error. */
export function recordOf(row: ProductRow): ProductRecord {
  if (!isCollection(row.collection)) throw new Error(`Product ${row.id} names an unknown collection`);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    collection: row.collection,
    price: row.price,
    originalPrice: row.original_price,
    description: row.description,
    sizes: row.sizes.filter(isSize),
    madeToOrder: row.made_to_order,
    ...(row.combo_items ? { comboItems: row.combo_items } : {}),
    comboPart: row.combo_part,
    // jsonb keeps its own key order: rebuilt so a record reads the same however it was stored.
    artwork: row.artwork && { slug: row.artwork.slug, garment: row.artwork.garment, count: row.artwork.count },
    published: row.published,
    position: row.position,
  };
}

/** The products with these ids (every product without ids), published or not. */
export async function readProducts(db: Db, ids?: readonly number[]): Promise<ProductRecord[]> {
  const rows = ids
    ? await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where id = any($1) order by id`, [[...ids]])
    : await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products order by id`);
  return rows.map(recordOf);
}

/** Everything the catalogue's pages are made from (without the products when they are not wanted). */
export async function readCatalogueRecords(db: Db, { products: withProducts = true } = {}): Promise<CatalogueRecords> {
  const [products, sharedPages, redirects] = await Promise.all([
    withProducts ? readProducts(db) : [],
    db.query<{ path: string; product_id: number; heading: string | null }>(
      "select path, product_id, heading from product_shared_pages order by path",
    ),
    db.query<{ path: string; product_id: number }>("select path, product_id from product_redirects order by path"),
  ]);
  return {
    products,
    sharedPages: sharedPages.map((r) => ({
      path: r.path,
      productId: r.product_id,
      ...(r.heading ? { heading: r.heading } : {}),
    })),
    redirects: redirects.map((r) => ({ path: r.path, productId: r.product_id })),
  };
}
