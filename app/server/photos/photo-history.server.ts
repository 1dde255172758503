import { addProductEvent, noteCatalogueChange } from "../catalogue/store/index.server";
import type { Db } from "../db/db.server";

/** A photo change's history kind (docs: the editor's history lists them beside the saves). */
export type PhotoEventKind = "photo-add" | "photo-remove" | "photo-move" | "photo-alt";

/**
 * In the transaction of a photo change: the product's history says who did what to which photo
 * (its number, 1 for the cover, and its description where it matters), and every server's pages follow.
 */
export async function notePhotoChange(
  tx: Db,
  change: { productId: number; actor: string; kind: PhotoEventKind; changes: Record<string, [unknown, unknown]> },
): Promise<void> {
  await addProductEvent(tx, change);
  await noteCatalogueChange(tx, [change.productId]);
}
