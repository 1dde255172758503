// A process's resident memory, read from /proc, for the benchmarks that measure it.
import fs from "node:fs";

/** The resident memory of a process, in MB. */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The RSS once the process has been quiet for a while: the lowest of ten samples over 5 s, after 5 s. */
export async function idleRss(pid: number): Promise<number> {
  await new Promise((r) => setTimeout(r, 5_000));
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(rssOf(pid));
    await new Promise((r) => setTimeout(r, 500));
  }
  return Math.min(...samples);
}

/**
 * The lowest RSS sampled every second for `seconds` s: V8 gives back the garbage of a burst of
 * requests only once the process has been quiet a while (its memory reducer, 30-60 s here).
 */
export async function settledRss(pid: number, seconds: number): Promise<number> {
  let lowest = rssOf(pid);
  for (let i = 0; i < seconds; i++) {
    await new Promise((r) => setTimeout(r, 1_000));
    lowest = Math.min(lowest, rssOf(pid));
  }
  return lowest;
}
