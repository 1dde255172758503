import { spawn, type ChildProcess } from "node:child_process";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): void;
}

/** Starts the production server on a free port and resolves once it serves. */
export function startServer(env: Record<string, string>, onOutput?: (chunk: string) => void): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${log}`)), 60_000);
    const take = (chunk: Buffer) => {
      log += chunk.toString();
      onOutput?.(chunk.toString());
      const match = /serving at (http:\/\/localhost:\d+)/.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], process: child, stop: () => child.kill("SIGTERM") });
      }
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("exit", (code) => reject(new Error(`The server exited (${code}):\n${log}`)));
  });
}
