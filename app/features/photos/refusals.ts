import { MB, PHOTO_LIMITS } from "./limits";

/** Why a photo was not taken. */
export type Refusal =
  | "heic"
  | "pdf"
  | "gif"
  | "unknown"
  | "unreadable"
  | "too-large"
  | "too-many-pixels"
  | "too-small"
  | "product-full"
  | "duplicate"
  | "empty";

const ACCEPTED = "JPEG, PNG, WebP or AVIF";

const TEXTS: Record<Refusal, string> = {
  heic: `is a HEIC photo, which browsers cannot show. Export it as JPEG, or on an iPhone set Settings › Camera › Formats to "Most Compatible".`,
  pdf: `is a PDF document, not a photo. Send a photo in ${ACCEPTED}.`,
  gif: `is a GIF. Send a photo in ${ACCEPTED}.`,
  unknown: `is not a photo in ${ACCEPTED}.`,
  unreadable: `could not be read as a photo: it may be damaged. Try taking or exporting it again.`,
  "too-large": `is larger than ${PHOTO_LIMITS.fileBytes / MB} MB. Send a smaller copy.`,
  "too-many-pixels": `has more than ${PHOTO_LIMITS.pixels / 1_000_000} million pixels. Send a smaller copy.`,
  "too-small": `is smaller than ${PHOTO_LIMITS.minSide} pixels on its shorter side. Send the photo as the camera took it.`,
  "product-full": `was not added: a product has at most ${PHOTO_LIMITS.perProduct} photos. Remove one to add another.`,
  duplicate: `is already one of this product's photos.`,
  empty: `is empty.`,
};

/** What the owner reads about a refused file: its name, then why. */
export function refusalText(fileName: string, reason: Refusal): string {
  return `${fileName || "A file"} ${TEXTS[reason]}`;
}
