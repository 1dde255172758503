import { defaultAlt, PHOTO_LIMITS, refusalText, type Refusal } from "~/features/photos";
import type { Db } from "../db/db.server";
import { cleanUpload } from "./clean.server";
import { receiveFiles } from "./multipart.server";
import type { PhotoFiles } from "./photo-files.server";
import { addProductEvent } from "../catalogue/store/index.server";
import { addPhoto } from "./store/index.server";

/** The form field of the upload form's file inputs. */
const PHOTOS_FIELD = "photos";

export interface UploadReport {
  /** The new photos' ids. */
  added: number[];
  /** What went wrong, one sentence each: a refused file, files left out, a body not read to its end. */
  problems: string[];
  /** The status a page with these problems answers with (200 when there are none). */
  status: 200 | 400 | 408 | 413 | 415;
}

type FileOutcome = { added: true; id: number } | { added: false; name: string; reason: Refusal };

/**
 * Takes the photos of an upload form for a product, one file at a time as it streams in: each is
 * written to a temporary file of `files`, checked and cleaned (cleanUpload) into another, then stored waiting to be prepared,
 * with its default alt text. Nothing is kept of a file refused.
 */
export async function uploadPhotos(
  db: Db,
  files: PhotoFiles,
  request: Request,
  product: { id: number; name: string },
  actor = "admin",
): Promise<UploadReport> {
  const received = await receiveFiles(
    request,
    PHOTOS_FIELD,
    { files: PHOTO_LIMITS.filesPerUpload, fileBytes: PHOTO_LIMITS.fileBytes, totalBytes: PHOTO_LIMITS.uploadBytes },
    () => files.incoming(),
    async (file): Promise<FileOutcome> => {
      if (file.tooLarge) return { added: false, name: file.name, reason: "too-large" };
      const cleaned = await cleanUpload(file, files);
      if (!cleaned.ok) return { added: false, name: file.name, reason: cleaned.reason };
      const { photo } = cleaned;
      try {
        const added = await addPhoto(
          db,
          product.id,
          photo,
          (n) => defaultAlt(product.name, n),
          async (tx, position) => {
            await files.place(photo.file, files.original(photo.hash));
            const alt = defaultAlt(product.name, position + 1);
            // Its pages change once it is prepared (prepare.server.ts notes that); its history says so now.
            await addProductEvent(tx, {
              productId: product.id,
              actor,
              kind: "photo-add",
              changes: { photo: [null, position + 1], alt: [null, alt] },
            });
          },
        );
        return added.ok ? { added: true, id: added.id } : { added: false, name: file.name, reason: added.reason };
      } finally {
        await files.discard(photo.file); // gone already once placed
      }
    },
  );
  const problems = received.results.flatMap((r) => (r.added ? [] : [refusalText(r.name, r.reason)]));
  if (received.skipped > 0) {
    problems.push(
      `${received.skipped} more ${received.skipped === 1 ? "photo was" : "photos were"} not sent: at most ${PHOTO_LIMITS.filesPerUpload} go in one upload. Upload ${received.skipped === 1 ? "it" : "them"} next.`,
    );
  }
  if (received.problem) problems.push(received.problem.message);
  const added = received.results.flatMap((r) => (r.added ? [r.id] : []));
  if (added.length === 0 && problems.length === 0) problems.push("Choose at least one photo to upload.");
  const status = received.problem?.status ?? (problems.length > 0 ? 400 : 200);
  return { added, problems, status };
}
