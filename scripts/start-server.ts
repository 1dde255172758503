import { spawn, type ChildProcess } from "node:child_process";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Sends SIGTERM; resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * glibc's allocator settings the shop is started with (`npm run serve`, deploy/hazel.service):
 * fixed thresholds of 1 MB, so memory freed after a burst of requests goes back to the system
 * (docs/decisions/268-the-allocators-thresholds-fixed.md).
 */
export const MALLOC_TUNABLES = "glibc.malloc.mmap_threshold=1048576:glibc.malloc.trim_threshold=1048576";

/** Starts the production server (or with `args: ["--dev"]` the development one) on a free port; resolves once it serves. */
export function startServer(
  env: Record<string, string>,
  onOutput?: (chunk: string) => void,
  args: string[] = [],
  onSpawn?: (child: ChildProcess) => void,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server.js", ...args], {
    env: { ...process.env, GLIBC_TUNABLES: MALLOC_TUNABLES, NODE_ENV: "production", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onSpawn?.(child);
  let log = "";
  let started = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${log}`)), 120_000);
    const take = (chunk: Buffer) => {
      log += chunk.toString();
      onOutput?.(chunk.toString());
      const match = started ? undefined : /serving at (http:\/\/\S+:\d+) /.exec(log);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        const exited = new Promise<void>((done) => child.once("exit", () => done()));
        const stop = () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          return exited;
        };
        resolve({ url: match[1], process: child, stop });
      }
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("exit", (code) => reject(new Error(`The server exited (${code}):\n${log}`)));
  });
}
