import sharp from "sharp";

// A photo's decode takes its pixels' memory: 150 MB for a 50 MP photo turned upright. One photo
// is decoded at a time in a process, in libvips' threads (never on the event loop), with one
// thread per image and no cache of decoded images, so three 50 MP uploads at once cost one
// photo's memory, not three, and nothing is kept once it is written.
sharp.cache(false);
sharp.concurrency(1);

let last: Promise<unknown> = Promise.resolve();

/** Runs `work` once every photo decode started before it in this process has ended. */
export function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = last.then(work, work);
  last = run.catch(() => {});
  return run;
}
