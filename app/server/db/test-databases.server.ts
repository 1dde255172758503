import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, type Db } from "./db.server";
import { bundledMigrations, migrate, type Migration } from "./migrate.server";

/** The PostgreSQL server the data-layer tests use; `.ci/run` makes sure one answers here. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase {
  db: Db;
  /** The server database's address (PostgreSQL only), for a second connection to it. */
  url?: string;
  /** Closes the connection and removes what the test made. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of each kind: embedded PGlite and a new database on the server; with
 * `migrations`, only those applied (a database as an older shop left it).
 */
export const testDatabases: Record<"pglite" | "postgres", (migrations?: Migration[]) => Promise<TestDatabase>> = {
  async pglite(migrations = bundledMigrations()) {
    const db = await openDb({ dataDir: "memory://" });
    await migrate(db, migrations);
    return { db, dispose: () => db.close() };
  },
  async postgres(migrations = bundledMigrations()) {
    const name = `hazel_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const db = await openDb({ url: url.toString(), dataDir: "" });
    await migrate(db, migrations);
    return {
      db,
      url: url.toString(),
      async dispose() {
        await db.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  },
};
