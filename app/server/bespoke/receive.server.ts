import {
  BESPOKE_LIMITS,
  parseBespokeForm,
  type BespokeErrors,
  type BespokeTyped,
  type EarliestEvent,
} from "~/features/bespoke";
import { MB, refusalText, type Refusal } from "~/features/photos";
import { lagosDayOf } from "~/lib/lagos-clock";
import type { Db } from "../db/db.server";
import { addressLimitKey } from "../base/address-block.server";
import { hit, waitInWords } from "../base/rate-limit.server";
import { cleanUpload, type CleanedFile } from "../photos/clean.server";
import { receiveFiles, type MinimumPace, type ReceivedFile } from "../photos/multipart.server";
import type { PhotoFiles } from "../photos/photo-files.server";
import type { PhotoWorker } from "../photos/photo-worker.server";
import { storeBespokeRequest } from "./store/index.server";
import { bespokeUploadSlots, type UploadSlots } from "./upload-slots.server";

/** The form's file input. */
const PHOTOS_FIELD = "photos";
/** Largest reference photo. */
const REFERENCE_PHOTO_BYTES = BESPOKE_LIMITS.photoMB * MB;
const PHOTOS_NOT_KEPT = "Choose your photos again: they are not kept while the form has a problem.";
const TOO_SLOW =
  "Your photos were arriving too slowly, so the request was stopped. Try again on a faster connection, or send fewer or smaller photos.";

/** At most this many requests from one connection in the window. */
const RATE_LIMIT = { max: 6, windowSeconds: 600 } as const;

/**
 * The slowest an upload may arrive: 8 kB/s (64 kbit/s, a poor phone link) after its first 10 s.
 * A trickle or a stall is cut within seconds of falling behind, its slot free, instead of holding
 * it until the upload timeout (4 minutes).
 */
export const BESPOKE_UPLOAD_PACE: MinimumPace = { bytesPerSecond: 8 * 1024, graceMs: 10_000 };

type Refused = {
  ok: false;
  status: 400 | 408 | 413 | 415 | 429 | 503;
  errors: BespokeErrors;
  typed: BespokeTyped;
  formError?: string;
};

export type BespokeReceived = { ok: true; reference: string; viewKey: string } | Refused;

type PhotoOutcome = { ok: true; name: string; photo: CleanedFile } | { ok: false; name: string; reason: Refusal };

/** A photo kept undecoded (its fields not yet all read) until the form is known to be good. */
type Held = { held: ReceivedFile };

export interface ReceiveBespokeOptions {
  db: Db;
  files: PhotoFiles;
  clientAddress: string;
  siteUrl: string;
  /** The first event days the atelier's queue can make a piece for today. */
  earliest: EarliestEvent;
  now?: Date;
  worker?: PhotoWorker;
  slots?: UploadSlots;
  /** BESPOKE_UPLOAD_PACE unless a test sets its own. */
  pace?: MinimumPace;
}

/**
 * POST /bespoke: reads the request form (multipart: its fields, then up to three reference
 * photos), and stores the request whole (photos put in place in its transaction) or nothing: a
 * refused form comes back with a message per field and what she typed. Her fields and the rate
 * limit are checked when the first photo arrives, before any photo is decoded: a bad form or a
 * spent limit stops the reading there. A photo that comes before her fields are all read waits
 * in a temporary file, undecoded, until they are. Each photo is cleaned of EXIF and GPS by the
 * photo worker in the shoppers' lane. However the upload ends, its temporary files go with it.
 */
export async function receiveBespokeRequest(
  request: Request,
  options: ReceiveBespokeOptions,
): Promise<BespokeReceived> {
  const { clientAddress, slots = bespokeUploadSlots } = options;
  const slot = slots.take(clientAddress);
  if (!slot.ok) {
    const formError =
      slot.full === "address"
        ? "Your connection is already sending a request with photos: wait for it to finish, then send this one."
        : "Many requests are being sent right now: please try again in a minute.";
    return { ok: false, status: slot.full === "address" ? 429 : 503, errors: {}, typed: {}, formError };
  }
  try {
    return await receive(request, options);
  } finally {
    slot.release();
  }
}

async function receive(request: Request, options: ReceiveBespokeOptions): Promise<BespokeReceived> {
  const { db, files, clientAddress, siteUrl, now = new Date(), worker, pace = BESPOKE_UPLOAD_PACE } = options;
  const fields = new Map<string, string>();
  const cut = new Set<string>();
  const cleaned: CleanedFile[] = [];
  const held: ReceivedFile[] = [];
  const stop = new AbortController();
  let admitted = false;
  let photosSent = 0;
  let refused: Refused | undefined;

  /** Her fields so far, checked; `final` once no more can come. */
  const checkFields = (final: boolean) => {
    const parsed = parseBespokeForm((name) => fields.get(name), lagosDayOf(now), options.earliest);
    const errors: BespokeErrors = parsed.ok ? {} : { ...parsed.errors };
    if (cut.has("piece"))
      errors.piece = `Please keep the piece you would like under ${BESPOKE_LIMITS.piece} characters.`;
    const wrong = Object.keys(errors);
    // A field not read yet may come after a photo (an older page's form): only one she sent is final.
    const settled = final || wrong.some((name) => fields.has(name));
    return { parsed, errors, wrong, settled };
  };

  /** Whether photos may be decoded: her fields good and the rate limit not spent; else `refused`. */
  const admit = async (final: boolean): Promise<boolean> => {
    if (admitted || refused) return admitted;
    const { parsed, errors, wrong, settled } = checkFields(final);
    if (wrong.length > 0) {
      if (settled) refused = { ok: false, status: 400, errors, typed: parsed.typed };
      return false;
    }
    const allowed = await hit(db, {
      key: addressLimitKey("bespoke", clientAddress),
      limit: RATE_LIMIT.max,
      windowSeconds: RATE_LIMIT.windowSeconds,
    });
    if (!allowed.ok) {
      refused = {
        ok: false,
        status: 429,
        errors: {},
        typed: parsed.typed,
        formError: `Too many requests from your connection: please try again in ${waitInWords(allowed.retryAfterSeconds)}, or write to us.`,
      };
      return false;
    }
    return (admitted = true);
  };

  const clean = async (file: ReceivedFile): Promise<PhotoOutcome> => {
    const result = await cleanUpload(file, files, worker, "shopper");
    if (!result.ok) return { ok: false, name: file.name, reason: result.reason };
    cleaned.push(result.photo);
    return { ok: true, name: file.name, photo: result.photo };
  };

  try {
    const received = await receiveFiles<PhotoOutcome | Held>(
      request,
      PHOTOS_FIELD,
      {
        files: BESPOKE_LIMITS.photos,
        fileBytes: REFERENCE_PHOTO_BYTES,
        totalBytes: (BESPOKE_LIMITS.photos + 1) * REFERENCE_PHOTO_BYTES,
        pace,
      },
      () => files.incoming(),
      async (file) => {
        photosSent++;
        if (file.tooLarge) return { ok: false, name: file.name, reason: "too-large" };
        if (await admit(false)) return clean(file);
        if (refused) {
          stop.abort();
          return { ok: false, name: file.name, reason: "empty" };
        }
        // Kept under a name of its own: receiveFiles removes the one it gave once this returns.
        const keep = { ...file, file: files.incoming() };
        await files.place(file.file, keep.file);
        held.push(keep);
        return { held: keep };
      },
      (name, value, truncated) => {
        if (!fields.has(name)) fields.set(name, value);
        if (truncated) cut.add(name);
      },
      stop.signal,
    );
    if (received.problem) {
      const formError =
        received.problem.status === 413
          ? `The photos are too large together: send at most ${BESPOKE_LIMITS.photos}, each under ${REFERENCE_PHOTO_BYTES / MB} MB.`
          : received.problem.status === 415
            ? "Send your request with the form on this page."
            : received.problem.status === 408
              ? TOO_SLOW
              : received.problem.message;
      return {
        ok: false,
        status: received.problem.status,
        errors: {},
        typed: checkFields(true).parsed.typed,
        formError,
      };
    }
    if (!(await admit(true))) return withPhotosNote(refused!, photosSent);
    const results: PhotoOutcome[] = [];
    for (const r of received.results) results.push("held" in r ? await clean(r.held) : r);
    const { parsed, errors } = checkFields(true);
    if (!parsed.ok) return { ok: false, status: 400, errors, typed: parsed.typed };
    const photoProblems = results.flatMap((r) =>
      r.ok
        ? []
        : [
            r.reason === "too-large"
              ? `${r.name || "A file"} is larger than ${REFERENCE_PHOTO_BYTES / MB} MB. Send a smaller copy.`
              : refusalText(r.name, r.reason),
          ],
    );
    if (received.skipped > 0) photoProblems.push(`Send at most ${BESPOKE_LIMITS.photos} reference photos.`);
    if (photoProblems.length > 0) {
      return { ok: false, status: 400, errors: { photos: photoProblems.join(" ") }, typed: parsed.typed };
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
    // Whatever ended the upload: none of its temporary files stays (those placed are gone already).
    await Promise.all([...cleaned, ...held].map((p) => files.discard(p.file)));
  }
}

/**
 * A refused form that carried photos says to choose them again: the shop stops reading at the
 * first photo of a bad form, so it cannot name the others.
 */
function withPhotosNote(refused: Refused, photos: number): Refused {
  if (photos === 0 || refused.status !== 400 || refused.errors.photos) return refused;
  return { ...refused, errors: { ...refused.errors, photos: PHOTOS_NOT_KEPT } };
}
