import { collectionPath } from "~/config/collections";
import { productFilters, type ProductFilters } from "~/admin/products/product-filters";
import { pageCount } from "~/admin/shared/paging";
import { stockWarnings, warningText } from "~/admin/products/stock-warnings";
import { allCollections, type ProductRecord } from "~/features/catalogue";
import type { ImageRef } from "~/lib/images/image-ref";
import type { Db } from "~/server/db/db.server";
import { findProducts, PRODUCTS_PAGE_SIZE, readProducts } from "~/server/catalogue/store/index.server";
import { readyPhotosOf } from "~/server/photos/store/index.server";
import { availableStock } from "~/server/stock/store/index.server";
import type { ProductListRow } from "~/admin/products/product-list";
import { productThumbnail } from "./product-thumbnail.server";

/** The collections as the editor names them: slug, name and listing address. */
export const collectionChoices = () =>
  allCollections().map((c) => ({ slug: c.slug, name: c.name, path: collectionPath(c.slug) }));

/** The products with a size sold out or low; every counted product is read once. */
async function lowStockIds(db: Db): Promise<number[]> {
  const stock = await availableStock(db);
  if (stock.size === 0) return [];
  const products = await readProducts(db, [...stock.keys()]);
  return products.filter((p) => stockWarnings(p, stock.get(p.id)).length > 0).map((p) => p.id);
}

const rowOf = (
  p: ProductRecord,
  names: Map<string, string>,
  stock: Map<number, object>,
  photos: Map<number, readonly ImageRef[]>,
): ProductListRow => ({
  id: p.id,
  name: p.name,
  collection: names.get(p.collection) ?? p.collection,
  price: p.price,
  originalPrice: p.originalPrice,
  published: p.published,
  comboPart: p.comboPart,
  warnings: warningText(stockWarnings(p, stock.get(p.id))),
  thumbnail: productThumbnail(p, photos.get(p.id)?.[0]),
});

/** The products list: the filters read from its address, one page of rows, how many in all. */
export async function productListView(db: Db, url: URL) {
  const filters: ProductFilters = productFilters(url);
  const only = filters.lowStock ? await lowStockIds(db) : undefined;
  const { products, total } = await findProducts(db, { ...filters, ids: only });
  const ids = products.map((p) => p.id);
  const [stock, photos] = await Promise.all([availableStock(db, ids), readyPhotosOf(db, ids)]);
  const collections = collectionChoices();
  const names = new Map(collections.map((c) => [c.slug, c.name]));
  return {
    filters,
    total,
    pages: pageCount(total, PRODUCTS_PAGE_SIZE),
    collections,
    rows: products.map((p) => rowOf(p, names, stock, photos)),
  };
}
