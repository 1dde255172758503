import sharp from "sharp";
import { PHOTO_LIMITS, sniffPhoto, type PhotoFormat, type Refusal } from "~/features/photos";
import type { PhotoFiles } from "./photo-files.server";
import { inTurn } from "./photo-turns.server";

/** A photo as the shop keeps it: upright, sRGB, every metadata block gone, as a high-quality JPEG. */
export interface CleanPhoto {
  width: number;
  height: number;
  /** Content hash of the cleaned file: 32 hex digits, the photo's image key after `p/`. */
  hash: string;
}

/** A cleaned photo written to a temporary file, waiting to be stored (then placed) or discarded. */
export interface CleanedFile extends CleanPhoto {
  file: string;
}

export type Cleaned = { ok: true; photo: CleanedFile } | { ok: false; reason: Refusal };

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
async function checkHeader(bytes: Buffer, format: PhotoFormat): Promise<Refusal | undefined> {
  let meta: sharp.Metadata;
  try {
    // Only the header is read here: the size is checked below, with a message of its own.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
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
 * Takes an uploaded file as a photo, or says why not: its format read from its bytes (JPEG, PNG,
 * WebP, AVIF), its size read from its header before any decoding, then turned upright by its EXIF
 * orientation, shrunk to at most KEPT_SIDE on its longer side and written again without EXIF, GPS, XMP, IPTC, comments or ICC profile (colours
 * converted to sRGB first). The decode runs in its turn (`inTurn`) in libvips' threads and the
 * JPEG streams to a temporary file in `files`, hashed on its way: the event loop only hands chunks along.
 */
export async function cleanPhoto(bytes: Buffer, files: PhotoFiles): Promise<Cleaned> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > PHOTO_LIMITS.fileBytes) return { ok: false, reason: "too-large" };
  const sniffed = sniffPhoto(bytes);
  if (!sniffed.ok) return { ok: false, reason: sniffed.kind };
  const refused = await checkHeader(bytes, sniffed.format);
  if (refused) return { ok: false, reason: refused };
  return inTurn(async (): Promise<Cleaned> => {
    const image = sharp(bytes, decodeLimits)
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
  });
}
