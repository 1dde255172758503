import { describeError } from "./log-lines.server";

/** A background job's stop function: it resolves once the job's work in progress has finished. */
export type StopJob = () => Promise<void>;

/**
 * The background jobs of this process (outbox relay, rate-limit pruning, and any other), so
 * shutdown can stop them all, after the last request and before the database closes.
 */
export class Jobs {
  private readonly running = new Map<string, StopJob>();

  /** Registers a started job under a name (used in logs). */
  add(name: string, stop: StopJob): void {
    this.running.set(name, stop);
  }

  /** Stops every job at once and waits for each; a job that fails to stop is logged, not fatal. */
  async stopAll(log: Pick<Console, "error"> = console): Promise<void> {
    const jobs = [...this.running];
    this.running.clear();
    await Promise.all(
      jobs.map(([name, stop]) =>
        stop().catch((error: unknown) => log.error(`The ${name} job did not stop cleanly: ${describeError(error)}`)),
      ),
    );
  }

  get names(): string[] {
    return [...this.running.keys()];
  }
}

/**
 * Runs `work` now and again after each run (never two at once) until stopped. `waitMs` says how
 * long to wait after a run, from its outcome (undefined when it failed; the failure is logged in
 * one line with its cause).
 */
export function repeat<T>(
  work: () => Promise<T>,
  waitMs: (outcome: T | undefined) => number,
  log: Pick<Console, "error"> = console,
  failure = "A background job failed; it will run again",
): StopJob {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    let outcome: T | undefined;
    try {
      outcome = await work();
    } catch (error) {
      if (!stopped) log.error(`${failure}: ${describeError(error)}`);
    }
    if (stopped) return;
    timer = setTimeout(run, waitMs(outcome));
    timer.unref?.();
  };
  const run = () => {
    running = tick();
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** Runs `work` now and then every `everyMs` (never two at once) until stopped. */
export const every = (everyMs: number, work: () => Promise<unknown>, log: Pick<Console, "error"> = console): StopJob =>
  repeat(work, () => everyMs, log);
