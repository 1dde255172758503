/** How much the owner may upload (docs/decisions/201-photos-from-the-owners-phone.md). */
export const PHOTO_LIMITS = {
  /** Largest photo file: a phone's full-resolution JPEG is 3 to 12 MB. */
  fileBytes: 25 * 1024 * 1024,
  /** Photos one form may send, and photos one product may have. */
  filesPerUpload: 10,
  perProduct: 10,
  /** Largest upload body: ten photos at the limit and the form's own bytes. */
  uploadBytes: 260 * 1024 * 1024,
  /** Most pixels a photo may have (a 50 MP camera's): more is refused before it is decoded. */
  pixels: 50_000_000,
  /** Shortest side a photo may have: the narrowest picture a page asks for (a cart line's). */
  minSide: 320,
  /** Longest alt text. */
  altLength: 200,
} as const;

export const MB = 1024 * 1024;
