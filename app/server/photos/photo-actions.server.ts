import type { PhotoIntent } from "~/features/photos";
import { noteCatalogueChange } from "../catalogue/store/index.server";
import type { Db } from "../db/db.server";
import type { PhotoFiles } from "./photo-files.server";
import { servedPhotos } from "./serve.server";
import { removePhoto, reorderPhoto, setPhotoAlt } from "./store/index.server";

/** What the screen says after a change. */
export const PHOTO_DONE_TEXT = {
  alt: "The description is saved.",
  up: "The photo moved up.",
  down: "The photo moved down.",
  cover: "The photo is now the cover.",
  removed: "The photo is removed.",
  unchanged: "Nothing to change: the photo is already there.",
} as const;

export type PhotoDone = keyof typeof PHOTO_DONE_TEXT;

/**
 * Does what the owner asked of one of a product's photos, noting the product's change in the same
 * transaction so every server shows it; undefined when the product has no such photo.
 */
export async function runPhotoAction(
  db: Db,
  files: PhotoFiles,
  productId: number,
  action: PhotoIntent,
): Promise<PhotoDone | undefined> {
  const note = (tx: Db) => noteCatalogueChange(tx, [productId]);
  switch (action.intent) {
    case "alt":
      return (await setPhotoAlt(db, productId, action.photoId, action.alt, note)) ? "alt" : undefined;
    case "remove": {
      const hash = await removePhoto(db, files, productId, action.photoId, note);
      if (hash === undefined) return undefined;
      servedPhotos.deleteStartingWith(`/img/p/${hash}.`);
      return "removed";
    }
    default:
      return (await reorderPhoto(db, productId, action.photoId, action.intent, note)) ? action.intent : "unchanged";
  }
}
