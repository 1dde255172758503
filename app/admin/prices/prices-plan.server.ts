import { createHash } from "node:crypto";
import { collectionSlugs } from "~/config/collections";
import { readPriceFile, type PricedProduct } from "~/admin/prices/price-file";
import { fileProductIds, planFromFile, type PricePlan } from "~/admin/prices/price-plan";
import { planRaise } from "~/admin/prices/price-raise";
import type { Db } from "~/server/db/db.server";
import { readVersionedProducts } from "~/server/catalogue/store/index.server";
import { readOwnDollarPrices } from "~/server/dollars/store.server";
import { availableStock } from "~/server/stock/store/index.server";

/** Where a plan comes from: a prices file's text, or a raise of a collection's prices. */
export type PriceSource =
  { kind: "file"; name: string; text: string } | { kind: "raise"; collection: string; percent: number };

/**
 * Products as the prices file sees them, with their versions, their own dollar prices and the
 * pieces left of each size, in the shop's order (by collection, each listing in its order, combo
 * parts after it). `lock` holds their rows until the transaction ends.
 */
export async function pricedProducts(
  db: Db,
  query: { ids?: readonly number[]; collection?: string; lock?: boolean } = {},
): Promise<PricedProduct[]> {
  const products = await readVersionedProducts(db, query);
  const ids = products.map((p) => p.record.id);
  const stock = await availableStock(db, ids);
  const dollars = await readOwnDollarPrices(db, ids);
  const rank = (c: string) => (collectionSlugs as readonly string[]).indexOf(c);
  return products
    .map(({ record: r, version }) => ({
      id: r.id,
      name: r.name,
      collection: r.collection,
      published: r.published,
      comboPart: r.comboPart,
      version,
      price: r.price,
      originalPrice: r.originalPrice,
      dollarPrice: dollars[r.id] ?? null,
      sizes: r.sizes,
      madeToOrder: r.madeToOrder,
      stock: stock.get(r.id) ?? {},
      position: r.position,
    }))
    .sort(
      (a, b) =>
        rank(a.collection) - rank(b.collection) ||
        Number(a.comboPart) - Number(b.comboPart) ||
        a.position - b.position ||
        a.id - b.id,
    )
    .map(({ position: _, ...p }) => p);
}

/** What a source would change now (`lock`: in a transaction that applies it, its products' rows held). */
export async function planOf(db: Db, source: PriceSource, { lock = false } = {}): Promise<PricePlan> {
  if (source.kind === "raise")
    return planRaise(await pricedProducts(db, { collection: source.collection, lock }), source.percent);
  const file = readPriceFile(source.text);
  const ids = fileProductIds(file);
  const products = ids.length > 0 ? await pricedProducts(db, { ids, lock }) : [];
  return planFromFile(file, new Map(products.map((p) => [p.id, p])));
}

/**
 * The fingerprint of exactly what a plan changes (each product, the version it changes, each
 * field's old and new value), which its preview carries: applied only if the plan made again
 * at that moment is the same.
 */
export function planDigest(plan: PricePlan): string {
  const changes = plan.changes.map((c) => [
    c.id,
    c.version,
    Object.entries(c.changes).sort(([a], [b]) => a.localeCompare(b)),
  ]);
  return createHash("sha256").update(JSON.stringify(changes)).digest("base64url").slice(0, 32);
}
