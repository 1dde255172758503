// One full collection of V8's heap once the server has been quiet a while after its memory grew:
// what a burst of requests left as garbage (its young generation grown to 32 MB, the old
// generation's freed pages) goes back to the system then, not whenever V8's own memory reducer
// decides the process is idle, which after a burst took 30-90 s, or had not come after 60 s
// (docs/decisions/270-kept-pages-compressed-only.md).
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

/** How long without a request counts as quiet: a check this often, none seen since the last. */
const QUIET_MS = 5_000;
/** How much the resident memory must have grown since the last collection (or the start) to collect. */
const GROWTH_BYTES = 16 * 1024 * 1024;

export interface QuietCollection {
  /** A request arrived: the server is not quiet. */
  noteRequest(): void;
  stop(): void;
}

let collector: (() => void) | undefined;

/** V8's full collection, from a context made with `gc` exposed (the server's own has none). */
export function fullCollection(): void {
  if (!collector) {
    v8.setFlagsFromString("--expose-gc");
    collector = runInNewContext("gc") as () => void;
  }
  collector();
}

/**
 * Checks every `quietMs`: when no request came since the last check and the resident memory is
 * `growthBytes` above what it was after the last collection (or at the start), collects once.
 */
export function quietCollection({
  collect = fullCollection,
  residentBytes = () => process.memoryUsage.rss(),
  quietMs = QUIET_MS,
  growthBytes = GROWTH_BYTES,
}: {
  collect?: () => void;
  residentBytes?: () => number;
  quietMs?: number;
  growthBytes?: number;
} = {}): QuietCollection {
  let requests = 0;
  let seen = 0;
  let after = residentBytes();
  const timer = setInterval(() => {
    const quiet = requests === seen;
    seen = requests;
    if (!quiet) return;
    const resident = residentBytes();
    // Less than before (the system took pages back, a cache was dropped): measured from there.
    if (resident < after) after = resident;
    if (resident < after + growthBytes) return;
    collect();
    after = residentBytes();
  }, quietMs);
  timer.unref();
  return {
    noteRequest: () => void (requests += 1),
    stop: () => clearInterval(timer),
  };
}
