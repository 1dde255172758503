import { canApply, changeCount, type PriceChange, type PricePlan } from "~/admin/prices/price-plan";
import { SIZES, type Size } from "~/features/catalogue";
import type { Db } from "~/server/db/db.server";
import { addProductEvent, noteCatalogueChange, updateProductPrices } from "~/server/catalogue/store/index.server";
import { saveOwnDollarPrice } from "~/server/dollars/store.server";
import { planDigest, planOf, type PriceSource } from "./prices-plan.server";
import { setPiecesLeft } from "../products/product-stock.server";

type ApplyOutcome =
  | { kind: "applied"; products: number; changes: number }
  /** Nothing written: the plan made now differs from the one previewed (or cannot be applied); here it is. */
  | { kind: "moved"; plan: PricePlan; digest: string };

/** The history entry's kind of each source (product-changes.ts titles them). */
const EVENT_KIND = { file: "prices-file", raise: "prices-raise" } as const;

/**
 * One product's changes: its prices and version, its own dollar price when changed, the pieces
 * left of the sizes named, its history entry.
 */
async function applyChange(tx: Db, actor: string, kind: string, change: PriceChange) {
  const { price, originalPrice } = change.prices;
  const saved = await updateProductPrices(tx, change.id, change.version, {
    price,
    originalPrice: originalPrice ?? price,
  });
  // The rows are held since the plan was made at this version: a miss is a bug, and undoes everything.
  if (!saved) throw new Error(`Product ${change.id} moved from version ${change.version} while held`);
  const dollars = change.changes.dollarPrice;
  if (dollars) await saveOwnDollarPrice(tx, change.id, dollars[1] as number | null);
  const counts: Partial<Record<Size, number | null>> = {};
  for (const size of SIZES) {
    const stock = change.changes[`stock.${size}`];
    if (stock) counts[size] = stock[1] as number | null;
  }
  if (Object.keys(counts).length > 0) await setPiecesLeft(tx, change.id, counts);
  await addProductEvent(tx, { productId: change.id, actor, kind, changes: change.changes });
}

/**
 * Applies a previewed plan, all or nothing, in one transaction: the plan is made again with its
 * products' rows held, and written only if it is the one previewed (`digest`) and has no
 * problem. Each product changed gets its history entry and a new version; the shop's pages are
 * told once.
 */
export async function applyPrices(db: Db, actor: string, source: PriceSource, digest: string): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const plan = await planOf(tx, source, { lock: true });
    const now = planDigest(plan);
    if (now !== digest || !canApply(plan)) return { kind: "moved", plan, digest: now } as const;
    for (const change of plan.changes) await applyChange(tx, actor, EVENT_KIND[source.kind], change);
    await noteCatalogueChange(
      tx,
      plan.changes.map((c) => c.id),
    );
    return { kind: "applied", products: plan.changes.length, changes: changeCount(plan) } as const;
  });
}
