import { collectionSlugs } from "~/config/collections";
import type { ProductRecord } from "~/features/catalogue";
import type { Db } from "../../db/db.server";
import { PRODUCT_COLUMNS, recordOf, type ProductRow } from "./records.server";

export const PRODUCTS_PAGE_SIZE = 30;

export interface ProductQuery {
  /** Part of the name or address, or a product's id. */
  search?: string;
  collection?: string | null;
  status?: "published" | "draft" | null;
  /** Only these products. */
  ids?: readonly number[];
  /** From 1. */
  page: number;
}

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The products matching a query, as the owner's list shows them: by collection in the shop's
 * order, each listing in its order, combo parts after it; a page at a time, with the total.
 */
export async function findProducts(db: Db, q: ProductQuery): Promise<{ products: ProductRecord[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  if (q.search) {
    const id = /^#?\d{1,9}$/.test(q.search) ? Number(q.search.replace("#", "")) : null;
    const like = param(likePattern(q.search));
    where.push(`(name ilike ${like} or slug ilike ${like}${id === null ? "" : ` or id = ${param(id)}`})`);
  }
  if (q.collection) where.push(`collection = ${param(q.collection)}`);
  if (q.status) where.push(`published = ${param(q.status === "published")}`);
  if (q.ids) where.push(`id = any(${param([...q.ids])})`);
  const filter = where.length > 0 ? `where ${where.join(" and ")}` : "";
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from products ${filter}`, params);
  const order = param([...collectionSlugs]);
  const limit = param(PRODUCTS_PAGE_SIZE);
  const offset = param((q.page - 1) * PRODUCTS_PAGE_SIZE);
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products ${filter}
      order by array_position(${order}::text[], collection), combo_part, position, id
      limit ${limit} offset ${offset}`,
    params,
  );
  return { products: rows.map(recordOf), total: count?.n ?? 0 };
}
