import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../scripts/start-server";
import { startFakes } from "../../test-fakes";
import { TEST_ADMIN_PASSWORD } from "./admin-password";

/**
 * Starts the fakes of the third parties on loopback, then the production build on the real
 * server with a fresh embedded database; tests reach both through E2E_* variables.
 */
export default async function globalSetup() {
  const fakes = await startFakes();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-e2e-"));
  const logFile = path.join(dataDir, "server.log");
  const server = await startServer(
    { DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, TRUST_PROXY: "loopback", ...fakes.env },
    (chunk) => fs.appendFileSync(logFile, chunk),
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_SERVER_LOG = logFile;
  // The server's process, for specs that read its memory (/proc/<pid>/status).
  process.env.E2E_SERVER_PID = String(server.process.pid);
  for (const [k, v] of Object.entries(fakes.env)) process.env[k] = v;

  return async () => {
    await server.stop();
    await fakes.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
