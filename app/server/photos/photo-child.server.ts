import sharp from "sharp";
import { cleanPixels } from "./clean-pixels.server";
import { PhotoFiles } from "./photo-files.server";
import type { ChildMessage, PhotoJob } from "./photo-jobs";
import { encodePhotoFiles } from "./variants.server";

// The photo worker's child process (started by photo-worker.server.ts with child_process.fork;
// built to $BUILD_DIR/server/photo-child.js): takes one job at a time over IPC, answers it, and
// ends when the shop's process disconnects (after a few idle seconds, or when it stops). Whatever
// libvips and the AVIF/WebP encoders took from glibc goes back to the system with the process.

// One thread per image and no cache of decoded images: a 50 MP photo costs one photo's memory.
sharp.cache(false);
sharp.concurrency(1);

async function run(job: PhotoJob) {
  const files = new PhotoFiles(job.dir);
  if (job.kind === "clean") return cleanPixels(job.input, job.format, files);
  return encodePhotoFiles(files, job.hash, job.width);
}

process.on("message", (job: PhotoJob) => {
  run(job)
    .then(
      (reply): ChildMessage => ({ ok: true, reply }),
      (error: unknown): ChildMessage => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    )
    .then((message) => process.send?.(message));
});
process.on("disconnect", () => process.exit(0));
