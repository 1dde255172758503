import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../../scripts/start-server";
import { TEST_ADMIN_PASSWORD } from "./admin-password";
import { test as base } from "./test";

/** A server of a test's own, and its DATA_DIR (its backups are in `backups` there). */
type OwnShop = RunningServer & { dataDir: string };

/**
 * The shop's test on a server of its own per worker, on a fresh database (with `env` added): for
 * specs that change the catalogue, whose changes the shared server's other specs must not see.
 */
export function testOnOwnShop(env: Record<string, string> = {}) {
  return base.extend<object, { shop: OwnShop }>({
    shop: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
      async ({}, provide) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-own-shop-"));
        const server = await startServer({
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
          TRUST_PROXY: "loopback",
          ...env,
        });
        await provide({ ...server, dataDir });
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
      { scope: "worker", timeout: 180_000 },
    ],
    baseURL: async ({ shop }, provide) => provide(shop.url),
  });
}
