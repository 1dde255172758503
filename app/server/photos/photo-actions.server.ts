import { coverFirst, moved, type PhotoIntent } from "~/features/photos";
import type { Db } from "../db/db.server";
import type { PhotoFiles } from "./photo-files.server";
import { notePhotoChange, type PhotoEventKind } from "./photo-history.server";
import { servedPhotos } from "./serve.server";
import { photosOfProduct, removePhoto, reorderPhoto, setPhotoAlt } from "./store/index.server";

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
 * Does what the owner (`actor`) asked of one of a product's photos, with an entry in the product's
 * history and the product's change noted in the same transaction, so every server shows it;
 * undefined when the product has no such photo.
 */
export async function runPhotoAction(
  db: Db,
  files: PhotoFiles,
  productId: number,
  action: PhotoIntent,
  actor: string,
): Promise<PhotoDone | undefined> {
  // The photo's number and description before the change, which its history entry names.
  const order = (await photosOfProduct(db, productId)).map((p) => ({ id: p.id, alt: p.alt }));
  const at = order.findIndex((p) => p.id === action.photoId);
  const note = (kind: PhotoEventKind, changes: Record<string, [unknown, unknown]>) => (tx: Db) =>
    notePhotoChange(tx, { productId, actor, kind, changes });
  const number = at + 1;
  const alt = order[at]?.alt ?? "";
  switch (action.intent) {
    case "alt":
      return (await setPhotoAlt(
        db,
        productId,
        action.photoId,
        action.alt,
        note("photo-alt", { photo: [number, number], alt: [alt, action.alt] }),
      ))
        ? "alt"
        : undefined;
    case "remove": {
      const removed = note("photo-remove", { photo: [number, null], alt: [alt, null] });
      const hash = await removePhoto(db, files, productId, action.photoId, removed);
      if (hash === undefined) return undefined;
      servedPhotos.deleteStartingWith(`/img/p/${hash}.`);
      return "removed";
    }
    default: {
      const ids = order.map((p) => p.id);
      const next =
        action.intent === "cover" ? coverFirst(ids, action.photoId) : moved(ids, action.photoId, action.intent);
      const to = next.indexOf(action.photoId) + 1;
      const movedNote = note("photo-move", { photo: [number, to], alt: [alt, alt] });
      return (await reorderPhoto(db, productId, action.photoId, action.intent, movedNote))
        ? action.intent
        : "unchanged";
    }
  }
}
