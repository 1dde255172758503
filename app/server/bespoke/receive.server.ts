import { BESPOKE_LIMITS, parseBespokeForm, type BespokeErrors, type BespokeTyped } from "~/features/bespoke";
import { MB, refusalText, type Refusal } from "~/features/photos";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit, waitInWords } from "../base/rate-limit.server";
import { cleanUpload, type CleanedFile } from "../photos/clean.server";
import { receiveFiles } from "../photos/multipart.server";
import type { PhotoFiles } from "../photos/photo-files.server";
import type { PhotoWorker } from "../photos/photo-worker.server";
import { storeBespokeRequest } from "./store.server";

/** The form's file input. */
const PHOTOS_FIELD = "photos";
/** Largest reference photo. */
const REFERENCE_PHOTO_BYTES = BESPOKE_LIMITS.photoMB * MB;
/** At most this many requests from one connection in the window. */
const RATE_LIMIT = { max: 6, windowSeconds: 600 } as const;

export type BespokeReceived =
  | { ok: true; reference: string; viewKey: string }
  | { ok: false; status: 400 | 413 | 415 | 429; errors: BespokeErrors; typed: BespokeTyped; formError?: string };

type PhotoOutcome = { ok: true; name: string; photo: CleanedFile } | { ok: false; name: string; reason: Refusal };

export interface ReceiveBespokeOptions {
  db: Db;
  files: PhotoFiles;
  clientAddress: string;
  siteUrl: string;
  now?: Date;
  worker?: PhotoWorker;
}

/**
 * POST /bespoke: reads the request form (multipart: its fields and up to three reference photos,
 * each cleaned of EXIF and GPS by the photo pipeline into a temporary file as it arrives), checks
 * every field, and stores the request whole (photos put in place in its transaction) or nothing:
 * a refused form comes back with a message per field and what she typed.
 */
export async function receiveBespokeRequest(
  request: Request,
  options: ReceiveBespokeOptions,
): Promise<BespokeReceived> {
  const { db, files, clientAddress, siteUrl, now = new Date(), worker } = options;
  const fields = new Map<string, string>();
  const cut = new Set<string>();
  const received = await receiveFiles<PhotoOutcome>(
    request,
    PHOTOS_FIELD,
    {
      files: BESPOKE_LIMITS.photos,
      fileBytes: REFERENCE_PHOTO_BYTES,
      totalBytes: (BESPOKE_LIMITS.photos + 1) * REFERENCE_PHOTO_BYTES,
    },
    () => files.incoming(),
    async (file) => {
      if (file.tooLarge) return { ok: false, name: file.name, reason: "too-large" };
      const cleaned = await cleanUpload(file, files, worker);
      return cleaned.ok
        ? { ok: true, name: file.name, photo: cleaned.photo }
        : { ok: false, name: file.name, reason: cleaned.reason };
    },
    (name, value, truncated) => {
      if (!fields.has(name)) fields.set(name, value);
      if (truncated) cut.add(name);
    },
  );
  const cleaned = received.results.flatMap((r) => (r.ok ? [r.photo] : []));
  const discard = () => Promise.all(cleaned.map((p) => files.discard(p.file)));
  try {
    const parsed = parseBespokeForm((name) => fields.get(name), lagosDayOf(now));
    const errors: BespokeErrors = parsed.ok ? {} : { ...parsed.errors };
    for (const name of cut)
      if (name === "piece")
        errors.piece = `Please keep the piece you would like under ${BESPOKE_LIMITS.piece} characters.`;
    const photoProblems = received.results.flatMap((r) =>
      r.ok
        ? []
        : [
            r.reason === "too-large"
              ? `${r.name || "A file"} is larger than ${REFERENCE_PHOTO_BYTES / MB} MB. Send a smaller copy.`
              : refusalText(r.name, r.reason),
          ],
    );
    if (received.skipped > 0) photoProblems.push(`Send at most ${BESPOKE_LIMITS.photos} reference photos.`);
    if (photoProblems.length > 0) errors.photos = photoProblems.join(" ");
    if (received.problem) {
      const formError =
        received.problem.status === 413
          ? `The photos are too large together: send at most ${BESPOKE_LIMITS.photos}, each under ${REFERENCE_PHOTO_BYTES / MB} MB.`
          : received.problem.status === 415
            ? "Send your request with the form on this page."
            : received.problem.message;
      return { ok: false, status: received.problem.status, errors: {}, typed: parsed.typed, formError };
    }
    if (!parsed.ok || Object.keys(errors).length > 0) {
      if (cleaned.length > 0 && !errors.photos) errors.photos = photosToChooseAgain(received.results);
      return { ok: false, status: 400, errors, typed: parsed.typed };
    }
    const allowed = await hit(db, {
      key: addressLimitKey("bespoke", clientAddress),
      limit: RATE_LIMIT.max,
      windowSeconds: RATE_LIMIT.windowSeconds,
    });
    if (!allowed.ok) {
      return {
        ok: false,
        status: 429,
        errors: {},
        typed: parsed.typed,
        formError: `Too many requests from your connection: please try again in ${waitInWords(allowed.retryAfterSeconds)}, or write to us.`,
      };
    }
    const stored = await storeBespokeRequest(
      db,
      { ...parsed.request, photos: cleaned.map(({ hash, width, height }) => ({ hash, width, height })), clientAddress },
      siteUrl,
      async () => {
        for (const photo of cleaned) await files.place(photo.file, files.original(photo.hash));
      },
    );
    return { ok: true, ...stored };
  } finally {
    await discard(); // gone already once placed
  }
}

/** Names the photos a refused form did not keep, so she knows which to choose again. */
function photosToChooseAgain(results: readonly PhotoOutcome[]): string {
  const names = results.flatMap((r) => (r.ok ? [r.name || "your photo"] : []));
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Choose ${list} again: photos are not kept while the form has a problem.`;
}
