import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakes } from "../fakes";

/**
 * Starts the fakes of the third parties on loopback, then the production build on the real
 * server with a fresh embedded database; tests reach both through E2E_* variables.
 */
export default async function globalSetup() {
  const fakes = await startFakes();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-e2e-"));
  const server = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", DATA_DIR: dataDir, ...fakes.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${log.join("")}`)), 60_000);
    server.stdout.on("data", (chunk: Buffer) => {
      log.push(chunk.toString());
      const match = /serving at (http:\/\/localhost:\d+)/.exec(log.join(""));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.stderr.on("data", (chunk: Buffer) => log.push(chunk.toString()));
    server.on("exit", (code) => reject(new Error(`The server exited (${code}):\n${log.join("")}`)));
  });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = path.join(dataDir, "server.log");
  for (const [k, v] of Object.entries(fakes.env)) process.env[k] = v;
  server.stdout.on("data", (c: Buffer) => fs.appendFileSync(process.env.E2E_SERVER_LOG!, c));
  server.stderr.on("data", (c: Buffer) => fs.appendFileSync(process.env.E2E_SERVER_LOG!, c));

  return async () => {
    server.kill("SIGTERM");
    await fakes.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
