import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { openDb, type Db } from "./db.server";
import { migrate, type Migration } from "./migrate.server";

/** The PostgreSQL server the data-layer tests use; `.ci/run` makes sure one answers here. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** The environment variable naming the run's migrated templates (migrated-templates.global.ts). */
export const MIGRATED_TEMPLATES = "HAZEL_MIGRATED_TEMPLATES";

export interface MigratedTemplates {
  /** The file of the embedded database's dump. */
  pglite: string;
  /** The template database's name on the server; null when none could be made. */
  postgres: string | null;
}

const templates = (): Partial<MigratedTemplates> =>
  JSON.parse(process.env[MIGRATED_TEMPLATES] ?? "{}") as Partial<MigratedTemplates>;

let pgliteDump: Blob | undefined;
/** The embedded template's dump, read once per process. */
function migratedDump(file: string): Blob {
  pgliteDump ??= new Blob([fs.readFileSync(file)]);
  return pgliteDump;
}

/**
 * The run's migrated embedded database as a dump (openDb's `dump`): a new folder started from it
 * skips initdb and the migrations. Undefined outside a Vitest run.
 */
export function migratedPgliteDump(): Blob | undefined {
  const file = templates().pglite;
  return file ? migratedDump(file) : undefined;
}

export interface TestDatabase {
  db: Db;
  /** The server database's address (PostgreSQL only), for a second connection to it. */
  url?: string;
  /** Closes the connection and removes what the test made. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of each kind: embedded PGlite and a new database on the server; with
 * `migrations`, only those applied (a database as an older shop left it). Under Vitest, every
 * migration's database is a copy of the run's template.
 */
export const testDatabases: Record<"pglite" | "postgres", (migrations?: Migration[]) => Promise<TestDatabase>> = {
  async pglite(migrations) {
    const file = templates().pglite;
    const dump = !migrations && file ? migratedDump(file) : undefined;
    const db = await openDb({ dataDir: "memory://", dump });
    if (!dump) await migrate(db, migrations);
    return { db, dispose: () => db.close() };
  },
  async postgres(migrations) {
    const name = `hazel_test_${randomBytes(6).toString("hex")}`;
    const template = migrations ? null : templates().postgres;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const db = await openDb({ url: url.toString(), dataDir: "" });
    if (!template) await migrate(db, migrations);
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
