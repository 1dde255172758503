/**
 * The image key of the neutral picture a piece shows until it has a photo (an empty hanger, 4:5,
 * encoded like the products' images); browser-safe, so the cart can say what it is.
 */
export const PHOTO_PLACEHOLDER_KEY = "placeholders/no-photo";

/** Whether an image key is the placeholder rather than a picture of the piece. */
function isPhotoPlaceholder(key: string): boolean {
  return key === PHOTO_PLACEHOLDER_KEY;
}

/** The placeholder's honest alternative text. */
export function placeholderAlt(name: string): string {
  return `No photo of ${name} yet`;
}

/** A piece's picture described by its name, or, for the placeholder, as having no photo yet. */
export function pieceImageAlt(key: string, name: string): string {
  return isPhotoPlaceholder(key) ? placeholderAlt(name) : name;
}
