// The photos' tables (product_photos, photo_variants): every SQL statement on them is in this
// folder, and the rest of the shop calls it through this file (docs/decisions/182-a-store-per-table-family.md).
export { addPhoto, copyPhotos, photosOfProduct, removePhoto, reorderPhoto, setPhotoAlt } from "./uploads.server";
export { claimPhotoToPrepare, markPhotoReady, moveStoredBytes, retryPhotoLater } from "./preparation.server";
export { readyPhotosOf } from "./pages.server";
export { lockHash } from "./shared.server";
