import { SIZES, type Size } from "~/features/catalogue";
import type { Db } from "~/server/db/db.server";
import { availableStock, setStock } from "~/server/stock/store/index.server";
import { sizeRestocked } from "~/server/lists/lists.server";

/**
 * Sets the pieces left to sell of these sizes (null: not counted), as the editor shows them
 * (availableStock: on hand less held). The stock's store takes pieces on hand, held ones
 * included, so a size with pieces held by unpaid orders is set to what she typed plus those: the
 * held count is learnt from the store's own answers (its refusal names it; otherwise what is left
 * after setting tells it). In the caller's transaction, which the store's first call locks the
 * sizes' rows for. Pieces coming back to a size tell the shoppers waiting for it (sizeRestocked).
 */
export async function setPiecesLeft(tx: Db, productId: number, left: Partial<Record<Size, number | null>>) {
  // Setting no size only locks the product's counted sizes: the counts read next are the ones this
  // save changes, so two saves at once cannot both count the same pieces as added.
  await setStock(tx, productId, {});
  const before = (await availableStock(tx, [productId])).get(productId) ?? {};
  for (const size of SIZES) {
    const wanted = left[size];
    if (wanted === undefined) continue;
    const first = await setStock(tx, productId, { [size]: wanted });
    await sizeRestocked(tx, productId, size, before[size], wanted);
    if (wanted === null) continue;
    let held = first.ok ? 0 : (first.refused.find((r) => r.size === size)?.held ?? 0);
    if (first.ok) held = wanted - ((await availableStock(tx, [productId])).get(productId)?.[size] ?? wanted);
    if (held > 0) await setStock(tx, productId, { [size]: wanted + held });
  }
}
