import { PHOTO_LIMITS, sniffPhoto, type Refusal } from "~/features/photos";
import type { PhotoFiles } from "./photo-files.server";
import { photoWorker, type PhotoWorker } from "./photo-worker.server";

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

/**
 * Takes an uploaded file as a photo, or says why not: its format read from its bytes (JPEG, PNG,
 * WebP, AVIF) here, then the bytes written to a temporary file of `files` and handed to the photo
 * worker's child process (clean-pixels.server.ts), which reads the size from the header before any
 * decoding, turns it upright, shrinks it to 4096 px at most and writes it again without metadata.
 * The shop's process never holds its pixels. A worker that stopped (crashed) counts as unreadable.
 */
export async function cleanPhoto(
  bytes: Buffer,
  files: PhotoFiles,
  worker: PhotoWorker = photoWorker,
): Promise<Cleaned> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > PHOTO_LIMITS.fileBytes) return { ok: false, reason: "too-large" };
  const sniffed = sniffPhoto(bytes);
  if (!sniffed.ok) return { ok: false, reason: sniffed.kind };
  const input = files.incoming();
  try {
    await files.put(input, bytes);
    return await worker.run({ kind: "clean", dir: files.dir, input, format: sniffed.format });
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    await files.discard(input);
  }
}
