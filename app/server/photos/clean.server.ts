import { PHOTO_LIMITS, sniffPhoto, type Refusal } from "~/features/photos";
import type { PhotoFiles } from "./photo-files.server";
import { photoWorker, type PhotoLane, type PhotoWorker } from "./photo-worker.server";

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

/** An uploaded file as it was received: in a temporary file, its first bytes kept to tell its format by. */
export interface UploadedFile {
  file: string;
  head: Uint8Array;
  bytes: number;
}

/**
 * Takes an uploaded file as a photo, or says why not: its format read from its first bytes (JPEG,
 * PNG, WebP, AVIF) here, then its file handed by name to the photo worker's child process
 * (clean-pixels.server.ts), which reads the size from the header before any decoding, turns it
 * upright, shrinks it to 4096 px at most and writes it again without metadata. The shop's process
 * never holds its bytes nor its pixels. A worker that stopped (crashed) counts as unreadable. The
 * uploaded file stays the caller's to remove. A shopper's photo waits in the worker's `lane` behind the owner's.
 */
export async function cleanUpload(
  upload: UploadedFile,
  files: PhotoFiles,
  worker: PhotoWorker = photoWorker,
  lane: PhotoLane = "owner",
): Promise<Cleaned> {
  if (upload.bytes === 0) return { ok: false, reason: "empty" };
  if (upload.bytes > PHOTO_LIMITS.fileBytes) return { ok: false, reason: "too-large" };
  const sniffed = sniffPhoto(upload.head);
  if (!sniffed.ok) return { ok: false, reason: sniffed.kind };
  try {
    return await worker.run({ kind: "clean", dir: files.dir, input: upload.file, format: sniffed.format }, lane);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
}
