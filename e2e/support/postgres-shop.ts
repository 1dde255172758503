import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startServer, type RunningServer } from "../../scripts/start-server";
import { TEST_ADMIN_PASSWORD } from "./admin-password";
import { test as base } from "./test";

export type PostgresShop = RunningServer & { db: pg.Client };

/**
 * The shop's test on a server of its own per worker, on a PostgreSQL database of its own, with its
 * database at hand: for specs that write what no screen can (a deadline already passed, a quote's
 * end in the past, a counted stock) where the shared server's other specs cannot see it.
 */
export const testOnPostgresShop = base.extend<object, { shop: PostgresShop }>({
  shop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
      const name = `hazel_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hazel-postgres-shop-"));
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        TRUST_PROXY: "loopback",
      });
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      await provide({ ...server, db });
      await db.end();
      await server.stop();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ shop }, provide) => provide(shop.url),
});
