import sharp from "sharp";
import { PHOTO_LIMITS, type PhotoFormat, type Refusal } from "~/features/photos";
import type { PhotoFiles } from "./photo-files.server";
import type { CleanReply } from "./photo-jobs";

// The pixels' part of cleaning an upload, with sharp: run only in the photo worker's child
// process (photo-child.server.ts), never in the shop's.

/** Every decode is bounded: a file claiming more pixels than this fails before its pixels are read. */
export const decodeLimits = { limitInputPixels: PHOTO_LIMITS.pixels, failOn: "error" } as const;

/** What sharp's header reading calls each format the bytes claimed. */
const SHARP_FORMAT: Record<PhotoFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

/**
 * The longest side a photo is kept at: twice the widest a page asks for (1920 px), so a 50 MP
 * camera's photo is decoded already shrunk (JPEG's shrink on load) in a fifth of the memory.
 */
const KEPT_SIDE = 4096;

/** Transparent parts of a cut-out land on white, as a shop photo's background is. */
const BACKGROUND = "#ffffff";

/** Reads the header only (no pixels decoded): the size, and whether it matches what the bytes claimed. */
async function checkHeader(input: string, format: PhotoFormat): Promise<Refusal | undefined> {
  let meta: sharp.Metadata;
  try {
    // Only the header is read here: the size is checked below, with a message of its own.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return "unreadable";
  }
  if (meta.format !== SHARP_FORMAT[format]) return "unreadable";
  if (format === "avif" && meta.compression !== "av1") return "heic";
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) return "unreadable";
  if (width * height > PHOTO_LIMITS.pixels) return "too-many-pixels";
  if (Math.min(width, height) < PHOTO_LIMITS.minSide) return "too-small";
  return undefined;
}

/**
 * Cleans the uploaded file `input`: its size read from its header before any decoding, then
 * turned upright by its EXIF orientation, shrunk to at most KEPT_SIDE on its longer side and
 * written again without EXIF, GPS, XMP, IPTC, comments or ICC profile (colours converted to sRGB
 * first), as a JPEG streamed to a temporary file of `files`, hashed on its way.
 */
export async function cleanPixels(input: string, format: PhotoFormat, files: PhotoFiles): Promise<CleanReply> {
  const refused = await checkHeader(input, format);
  if (refused) return { ok: false, reason: refused };
  const image = sharp(input, decodeLimits)
    .rotate()
    .resize({ width: KEPT_SIDE, height: KEPT_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: BACKGROUND })
    .toColourspace("srgb")
    .jpeg({ quality: 92, chromaSubsampling: "4:4:4" });
  let size: sharp.OutputInfo | undefined;
  image.on("info", (info: sharp.OutputInfo) => (size = info));
  try {
    const written = await files.write(image);
    if (!size) {
      await files.discard(written.file);
      return { ok: false, reason: "unreadable" };
    }
    return { ok: true, photo: { file: written.file, hash: written.hash, width: size.width, height: size.height } };
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
