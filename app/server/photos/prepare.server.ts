import { photoKey } from "~/features/photos";
import { noteCatalogueChange } from "../catalogue/store/index.server";
import type { Db } from "../db/db.server";
import { describeError } from "../base/log-lines.server";
import { repeat, type StopJob } from "../base/jobs.server";
import type { PhotoFiles } from "./photo-files.server";
import { inTurn } from "./photo-turns.server";
import { claimPhotoToPrepare, markPhotoReady, retryPhotoLater } from "./store/index.server";
import { encodePhoto } from "./variants.server";

type Log = Pick<Console, "info" | "warn" | "error">;

export type PrepareOutcome = "ready" | "failed" | "idle";

/** Longer than encoding a photo takes on a slow server; a claim older than this is taken again. */
const LEASE_SECONDS = 120;
/** Tries before a photo is marked failed (the owner is asked to upload it again). */
const MAX_ATTEMPTS = 3;
const RETRY_SECONDS = 30;

/**
 * Prepares the oldest waiting photo, if any: encodes its variants off the request path, stores
 * them and marks it ready, noting the catalogue change in the same transaction so every server
 * shows it. An encoding failure is tried again later, up to three times.
 */
export async function prepareNextPhoto(db: Db, files: PhotoFiles, log: Log = console): Promise<PrepareOutcome> {
  const photo = await claimPhotoToPrepare(db, { leaseSeconds: LEASE_SECONDS, maxAttempts: MAX_ATTEMPTS });
  if (!photo) return "idle";
  if (photo.gaveUp) {
    log.error(`Photo ${photo.id} of product ${photo.productId} could not be prepared after ${MAX_ATTEMPTS} tries.`);
    return "failed";
  }
  try {
    const encoded = await inTurn(() => encodePhoto(photoKey(photo.hash), files.original(photo.hash), photo.width));
    for (const v of encoded.variants) await files.put(files.variant(photo.hash, v.width, v.format), v.bytes);
    const ready = await markPhotoReady(db, files, photo, encoded, (tx) => noteCatalogueChange(tx, [photo.productId]));
    if (ready) log.info(`Photo ${photo.id} of product ${photo.productId} is ready.`);
    return "ready";
  } catch (error) {
    log.warn(`Photo ${photo.id} could not be prepared (${describeError(error)}); trying again in ${RETRY_SECONDS} s.`);
    await retryPhotoLater(db, photo.id, RETRY_SECONDS);
    return "failed";
  }
}

/**
 * Runs in every server process: prepares waiting photos one at a time, straight after another,
 * and looks again every `idleMs` when none waits.
 */
export function startPhotoPreparation({
  db,
  files,
  log = console,
  idleMs = 1000,
}: {
  db: Db;
  files: PhotoFiles;
  log?: Log;
  idleMs?: number;
}): StopJob {
  return repeat(
    () => prepareNextPhoto(db, files, log),
    (outcome = "idle") => (outcome === "idle" ? idleMs : 0),
    log,
    "Preparing photos failed; it will try again",
  );
}
