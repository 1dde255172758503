import { noteCatalogueChange } from "../catalogue/store/index.server";
import type { Db } from "../db/db.server";
import { describeError } from "../base/log-lines.server";
import { repeat, type StopJob } from "../base/jobs.server";
import type { PhotoFiles } from "./photo-files.server";
import { photoWorker, type PhotoWorker } from "./photo-worker.server";
import { claimPhotoToPrepare, markPhotoReady, retryPhotoLater } from "./store/index.server";

type Log = Pick<Console, "info" | "warn" | "error">;

export type PrepareOutcome = "ready" | "failed" | "idle";

/** Longer than encoding a photo takes on a slow server; a claim older than this is taken again. */
const LEASE_SECONDS = 120;
/** Tries before a photo is marked failed (the owner is asked to upload it again). */
const MAX_ATTEMPTS = 3;
const RETRY_SECONDS = 30;

/**
 * Prepares the oldest waiting photo, if any: the photo worker's child process encodes its variants
 * into their files, off the request path and out of the shop's process; then it is marked ready,
 * noting the catalogue change in the same transaction so every server shows it. An encoding
 * failure, or a crash of the child, is tried again later (in a fresh child), up to three times.
 */
export async function prepareNextPhoto(
  db: Db,
  files: PhotoFiles,
  log: Log = console,
  worker: PhotoWorker = photoWorker,
): Promise<PrepareOutcome> {
  const photo = await claimPhotoToPrepare(db, { leaseSeconds: LEASE_SECONDS, maxAttempts: MAX_ATTEMPTS });
  if (!photo) return "idle";
  if (photo.gaveUp) {
    log.error(`Photo ${photo.id} of product ${photo.productId} could not be prepared after ${MAX_ATTEMPTS} tries.`);
    return "failed";
  }
  try {
    const encoded = await worker.run({ kind: "encode", dir: files.dir, hash: photo.hash, width: photo.width });
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
 * and looks again every `idleMs` when none waits. Stopping it ends the worker's child.
 */
export function startPhotoPreparation({
  db,
  files,
  log = console,
  idleMs = 1000,
  worker = photoWorker,
}: {
  db: Db;
  files: PhotoFiles;
  log?: Log;
  idleMs?: number;
  worker?: PhotoWorker;
}): StopJob {
  const stop = repeat(
    () => prepareNextPhoto(db, files, log, worker),
    (outcome = "idle") => (outcome === "idle" ? idleMs : 0),
    log,
    "Preparing photos failed; it will try again",
  );
  // At shutdown the child ends with the job: a photo still claimed is taken again once its lease lapses.
  return async () => {
    await stop();
    worker.stop();
  };
}
