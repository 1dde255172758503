import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ChildMessage, JobReply, PhotoJob } from "./photo-jobs";

// Photos are decoded and encoded in a child process, never in the shop's: libvips' threads and the
// AVIF/WebP encoders leave what they freed with glibc's allocator (hundreds of MB after a 50 MP
// photo), and only a process that ends gives it back. The worker starts its child on demand, hands
// it one job at a time, and ends it once it has been idle for `idleMs`; a child that crashes (or
// runs past `timeoutMs`) fails its job, and the next job starts a fresh one.

/**
 * Where the child's module is: built to $BUILD_DIR/server/photo-child.js (this code runs from
 * $BUILD_DIR/server/assets there), or, from source (tests, `npm run dev`), the source run through tsx.
 */
function findChildEntry(): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = [path.join(here, "photo-child.js"), path.join(here, "..", "photo-child.js")].find((f) =>
    fs.existsSync(f),
  );
  if (built) return { file: built, execArgv: [] };
  return { file: path.join(here, "photo-child.server.ts"), execArgv: ["--import", "tsx"] };
}

let entry: { file: string; execArgv: string[] } | undefined;
/** Looked for once: no file system call on the shop's event loop at each job. */
const childEntry = () => (entry ??= findChildEntry());

/** The child's niceness (0 is the shop's, 19 the lowest priority). */
const CHILD_NICENESS = 10;

/**
 * Whose job it is: the owner's photos (and their preparation) go ahead of every shopper's job
 * waiting, so a flood of bespoke uploads never holds hers up behind it.
 */
export type PhotoLane = "owner" | "shopper";

interface Waiting {
  job: PhotoJob;
  lane: PhotoLane;
  settle: (run: Promise<unknown>) => void;
}

export class PhotoWorker {
  private child: ChildProcess | undefined;
  private idle: NodeJS.Timeout | undefined;
  private running = false;
  private readonly waiting: Record<PhotoLane, Waiting[]> = { owner: [], shopper: [] };

  constructor(private readonly options: { idleMs?: number; timeoutMs?: number } = {}) {}

  /** The child's process id while one runs (for tests and benchmarks). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The lanes of the jobs waiting their turn, in the order they will run. */
  get queue(): PhotoLane[] {
    return [...this.waiting.owner, ...this.waiting.shopper].map((w) => w.lane);
  }

  /** Runs `job` in the child, one job at a time: the owner's lane first, each lane in its order. */
  run<J extends PhotoJob>(job: J, lane: PhotoLane = "owner"): Promise<JobReply<J>> {
    return new Promise((resolve, reject) => {
      this.waiting[lane].push({ job, lane, settle: (run) => run.then(resolve as (v: unknown) => void, reject) });
      this.next();
    });
  }

  private next(): void {
    if (this.running) return;
    const turn = this.waiting.owner.shift() ?? this.waiting.shopper.shift();
    if (!turn) return;
    this.running = true;
    const run = Promise.resolve().then(() => this.send(turn.job));
    turn.settle(run);
    void run
      .catch(() => {})
      .then(() => {
        this.running = false;
        this.next();
      });
  }

  /** Ends the child now (at shutdown); a job in flight fails. */
  stop(): void {
    clearTimeout(this.idle);
    this.child?.kill("SIGKILL");
    this.child = undefined;
  }

  private start(): ChildProcess {
    const { file, execArgv } = childEntry();
    const child = fork(file, [], { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "json" });
    // Below the shop's own priority: on a server of few cores, a request comes before a photo's pixels.
    if (child.pid) {
      try {
        os.setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // A system that refuses it runs the child at the shop's priority.
      }
    }
    const forget = () => {
      if (this.child === child) this.child = undefined;
    };
    child.once("exit", forget);
    child.on("error", forget);
    return child;
  }

  private send(job: PhotoJob): Promise<unknown> {
    clearTimeout(this.idle);
    const child = (this.child ??= this.start());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
      }, this.options.timeoutMs ?? 110_000);
      const done = () => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("exit", onExit);
        child.off("error", onError);
        if (this.child === child) this.idle = setTimeout(() => this.retire(child), this.options.idleMs ?? 3000).unref();
      };
      const onMessage = (message: ChildMessage) => {
        done();
        if (message.ok) resolve(message.reply);
        else reject(new Error(message.error));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        reject(new Error(`the photo worker stopped (${signal ?? `exit code ${code}`})`));
      };
      const onError = (error: Error) => {
        done();
        child.kill("SIGKILL");
        reject(new Error(`the photo worker failed (${error.message})`));
      };
      child.on("message", onMessage);
      child.once("exit", onExit);
      child.on("error", onError);
      child.send(job);
    });
  }

  /** Lets an idle child end: it exits once its channel closes. */
  private retire(child: ChildProcess): void {
    if (this.child === child) this.child = undefined;
    if (child.connected) child.disconnect();
  }
}

/** The shop's one photo worker: one photo decoded at a time in a process. */
export const photoWorker = new PhotoWorker();
