import { SIZES } from "~/features/catalogue";
import type { Db } from "~/server/db/db.server";
import type { PhotoFiles } from "~/server/photos/photo-files.server";
import { copyPhotos, photosOfProduct, removePhoto } from "~/server/photos/store/index.server";
import { availableStock, setStock } from "~/server/stock/store/index.server";
import { setPiecesLeft } from "./product-stock.server";
import { noteCatalogueChange } from "~/server/catalogue/store/index.server";
import * as store from "~/server/catalogue/store/index.server";

/** Publishes or unpublishes: one history entry, the shop's pages told. */
export async function setPublished(
  db: Db,
  actor: string,
  id: number,
  published: boolean,
): Promise<"published" | "unpublished" | "already" | "missing"> {
  return db.transaction(async (tx) => {
    if (!(await store.setProductPublished(tx, id, published))) {
      return (await store.readEditableProduct(tx, id)) ? "already" : "missing";
    }
    await store.addProductEvent(tx, {
      productId: id,
      actor,
      kind: published ? "publish" : "unpublish",
      changes: { published: [!published, published] },
    });
    await noteCatalogueChange(tx, [id]);
    return published ? "published" : "unpublished";
  });
}

/**
 * A draft copy of the product with its counted sizes' pieces left and, when asked, its photos
 * (sharing their files); its id, or undefined when the product is gone.
 */
export async function duplicate(
  db: Db,
  actor: string,
  id: number,
  { photos = false }: { photos?: boolean } = {},
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const copy = await store.copyProduct(tx, id);
    if (copy === undefined) return undefined;
    const copied = photos ? await copyPhotos(tx, id, copy) : 0;
    const counts = (await availableStock(tx, [id])).get(id) ?? {};
    if (Object.keys(counts).length > 0) await setPiecesLeft(tx, copy, counts);
    const stock = Object.fromEntries(Object.entries(counts).map(([size, n]) => [`stock.${size}`, [null, n]]));
    await store.addProductEvent(tx, {
      productId: copy,
      actor,
      kind: "duplicate",
      changes: { copyOf: [null, id], ...stock, ...(copied > 0 ? { photos: [null, copied] } : {}) },
    });
    await noteCatalogueChange(tx, [copy]);
    return copy;
  });
}

/** Swaps the product with its neighbour in its listing; both histories say so. */
export async function move(db: Db, actor: string, id: number, direction: "up" | "down"): Promise<"moved" | "end"> {
  return db.transaction(async (tx) => {
    const moved = await store.moveProduct(tx, id, direction);
    if (!moved) return "end";
    const [from, to] = moved.position;
    await store.addProductEvent(tx, { productId: id, actor, kind: "move", changes: { position: [from, to] } });
    await store.addProductEvent(tx, {
      productId: moved.neighbour,
      actor,
      kind: "move",
      changes: { position: [to, from] },
    });
    await noteCatalogueChange(tx, [id, moved.neighbour]);
    return "moved";
  });
}

/**
 * Deletes a draft for good (its history stays), its counted sizes and then its photos; a
 * published product is refused.
 */
export async function deleteDraft(
  db: Db,
  files: PhotoFiles,
  actor: string,
  id: number,
): Promise<"deleted" | "not-draft" | "missing"> {
  const result = await db.transaction(async (tx) => {
    const result = await store.deleteDraftProduct(tx, id);
    if (result === "published") return "not-draft";
    if (result === "missing") return "missing";
    await setStock(tx, id, Object.fromEntries(SIZES.map((s) => [s, null])));
    await store.addProductEvent(tx, { productId: id, actor, kind: "delete" });
    await noteCatalogueChange(tx, [id]);
    return "deleted" as const;
  });
  // The photos' store keeps its own transactions; a photo left by a failure here belongs to no product.
  if (result === "deleted")
    for (const photo of await photosOfProduct(db, id)) await removePhoto(db, files, id, photo.id, noop);
  return result;
}

const noop = async () => {};
