import { parseSearchQuery, type SearchQuery } from "~/features/search";
import type { Db } from "../db/db.server";
import { insertNewProduct, type ProductFields } from "../catalogue/store/index.server";

/** The query of a search the tests know parses to one. */
export function queryOf(raw: string): SearchQuery {
  const parsed = parseSearchQuery(raw);
  if (!parsed.ok || !parsed.query) throw new Error(`${raw} is no query`);
  return parsed.query;
}

/** A product as the owner's editor adds it; returns its id. */
export function addProduct(db: Db, fields: Partial<ProductFields> & { name: string }): Promise<number> {
  return db.transaction((tx) =>
    insertNewProduct(tx, {
      slug: fields.name.toLowerCase().replace(/\W+/g, "-"),
      collection: "naledi",
      price: 50_000,
      originalPrice: 50_000,
      description: "A piece made in Port Harcourt.",
      sizes: ["M"],
      madeToOrder: true,
      published: true,
      comboItems: [],
      ...fields,
    }),
  );
}
